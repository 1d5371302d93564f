import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useReducer } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverviewHeadline } from '@generated/model';
import { getGetOverviewSchemaResponseMock } from '@generated/api/overview/overview.msw';
import { getEntityConfig } from '@/entities';
import type { OverviewRow } from '@/features/overview/entity-api';
import { OverviewContext } from '@/features/overview/overview-context';
import { TileView } from '@/features/overview/tile-view';
import { useOverviewController, type OverviewController } from '@/features/overview/use-overview-controller';
import { server } from '@tests/unit/msw-server';
import { renderWithProviders, TEST_TOKEN } from '@tests/unit/render';

// Issue 28 (blocking time): a query answer or a state change renders only the memoised parts it changes.

function Probe({ results }: { results: OverviewController[] }) {
  results.push(useOverviewController('bundle', null));
  return null;
}

async function renderController(at = '/bundles') {
  const results: OverviewController[] = [];
  const { router } = renderWithProviders(<Probe results={results} />, { path: '/bundles', at });
  await waitFor(() => expect(results.at(-1)!.body.rows.length).toBeGreaterThan(0));
  return { results, router, last: () => results.at(-1)! };
}

describe('the overview controller keeps what did not change', () => {
  beforeEach(() => {
    window.localStorage.setItem('content.token', TEST_TOKEN);
    const schema = getGetOverviewSchemaResponseMock();
    server.use(http.get('*/api/v2/overview/bundles', () => HttpResponse.json(schema)));
  });

  it('opening the filter drawer changes the drawer only: header, toolbar, body, footer and bulk stay', async () => {
    const { last } = await renderController();
    const before = last();
    act(() => before.toolbar.onOpenFilters());
    const after = last();
    expect(after.filterDrawer.open).toBe(true);
    expect(after.filterDrawer).not.toBe(before.filterDrawer);
    expect(after.header).toBe(before.header);
    expect(after.toolbar).toBe(before.toolbar);
    expect(after.body).toBe(before.body);
    expect(after.footer).toBe(before.footer);
    expect(after.bulk).toBe(before.bulk);
    expect(after.context).toBe(before.context);
  });

  it('ticking a row keeps the footer and the handlers the rows are given', async () => {
    const { last } = await renderController();
    const before = last();
    act(() => before.body.selection!.onToggle(before.body.rows[0]!.id));
    const after = last();
    expect(after.body.selection!.selected).toEqual([before.body.rows[0]!.id]);
    expect(after.footer).toBe(before.footer);
    expect(after.body.onOpen).toBe(before.body.onOpen);
    expect(after.body.onDelete).toBe(before.body.onDelete);
    expect(after.body.selection!.onToggle).toBe(before.body.selection!.onToggle);
  });

  it('a handler kept from an earlier render acts on the address as it is now', async () => {
    const { last, router } = await renderController();
    const first = last();
    act(() => first.toolbar.onShop(1));
    await waitFor(() => expect(router.state.location.search).toBe('?f%5Blocale%5D=1'));
    expect(last().toolbar.onSearch).toBe(first.toolbar.onSearch);
    // The first render's handler: with a stale address it would drop the shop filter.
    act(() => first.toolbar.onSearch('linen'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('f[term]')).toBe('linen'),
    );
    expect(new URLSearchParams(router.state.location.search).get('f[locale]')).toBe('1');
  });
});

describe('TileView', () => {
  const config = getEntityConfig('bundle');
  const headlines: OverviewHeadline[] = [{ name: 'name', label: 'Name', cell: { field: 'internalName' } }];
  const rows = [1, 2, 3].map((id) => ({ id, internalName: `Bundle ${id}` }) as OverviewRow);
  const context = { config, apps: [], mediaUrls: null, notify: () => {}, refetchList: () => {} };

  it('does not render its tiles again when it renders with the same rows', () => {
    const renderActions = vi.fn(() => null);
    const onOpen = () => {};
    let rerender: () => void = () => {};
    function Host() {
      rerender = useReducer((n: number) => n + 1, 0)[1];
      return (
        <OverviewContext.Provider value={context}>
          <TileView
            rows={rows}
            headlines={headlines}
            loading={false}
            onOpen={onOpen}
            renderActions={renderActions}
          />
        </OverviewContext.Provider>
      );
    }
    const { getAllByRole } = render(<Host />);
    expect(getAllByRole('listitem')).toHaveLength(3);
    expect(renderActions).toHaveBeenCalledTimes(3);
    act(() => rerender());
    expect(renderActions).toHaveBeenCalledTimes(3);
  });
});
