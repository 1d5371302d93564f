import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetWidgetDataResponseMock,
  getGetWidgetSchemaResponseMock,
} from '@generated/api/dashboard/dashboard.msw';
import type { WidgetSchema } from '@generated/model';
import { Dashboard } from '@/features/dashboard/dashboard';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

const layout = {
  data: {
    sections: [
      { gap: 24, height: null, widgets: [{ type: 'custom', component: 'WelcomeBlock' }] },
      {
        gap: 24,
        height: null,
        widgets: [
          { type: 'data', name: 'good' },
          { type: 'data', name: 'broken' },
          { type: 'data', name: 'charty' },
        ],
      },
    ],
  },
};

function widget(name: string, extra: Partial<WidgetSchema> = {}): WidgetSchema {
  return { ...getGetWidgetSchemaResponseMock().data, name, headline: { title: `Widget ${name}` }, ...extra };
}

describe('Dashboard', () => {
  it(
    'shows the welcome block and the widgets whose schema loaded; an unknown view says so',
    { timeout: 20_000 },
    async () => {
      storeToken(TEST_TOKEN);
      const requests: URL[] = [];
      server.use(
        http.get('*/dashboard/homepage', () => HttpResponse.json(layout)),
        http.get('*/dashboard/widgets/broken', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
        http.get('*/dashboard/widgets/charty', () =>
          HttpResponse.json({
            data: widget('charty', { views: [{ type: 'chartView' }], filters: { hasSearch: false } }),
          }),
        ),
        http.get('*/dashboard/widgets/good', () => HttpResponse.json({ data: widget('good') })),
        http.get('*/dashboard/widgets/:name/data', ({ request }) => {
          requests.push(new URL(request.url));
          return HttpResponse.json(getGetWidgetDataResponseMock());
        }),
      );
      renderWithProviders(<Dashboard />);
      expect(await screen.findByTestId('welcome-block')).toHaveTextContent('Welcome to Content');
      const good = await screen.findByTestId('widget-good');
      expect(within(good).getByRole('heading', { name: 'Widget good' })).toBeInTheDocument();
      expect(screen.queryByTestId('widget-broken')).not.toBeInTheDocument();
      const charty = screen.getByTestId('widget-charty');
      expect(await within(charty).findByText('View is not supported')).toBeInTheDocument();
      expect(within(charty).getByText('Please, switch to a different view')).toBeInTheDocument();
      expect((await within(good).findAllByTestId('widget-row')).length).toBeGreaterThan(0);
      // The mock tenant's main shop preselects the shop select that cannot be reset.
      const first = requests.find((url) => url.pathname.endsWith('/good/data'))!;
      expect(first.searchParams.get('page')).toBe('1');
      expect(first.searchParams.get('perPage')).toBe('20');
      expect(first.searchParams.get('f[locale]')).not.toBeNull();
    },
  );

  it(
    'a refused filter shows beside its widget; the home page and the other widgets stay',
    { timeout: 20_000 },
    async () => {
      storeToken(TEST_TOKEN);
      server.use(
        http.get('*/dashboard/homepage', () =>
          HttpResponse.json({
            data: {
              sections: [
                {
                  gap: 24,
                  height: null,
                  widgets: [
                    { type: 'data', name: 'good' },
                    { type: 'data', name: 'refusing' },
                  ],
                },
              ],
            },
          }),
        ),
        http.get('*/dashboard/widgets/:name', ({ params }) =>
          HttpResponse.json({ data: widget(String(params.name)) }),
        ),
        http.get('*/dashboard/widgets/refusing/data', () =>
          HttpResponse.json(
            {
              message: 'The f[tagsAll] field must be an integer.',
              errors: { 'f[tagsAll]': ['The f[tagsAll] field must be an integer.'] },
            },
            { status: 422 },
          ),
        ),
        http.get('*/dashboard/widgets/good/data', () => HttpResponse.json(getGetWidgetDataResponseMock())),
      );
      renderWithProviders(<Dashboard />);
      const refusing = await screen.findByTestId('widget-refusing');
      const alert = await within(refusing).findByTestId('widget-refused');
      expect(alert).toHaveTextContent('The server refused a filter value:');
      expect(alert).toHaveTextContent('Tags: must be an integer');
      const good = screen.getByTestId('widget-good');
      expect((await within(good).findAllByTestId('widget-row')).length).toBeGreaterThan(0);
    },
  );

  it('shows the empty view of the widget when there are no rows', { timeout: 20_000 }, async () => {
    storeToken(TEST_TOKEN);
    server.use(
      http.get('*/dashboard/homepage', () =>
        HttpResponse.json({ data: { sections: [{ widgets: [{ type: 'data', name: 'good' }] }] } }),
      ),
      http.get('*/dashboard/widgets/good', () => HttpResponse.json({ data: widget('good') })),
      http.get('*/dashboard/widgets/:name/data', () =>
        HttpResponse.json({
          data: [],
          meta: { pagination: { currentPage: 1, total: 0, totalPages: 0, count: 0, perPage: 20 } },
        }),
      ),
    );
    renderWithProviders(<Dashboard />);
    const empty = await screen.findByTestId('widget-empty');
    const emptyView = getGetWidgetSchemaResponseMock().data.views.find((v) => v.type === 'emptyView')!;
    expect(empty).toHaveTextContent(emptyView.title!);
    expect(empty).toHaveTextContent(emptyView.text!);
    await userEvent.click(screen.getByRole('button', { name: 'Open filters' }));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });
});
