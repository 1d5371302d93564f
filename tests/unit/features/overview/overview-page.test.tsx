import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetOverviewSchemaResponseMock } from '@generated/api/overview/overview.msw';
import { OverviewPage } from '@/features/overview';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

/** The generated `*\/bundles` list handler also matches /overview/bundles: answer the schema explicitly. */
function useBundleSchema(mutate?: (schema: ReturnType<typeof getGetOverviewSchemaResponseMock>) => void) {
  const schema = getGetOverviewSchemaResponseMock();
  mutate?.(schema);
  server.use(http.get('*/api/v2/overview/bundles', () => HttpResponse.json(schema)));
}

function renderPage(at = '/bundles') {
  return renderWithProviders(<OverviewPage type="bundle" />, {
    path: '/bundles',
    at,
    extraRoutes: [{ path: '/bundles/:id', element: <p>detail</p> }],
  });
}

async function showList() {
  await userEvent.click(await screen.findByRole('button', { name: 'List view' }));
  return screen.findByRole('cell', { name: 'Summer Linen Edit' });
}

describe('OverviewPage', () => {
  beforeEach(() => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    useBundleSchema();
  });

  it('renders the heading, the create button and the list', async () => {
    renderPage('/bundles?f%5Blocale%5D=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Bundles' })).toBeInTheDocument();
    await showList();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    expect(screen.getByText('Showing 1-4 from 41')).toBeInTheDocument();
    const create = screen.getByRole('link', { name: '+ Create new Bundle' });
    expect(create).toHaveAttribute('href', '/bundles/new?f%5Blocale%5D=1');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shop' })).toBeInTheDocument();
  });

  it('starts in the tile view and shows 20 placeholders while loading', async () => {
    server.use(http.get('*/api/v2/bundles', () => new Promise(() => {})));
    renderPage();
    expect(await screen.findAllByTestId('tile-placeholder')).toHaveLength(20);
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('shows 10 placeholder rows in the list view while loading', async () => {
    let release: () => void = () => {};
    server.use(
      http.get('*/api/v2/bundles', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({
          data: [],
          meta: { pagination: { currentPage: 1, total: 0, totalPages: 0, count: 0, perPage: 20 } },
        });
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'List view' }));
    expect(await screen.findAllByTestId('list-placeholder')).toHaveLength(10);
    release();
  });

  it('shows the empty view and hides the create button without filters and entities', async () => {
    server.use(
      http.get('*/api/v2/bundles', () =>
        HttpResponse.json({
          data: [],
          meta: { pagination: { currentPage: 1, total: 0, totalPages: 0, count: 0, perPage: 20 } },
        }),
      ),
    );
    renderPage();
    // An empty collection says so and offers the first one in the empty view, not in the header.
    expect(await screen.findByText('No Bundles yet')).toBeInTheDocument();
    expect(screen.getByText('Create the first Bundle to get started.')).toBeInTheDocument();
    expect(screen.queryByText('Change selected filters', { exact: false })).not.toBeInTheDocument();
    const creates = screen.getAllByRole('link', { name: '+ Create new Bundle' });
    expect(creates).toHaveLength(1);
    expect(screen.getByText('No Bundles yet').closest('[role="status"]')).toContainElement(creates[0]!);
  });

  it('keeps the filter wording and the header button when filters leave nothing', async () => {
    server.use(
      http.get('*/api/v2/bundles', () =>
        HttpResponse.json({
          data: [],
          meta: { pagination: { currentPage: 1, total: 0, totalPages: 0, count: 0, perPage: 20 } },
        }),
      ),
    );
    renderPage('/bundles?f%5Bterm%5D=nothing');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText("We couldn't find any results. Change selected filters.")).toBeInTheDocument();
    expect(screen.queryByText('No Bundles yet')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '+ Create new Bundle' })).toHaveLength(1);
  });

  it('debounces the search 500 ms before it reaches the address, and removes the page', async () => {
    const { router } = renderPage('/bundles?page=2');
    await showList();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  linen ');
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(router.state.location.search).toBe('?f%5Bterm%5D=linen'), { timeout: 2000 });
  });

  it('sorts by a column: inactive starts descending, then toggles', async () => {
    const { router } = renderPage();
    await showList();
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(new URLSearchParams(router.state.location.search).get('sortDir')).toBe('desc');
    expect(new URLSearchParams(router.state.location.search).get('sortBy')).toBe('internalName');
    await userEvent.click(await screen.findByRole('button', { name: /Name/ }));
    expect(new URLSearchParams(router.state.location.search).get('sortDir')).toBe('asc');
  });

  it('select-all selects every row', async () => {
    renderPage();
    await showList();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByRole('checkbox', { name: 'Select Summer Linen Edit' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Sneaker Heroes' })).toBeChecked();
  });

  it('starts the selection empty on another page', async () => {
    renderPage();
    await showList();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Select Summer Linen Edit' })).not.toBeChecked(),
    );
    expect(screen.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  });

  it('shows row checkboxes where only the bulk actions act on a selection (no export)', async () => {
    const schema = getGetOverviewSchemaResponseMock();
    server.use(http.get('*/api/v2/overview/scb-rulesets', () => HttpResponse.json(schema)));
    renderWithProviders(<OverviewPage type="scb-ruleset" />, {
      path: '/settings/scb-rulesets',
      at: '/settings/scb-rulesets',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'List view' }));
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    // scb rulesets have no export, but publish and delete act on the selection (issue 29).
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  });

  it('hides a column through the dropdown and remembers it per entity and view', async () => {
    renderPage();
    await showList();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show or hide columns' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByText('ID')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Status' }));
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('content.overview.columns.bundle.list') ?? '[]')).toContain(
      'status',
    );
  });

  it('applies drawer filters to the address, counts them on the badge and closes', async () => {
    const { router } = renderPage('/bundles?page=3');
    await showList();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(await within(drawer).findByRole('combobox', { name: /Status/ }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'Online' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('f[status]')).toBe('online');
    expect(search.has('page')).toBe(false);
    expect((await screen.findByRole('button', { name: 'Filter' })).parentElement).toHaveTextContent('1');
  });

  it('closing the drawer discards pending changes; Reset clears every filter', async () => {
    const { router } = renderPage('/bundles?f%5Bstatus%5D=offline&f%5Bterm%5D=x&perPage=50');
    await showList();
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    let drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await within(drawer).findByRole('combobox', { name: /Status/ }, { timeout: 5000 });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?f%5Bstatus%5D=offline&f%5Bterm%5D=x&perPage=50');
    await userEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe('?perPage=50'));
  });

  it('asks before deleting, naming the entity by its internal name, then deletes and refetches', async () => {
    let deleted: string | undefined;
    let listCalls = 0;
    server.use(
      http.delete('*/api/v2/bundles/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/v2/bundles') listCalls += 1;
    });
    renderPage();
    await showList();
    const before = listCalls;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Summer Linen Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('Summer Linen Edit');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "I'm sure" }));
    await waitFor(() => expect(deleted).toBe('501'));
    await waitFor(() => expect(listCalls).toBeGreaterThan(before));
    server.events.removeAllListeners();
  });

  it('opens a row on its detail route with the selected shop', async () => {
    const { router } = renderPage('/bundles?f%5Blocale%5D=2');
    await showList();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Summer Linen Edit' }));
    expect(router.state.location.pathname).toBe('/bundles/501');
    expect(router.state.location.search).toBe('?f%5Blocale%5D=2');
  });

  it('duplicates through path/{id}?action=duplicate', async () => {
    const { router } = renderPage();
    await showList();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Summer Linen Edit' }));
    expect(router.state.location.pathname).toBe('/bundles/501');
    expect(router.state.location.search).toBe('?action=duplicate');
  });

  it('copies a link and says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await showList();
    await user.click(screen.getByRole('button', { name: 'Copy link Summer Linen Edit' }));
    expect(await screen.findByText('copied to clipboard')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/bundles/501`);
  });

  it('keeps the shop in f[locale] and remembers it as a recent shop', async () => {
    const { router } = renderPage('/bundles?page=2');
    await showList();
    await userEvent.click(screen.getByRole('combobox', { name: 'Shop' }));
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[2]!);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('f[locale]')).toMatch(/^\d+$/);
    expect(search.has('page')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem('content.overview.recentShops') ?? '[]')).toEqual([
      Number(search.get('f[locale]')),
    ]);
  });

  it('goes to the last page when the address asks for one past it', async () => {
    const pages: string[] = [];
    server.use(
      http.get('*/api/v2/bundles', ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        pages.push(page);
        const past = Number(page) > 3;
        return HttpResponse.json({
          data: past ? [] : [{ id: 7, internalName: 'Last Page Edit', appConfigs: [] }],
          meta: {
            pagination: {
              currentPage: Number(page),
              total: 41,
              totalPages: 3,
              count: past ? 0 : 1,
              perPage: 20,
            },
          },
        });
      }),
    );
    renderPage('/bundles?page=999');
    await userEvent.click(await screen.findByRole('button', { name: 'List view' }));
    expect(await screen.findByText('Showing 41-41 from 41')).toBeInTheDocument();
    expect(pages).toEqual(['999', '3']);
    expect(screen.getByRole('link', { name: '+ Create new Bundle' })).toBeInTheDocument();
  });

  it('drops a shop the tenant does not have from the address', async () => {
    const { router } = renderPage('/bundles?f%5Blocale%5D=999999&f%5Bterm%5D=linen');
    await waitFor(() => expect(router.state.location.search).toBe('?f%5Bterm%5D=linen'));
  });

  it('changing rows per page removes the page', async () => {
    const { router } = renderPage('/bundles?page=2');
    await showList();
    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50' }));
    expect(router.state.location.search).toBe('?perPage=50');
  });
});

describe('OverviewPage, nested types', () => {
  beforeEach(() => window.localStorage.setItem('content.token', TEST_TOKEN));

  function useNestedSchema() {
    const schema = getGetOverviewSchemaResponseMock();
    const list = schema.data.views.listView!;
    schema.data.views = { listView: list, nestedView: list, emptyView: schema.data.views.emptyView };
    server.use(http.get('*/api/v2/overview/custom-pages', () => HttpResponse.json(schema)));
    // One page with subpages, one leaf.
    server.use(
      http.get('*/api/v2/custom-pages', () =>
        HttpResponse.json({
          data: [
            { id: 41, internalName: 'Women', childrenCount: 2, appConfigs: [] },
            { id: 42, internalName: 'Imprint', childrenCount: 0, appConfigs: [] },
          ],
          meta: { pagination: { currentPage: 1, total: 42, totalPages: 3, count: 2, perPage: 20 } },
        }),
      ),
    );
  }

  it('shows the nested view at the root level, breadcrumbs, ADD PAGE and no create button', async () => {
    useNestedSchema();
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v2/custom-pages') requests.push(url);
    });
    const { router } = renderWithProviders(<OverviewPage type="custom-page" />, {
      path: '/content/custom-pages',
      at: '/content/custom-pages?page=2&f%5Blocale%5D=1',
    });
    const rowsOpen = await screen.findAllByRole('button', { name: /^Open the pages below/ });
    expect(screen.getByRole('navigation', { name: 'Hierarchy' })).toHaveTextContent('Custom Pages');
    expect(screen.getByRole('link', { name: 'ADD PAGE' })).toHaveAttribute(
      'href',
      '/content/custom-pages/new?page=2&f%5Blocale%5D=1',
    );
    expect(screen.queryByRole('link', { name: /Create new/ })).not.toBeInTheDocument();
    expect(requests.at(-1)?.searchParams.get('f[parentId]')).toBe('0');
    await userEvent.click(rowsOpen[0]!);
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('f[parentId]')).toMatch(/^\d+$/);
    expect(search.has('page')).toBe(false);
    expect(search.get('f[locale]')).toBe('1');
    server.events.removeAllListeners();
  });

  it('opens a leaf page itself instead of an empty level', async () => {
    useNestedSchema();
    const { router } = renderWithProviders(<OverviewPage type="custom-page" />, {
      path: '/content/custom-pages',
      at: '/content/custom-pages',
      extraRoutes: [{ path: '/content/custom-pages/:id', element: <p>detail</p> }],
    });
    expect(await screen.findByRole('button', { name: 'Open the pages below Women' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open the pages below Imprint' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('cell', { name: 'Imprint' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/custom-pages/42'));
  });

  it('switches to the list without the parent filter when filters apply, nested disabled', async () => {
    useNestedSchema();
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v2/custom-pages') requests.push(url);
    });
    renderWithProviders(<OverviewPage type="custom-page" />, {
      path: '/content/custom-pages',
      at: '/content/custom-pages?f%5Bterm%5D=home&f%5BparentId%5D=4',
    });
    expect(await screen.findByRole('button', { name: 'Nested view' })).toBeDisabled();
    await screen.findByRole('checkbox', { name: 'Select all' });
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(requests.at(-1)?.searchParams.has('f[parentId]')).toBe(false);
    expect(requests.at(-1)?.searchParams.get('f[term]')).toBe('home');
    server.events.removeAllListeners();
  });
});
