import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OverviewHeadline, OverviewRowAction } from '@generated/model';
import { getEntityConfig } from '@/entities';
import type { OverviewRow } from '@/features/overview/entity-api';
import { ListView } from '@/features/overview/list-view';
import { OverviewContext } from '@/features/overview/overview-context';
import { RowActions } from '@/features/overview/row-actions';
import { renderWithProviders } from '@tests/unit/render';

// Issue 28 (blocking time): a story row is rendered in the rows' passes, 20 per page; what it costs is the
// number of components it renders. Counted on React's fibers under the row's `tr` (deterministic).

const SHOPS = 9;
const apps = Array.from({ length: SHOPS }, (_, index) => ({
  id: index + 1,
  name: `Shop ${index + 1}`,
  localeCode: `de-${index + 1}`,
  languageCode: 'de',
  shopUrls: {},
})) as never[];
const row = {
  id: 7,
  internalName: 'Summer',
  updatedAt: '2026-11-27T10:00:00Z',
  updatedByUser: { name: 'Eda Editor' },
  appConfigs: Array.from({ length: SHOPS }, (_, index) => ({
    id: index + 1,
    appId: index + 1,
    status: index % 2 ? 'online' : 'offline',
    isDraft: false,
    isPublished: index % 2 === 1,
    streamProductCount: 1200,
    streamProductEstimate: 300,
  })),
} as unknown as OverviewRow;
const headlines: OverviewHeadline[] = [
  { name: 'internalName', label: 'Internal name', cell: { field: 'internalName', component: 'Text' } },
  { name: 'status', label: 'Status', cell: { field: 'appConfigs', component: 'AppStatuses' } },
  {
    name: 'streamProductCount',
    label: 'Products',
    cell: { field: 'appConfigs', component: 'StreamProductCount' },
  },
  {
    name: 'updated',
    label: 'Last update',
    cells: [
      { field: 'updatedAt', component: 'DateTime' },
      { field: 'updatedByUser.name', component: 'User' },
    ],
  },
];
const actions: OverviewRowAction[] = [
  { name: 'edit', label: 'Open', icon: 'edit' },
  { name: 'duplicate', label: 'Duplicate', icon: 'content_copy' },
  { name: 'open-new-tab', label: 'Open in new tab', icon: 'open_in_new' },
  { name: 'delete', label: 'Delete', icon: 'delete' },
];

/** Function, class, forwardRef and memo fibers (React's work tags 0, 1, 11, 14, 15) under a DOM element. */
function componentsUnder(element: Element): number {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  const fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
  let count = 0;
  const walk = (node: Fiber | null) => {
    for (let child = node; child; child = child.sibling) {
      if ([0, 1, 11, 14, 15].includes(child.tag)) count += 1;
      walk(child.child);
    }
  };
  walk(fiber?.child ?? null);
  return count;
}
interface Fiber {
  tag: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

function renderStoryRow() {
  const context = {
    config: getEntityConfig('story'),
    apps,
    mediaUrls: null,
    notify: () => {},
    refetchList: () => {},
  };
  renderWithProviders(
    <OverviewContext.Provider value={context}>
      <ListView
        rows={[row]}
        headlines={headlines}
        loading={false}
        onSort={() => {}}
        selection={{ selected: [], enabled: [7], onToggle: () => {}, onToggleAll: () => {} }}
        onOpen={() => {}}
        renderActions={(shown) => <RowActions row={shown} actions={actions} onDelete={() => {}} />}
      />
    </OverviewContext.Provider>,
  );
  return screen.getAllByRole('row')[1]!;
}

describe('a story row of the overview', () => {
  it('renders at most 80 components (9 shops, 4 actions): icons, icon buttons and status chips are plain elements', () => {
    const tr = renderStoryRow();
    // Everything the row offers is there: the checkbox, a recalculate button per shop, the four actions.
    expect(within(tr).getByRole('checkbox', { name: 'Select Summer' })).toBeInTheDocument();
    const recalculate = within(tr).getAllByRole('button', { name: /^Recalculate stream products/ });
    expect(recalculate).toHaveLength(SHOPS);
    expect(within(tr).getByRole('button', { name: 'Open Summer' })).toBeInTheDocument();
    // Each button shows its icon, hidden from screen readers as MUI's icons are.
    for (const button of [...recalculate, within(tr).getByRole('button', { name: 'Delete Summer' })]) {
      const icon = button.querySelector('svg.MuiSvgIcon-root')!;
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
      expect(icon.querySelector('path')?.getAttribute('d')).toMatch(/^[Mm]/);
    }
    // 279 with MUI's icon components and a Box per cell line (main before issue 28's row icons), 187 after;
    // 64 with plain icon buttons and status chips instead of MUI's IconButton and Chip.
    expect(componentsUnder(tr)).toBeLessThanOrEqual(80);
  });
});
