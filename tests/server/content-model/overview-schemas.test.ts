import { describe, expect, it } from 'vitest';
import type { FormNode } from '@generated/model';
import { overviewSchemaOf } from '@server/content-model/overview/schemas';
import { ENTITY_TYPES } from '@server/services/entities/types';

const context = {
  shops: [
    { id: 1, name: 'Germany', localeCode: 'de-DE' },
    { id: 2, name: 'Austria', localeCode: 'de-AT' },
  ],
  tagGroups: [{ key: 'brands', name: 'Brands' }],
};

/** Every field name of the filter form, groups flattened. */
const filterNames = (nodes: FormNode[] = []): string[] =>
  nodes.flatMap((node) => (node.type === 'group' ? filterNames(node.items) : [node.name]));

describe('overview schemas', () => {
  it('offers the shop in exactly one place: the card header or else the filter drawer', () => {
    for (const type of ENTITY_TYPES) {
      const schema = overviewSchemaOf(type, context);
      const view = schema.views.listView ?? schema.views.tileView ?? schema.views.nestedView;
      const inHeader = view?.captionTop?.hasShopFilterSelect === true;
      const inDrawer = filterNames(schema.filters?.items).includes('locale');
      expect({ type, both: inHeader && inDrawer }).toEqual({ type, both: false });
    }
  });

  it('names the shops of a drawer shop select with their locale codes, and no choice "All shops"', () => {
    const schema = overviewSchemaOf('profile-brand', context);
    const shop = schema.filters?.items.flatMap((n) => (n.type === 'group' ? (n.items ?? []) : [n]));
    const locale = shop?.find((node) => node.name === 'locale');
    expect(locale?.attributes?.placeholder).toBe('All shops');
    expect(locale?.attributes?.options?.[0]).toEqual({ label: 'Germany (de-DE)', value: 1 });
  });

  it('sorts by default on a sortable field of its own headlines', () => {
    for (const type of ENTITY_TYPES) {
      const schema = overviewSchemaOf(type, context);
      if (!schema.defaultSort) continue;
      const views = Object.values(schema.views);
      const sortable = views.flatMap((v) => v?.headlines ?? []).map((h) => h.sortingField);
      expect({ type, sortable: sortable.includes(schema.defaultSort.field) }).toEqual({
        type,
        sortable: true,
      });
    }
  });
});
