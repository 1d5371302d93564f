import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ExportConfigurator } from '@/features/export';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

function renderExport(
  type: Parameters<typeof ExportConfigurator>[0]['type'] = 'bundle',
  selectedIds: number[] = [],
) {
  return renderWithProviders(
    <ExportConfigurator
      type={type}
      filters={{ 'f[locale]': '1', 'f[status]': 'online' }}
      selectedIds={selectedIds}
    />,
  );
}

describe('ExportConfigurator', () => {
  beforeEach(() => window.localStorage.setItem('content.token', TEST_TOKEN));

  it('is hidden when the type disallows export', () => {
    renderExport('image');
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('opens "Export Data" with all and csv preselected; selected needs a selection', async () => {
    renderExport();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Data' });
    expect(within(dialog).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Selected (0)' })).toBeDisabled();
  });

  it('sends filters and includes once, even when submitted twice, and reports success with the e-mail', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v2/bundles/export', async ({ request }) => {
        bodies.push(await request.json());
        await new Promise((resolve) => setTimeout(resolve, 50));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderExport('bundle', [7, 8]);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Data' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Selected (2)' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XLS' }));
    const submit = within(dialog).getByRole('button', { name: 'Export' });
    submit.click();
    submit.click();
    expect(
      await screen.findByText(
        'The export file will be generated and sent to editor@example.com via mail once it is finished.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        mode: 'selected',
        format: 'xls',
        ids: [7, 8],
        filters: { 'f[locale]': '1', 'f[status]': 'online' },
        include: 'appConfigs.preview,appConfigs.seodata,updatedByUser',
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Export Data' })).not.toBeInTheDocument(),
    );
  });

  it('sends the type filter for stories', async () => {
    let url: URL | undefined;
    let body: { filters?: Record<string, string> } | undefined;
    server.use(
      http.post('*/api/v2/pages/export', async ({ request }) => {
        url = new URL(request.url);
        body = (await request.json()) as typeof body;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderExport('story');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(url?.searchParams.get('filter[type]')).toBe('story'));
    expect(body?.filters?.['f[type]']).toBe('story');
  });

  it.each([500, 200])('reports a failure for status %i', async (status) => {
    server.use(
      http.post('*/api/v2/bundles/export', () =>
        status === 200 ? HttpResponse.json({}) : HttpResponse.json({ message: 'boom' }, { status }),
      ),
    );
    renderExport();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Export' }));
    expect(
      await screen.findByText('Ooops, something went wrong. Please, try again later.'),
    ).toBeInTheDocument();
  });
});
