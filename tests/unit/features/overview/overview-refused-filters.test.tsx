import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetOverviewSchemaResponseMock } from '@generated/api/overview/overview.msw';
import { OverviewPage } from '@/features/overview';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

const EMPTY = {
  data: [],
  meta: { pagination: { currentPage: 1, total: 0, totalPages: 0, count: 0, perPage: 20 } },
};

/** The bundle schema with the IDs filter of the server's overview schemas. */
function useSchemaWithIds() {
  const schema = getGetOverviewSchemaResponseMock();
  schema.data.filters?.items.unshift({
    name: 'ids',
    label: 'IDs',
    type: 'field',
    component: 'TextField',
    attributes: { multiple: true, placeholder: '12, 34, 56' },
  });
  server.use(http.get('*/api/v2/overview/bundles', () => HttpResponse.json(schema)));
}

/** The list refuses any f[ids] or f[locale] that is not digits, as the contract's pattern does. */
function useStrictList(seen: URLSearchParams[] = []) {
  server.use(
    http.get('*/api/v2/bundles', ({ request }) => {
      const query = new URL(request.url).searchParams;
      seen.push(query);
      const errors: Record<string, string[]> = {};
      const ids = query.get('f[ids]');
      if (ids !== null && !/^\d+(,\d+)*$/.test(ids))
        errors['f[ids]'] = ['The f[ids] field format is invalid.'];
      const locale = query.get('f[locale]');
      if (locale !== null && !/^\d+$/.test(locale))
        errors['f[locale]'] = ['The f[locale] field must be an integer.'];
      if (Object.keys(errors).length) {
        return HttpResponse.json({ message: Object.values(errors)[0]![0], errors }, { status: 422 });
      }
      return HttpResponse.json(EMPTY);
    }),
  );
  return seen;
}

function renderPage(at: string) {
  return renderWithProviders(<OverviewPage type="bundle" />, { path: '/bundles', at });
}

describe('OverviewPage with filter values the server refuses', () => {
  beforeEach(() => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    useSchemaWithIds();
  }, 20_000);

  it('keeps the page on a 422 from an edited address, shows the message and removes the filter', async () => {
    useStrictList();
    const { router } = renderPage('/bundles?f%5Blocale%5D=abc&f%5Bstatus%5D=online');
    const alert = await screen.findByText('f[locale]: The f[locale] field must be an integer.');
    expect(screen.getByRole('heading', { level: 1, name: 'Bundles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Remove these filters',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?f%5Bstatus%5D=online'));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  }, 20_000);

  it('shows the refused IDs filter in the drawer beside the fields', async () => {
    useStrictList();
    renderPage('/bundles?f%5Bids%5D=152%20173');
    expect(await screen.findByText('IDs: The f[ids] field format is invalid.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByText('IDs: The f[ids] field format is invalid.')).toBeInTheDocument();
  }, 20_000);

  it('the drawer IDs filter sends parsed ids only', async () => {
    const seen = useStrictList();
    const { router } = renderPage('/bundles');
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const input = await within(drawer).findByRole(
      'textbox',
      { name: /IDs, comma-separated/ },
      { timeout: 5000 },
    );
    await userEvent.type(input, '152, 173, abc{Enter}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('f[ids]')).toBe('152,173'),
    );
    await waitFor(() => expect(seen.at(-1)?.get('f[ids]')).toBe('152,173'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);
});
