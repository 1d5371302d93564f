import { describe, expect, it } from 'vitest';
import type { SearchGroup } from '@generated/model';
import {
  emptyGroups,
  flatOptions,
  matchingActions,
  paletteActions,
  queryGroups,
  type PaletteDestination,
} from '@/features/search-palette/palette-options';

const destinations: PaletteDestination[] = [
  { label: 'Bundles', to: '/bundles' },
  {
    label: 'Content',
    to: '/content',
    items: [
      { label: 'Stories', to: '/content/stories' },
      { label: 'Categories', to: '/content/categories' },
    ],
  },
  { label: 'Images', to: '/media/images' },
  { label: 'Reports', to: '/reports' },
];

const hit = (over: Partial<SearchGroup['hits'][number]>) => ({
  id: 1,
  type: 'story' as const,
  name: 'Summer',
  match: 'name' as const,
  matched: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  shops: [],
  ...over,
});

describe('paletteActions', () => {
  const actions = paletteActions(destinations);
  const labels = actions.map((a) => a.label);

  it('derives Create for the navigation types that allow creation, from the catalogue', () => {
    expect(labels).toContain('Create Category Story');
    expect(labels).toContain('Create Bundle');
    // Categories and images disallow creation (the contract has no create call).
    expect(labels.filter((l) => l.startsWith('Create'))).toEqual(['Create Bundle', 'Create Category Story']);
    expect(actions.find((a) => a.label === 'Create Category Story')?.to).toBe('/content/stories/new');
  });

  it('derives Go to for every navigation entry, groups and Reports included', () => {
    expect(actions.find((a) => a.label === 'Go to Reports')?.to).toBe('/reports');
    expect(labels).toContain('Go to Content');
    expect(labels).toContain('Go to Stories');
  });

  it('matches actions by every word of the query', () => {
    expect(matchingActions(actions, 'go rep').map((a) => a.label)).toEqual(['Go to Reports']);
    expect(matchingActions(actions, 'CREATE sto').map((a) => a.label)).toEqual(['Create Category Story']);
    expect(matchingActions(actions, 'zzz')).toEqual([]);
  });
});

describe('queryGroups', () => {
  const actions = paletteActions(destinations);

  it("keeps the server's group order (best match first), labels groups with the plural, actions last", () => {
    const groups = queryGroups(
      [
        { type: 'image', total: 1, hits: [hit({ id: 9, type: 'image', match: 'id' })] },
        { type: 'story', total: 2, hits: [hit({ id: 1 }), hit({ id: 2, name: 'Summer sale' })] },
      ],
      actions,
      'stor',
      destinations,
    );
    expect(groups.map((g) => g.label)).toEqual(['Images', 'Category Stories', 'Actions']);
    expect(groups[1]!.options.map((o) => o.to)).toEqual(['/content/stories/1', '/content/stories/2']);
    expect(flatOptions(groups).map((o) => o.key)).toEqual([
      'hit:image:9',
      'hit:story:1',
      'hit:story:2',
      'create:story',
      'go:/content/stories',
    ]);
  });

  it('drops types without a page of their own or outside the navigation (block types, disabled videos)', () => {
    const groups = queryGroups(
      [
        { type: 'block-type', total: 1, hits: [hit({ type: 'block-type' })] },
        { type: 'video', total: 1, hits: [hit({ type: 'video' })] },
      ],
      [],
      'x',
      destinations,
    );
    expect(groups).toEqual([]);
  });
});

describe('emptyGroups', () => {
  it('shows the recent items, then every action', () => {
    const groups = emptyGroups(
      [
        { type: 'story', id: 5, name: 'Summer' },
        { type: 'block-type', id: 6, name: 'Hero' },
      ],
      paletteActions(destinations),
      destinations,
    );
    expect(groups.map((g) => g.label)).toEqual(['Recent', 'Actions']);
    expect(groups[0]!.options).toEqual([
      expect.objectContaining({ label: 'Summer', to: '/content/stories/5' }),
    ]);
  });

  it('has no Recent group without recent items', () => {
    expect(emptyGroups([], paletteActions(destinations), destinations).map((g) => g.label)).toEqual([
      'Actions',
    ]);
  });
});
