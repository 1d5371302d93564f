import { describe, expect, it } from 'vitest';
import type { FormSection } from '@generated/model';
import type { EntityFormValues } from '@/entities/editor-slots';
import { collectDefaults, sectionDefaults, withDefaults } from '@/features/wizard/form-defaults';
import {
  addShops,
  duplicateValues,
  entityName,
  isDirty,
  isSaveDisabled,
  newBlockId,
  newEntityValues,
  pageTitle,
  removeShop,
  savePayload,
} from '@/features/wizard/form-rules';

const tenant = {
  mainAppId: 1,
  apps: [1, 2, 3].map((id) => ({
    id,
    name: `Shop ${id}`,
    localeCode: 'de-DE',
    languageCode: 'de',
    shopUrls: {},
  })),
};

const sections: FormSection[] = [
  {
    label: 'General',
    attributes: { slug: 'general' },
    items: [
      { name: 'internalName', type: 'field', component: 'TextField' },
      { name: 'layout', type: 'field', component: 'Select', defaultValue: 'full' },
      {
        name: 'row',
        type: 'group',
        layoutOnly: true,
        items: [{ name: 'flag', type: 'field', component: 'Switch', defaultValue: true }],
      },
      { name: 'list', type: 'array', items: [{ name: 'inner', type: 'field', defaultValue: 'no' }] },
    ],
  },
  {
    label: 'Shop settings',
    attributes: { slug: 'shop', isAppConstrained: true },
    items: [
      { name: 'streamType', type: 'field', component: 'Select', defaultValue: 'default' },
      { name: 'seodata', type: 'group', items: [{ name: 'robots', type: 'field', defaultValue: 'index' }] },
    ],
  },
];

const shared = sectionDefaults(sections, false);
const perShop = sectionDefaults(sections, true);

describe('defaults', () => {
  it('collects defaults outside arrays only, nested like the form', () => {
    expect(shared).toEqual({ layout: 'full', flag: true });
    expect(perShop).toEqual({ streamType: 'default', seodata: { robots: 'index' } });
    expect(
      collectDefaults([{ name: 'x', type: 'array', items: [{ name: 'y', type: 'field', defaultValue: 1 }] }]),
    ).toEqual({});
  });

  it('fills only missing values', () => {
    expect(
      withDefaults(
        { layout: 'split', seodata: { title: 't' } },
        { layout: 'full', flag: true, seodata: { robots: 'index' } },
      ),
    ).toEqual({
      layout: 'split',
      flag: true,
      seodata: { title: 't', robots: 'index' },
    });
  });
});

describe('new entity', () => {
  it('starts a custom page with every shop, the others with the main shop', () => {
    expect(newEntityValues('custom-page', tenant, shared, perShop).appConfigs.map((c) => c.appId)).toEqual([
      1, 2, 3,
    ]);
    const story = newEntityValues('story', tenant, shared, perShop);
    expect(story).toEqual({
      internalName: '',
      layout: 'full',
      flag: true,
      appConfigs: [{ appId: 1, streamType: 'default', seodata: { robots: 'index' } }],
    });
  });

  it('gives shopless types no configs', () => {
    expect(newEntityValues('tag', tenant, {}, {}).appConfigs).toEqual([]);
  });
});

describe('add and remove shop', () => {
  const values = newEntityValues('bundle', tenant, shared, perShop);
  it('appends configs with the shop-constrained defaults, skipping present shops', () => {
    const next = addShops(values, [1, 3], perShop);
    expect(next.appConfigs).toEqual([
      { appId: 1, streamType: 'default', seodata: { robots: 'index' } },
      { appId: 3, streamType: 'default', seodata: { robots: 'index' } },
    ]);
    expect(isDirty(next, values)).toBe(true);
  });
  it('removes the config of a shop', () => {
    const next = removeShop(addShops(values, [2], perShop), 1);
    expect(next.appConfigs.map((c) => c.appId)).toEqual([2]);
  });
});

const loaded = {
  id: 7,
  version: 4,
  status: 'online',
  internalName: 'Summer',
  isPublished: true,
  appConfigs: [
    {
      id: 70,
      appId: 1,
      status: 'online',
      isDraft: true,
      isPublished: true,
      name: 'Sommer',
      contentElements: [
        { id: 1, index: 0, type: 'text', attributes: {}, position: { slot: 'main', index: 0 } },
        { id: 2, index: 1, type: 'text', attributes: {}, position: { slot: 'main', index: 1 } },
      ],
    },
  ],
} as unknown as EntityFormValues;

describe('duplicate', () => {
  it('suffixes the name, removes statuses and ids, gives blocks new 6-digit ids', () => {
    const copy = duplicateValues('story', loaded);
    expect(copy.internalName).toBe('Summer - Copy');
    expect(copy).not.toHaveProperty('id');
    expect(copy).not.toHaveProperty('status');
    expect(copy).not.toHaveProperty('version');
    const [config] = copy.appConfigs;
    expect(config).not.toHaveProperty('id');
    expect(config).not.toHaveProperty('status');
    expect(config).not.toHaveProperty('isDraft');
    expect(config?.name).toBe('Sommer');
    const ids = config?.contentElements?.map((block) => block.id) ?? [];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(String(id)).toMatch(/^\d{6}$/);
    expect(new Set(ids).size).toBe(2);
    expect(loaded.internalName).toBe('Summer');
  });

  it('suffixes the shop names of a custom page', () => {
    expect(duplicateValues('custom-page', loaded).appConfigs[0]?.name).toBe('Sommer - Copy');
  });

  it('never repeats a block id', () => {
    const values = [0.1, 0.1, 0.2];
    const taken = new Set<number>();
    expect(newBlockId(taken, () => values.shift() ?? 0)).toBe(190000);
    expect(newBlockId(taken, () => values.shift() ?? 0)).toBe(280000);
  });
});

describe('dirty', () => {
  it('is clean for equal values regardless of key order and undefined entries', () => {
    expect(isDirty({ a: 1, b: { c: 2 } }, { b: { c: 2 }, a: 1, d: undefined, e: {} })).toBe(false);
  });
  it('is clean for a field typed into and emptied again (it was not there before)', () => {
    expect(isDirty({ a: 1, b: '' }, { a: 1 })).toBe(false);
  });
  it('is dirty on any change', () => {
    expect(isDirty({ a: 1 }, { a: 2 })).toBe(true);
    expect(isDirty({ a: '' }, { a: 'saved' })).toBe(true);
    expect(isDirty({ appConfigs: [{ appId: 1 }] }, { appConfigs: [] })).toBe(true);
  });
});

describe('save payload', () => {
  it('adds the page kind and the version of an update, and drops server facts', () => {
    const payload = savePayload('story', loaded);
    expect(payload).toMatchObject({ type: 'story', version: 4, internalName: 'Summer' });
    expect(payload).not.toHaveProperty('id');
    expect(payload).not.toHaveProperty('status');
    expect(payload).not.toHaveProperty('isPublished');
    expect(payload.appConfigs?.[0]).not.toHaveProperty('isPublished');
    expect(payload.appConfigs?.[0]).not.toHaveProperty('status');
    expect(payload.appConfigs?.[0]).toHaveProperty('id', 70);
  });

  it('keeps the bundle published flag', () => {
    expect(savePayload('bundle', loaded)).toHaveProperty('isPublished', true);
  });

  it("carries the publish flags of a publish: per shop by appId, or the bundle's own", () => {
    const twoShops = { ...loaded, appConfigs: [...loaded.appConfigs, { appId: 9, status: 'online' }] };
    const payload = savePayload('story', twoShops as EntityFormValues, {
      publish: { level: 'appConfig', shops: { [loaded.appConfigs[0]!.appId]: true } },
    });
    expect(payload.appConfigs?.[0]).toHaveProperty('isPublished', true);
    // A shop the flags leave out stays as it is (no flag sent).
    expect(payload.appConfigs?.[1]).not.toHaveProperty('isPublished');
    expect(payload).not.toHaveProperty('isPublished');
    expect(payload).toHaveProperty('version', 4);

    const bundle = savePayload('bundle', loaded, { publish: { level: 'entity', isPublished: false } });
    expect(bundle).toHaveProperty('isPublished', false);
    expect(bundle.appConfigs?.[0]).not.toHaveProperty('isPublished');
  });

  it('gives a new entity no version', () => {
    expect(savePayload('story', newEntityValues('story', tenant, {}, {}))).not.toHaveProperty('version');
  });

  it("adds a custom page's parent and falls back to the first shop's name", () => {
    const values = {
      internalName: '  ',
      appConfigs: [
        { appId: 2, name: 'Homepage' },
        { appId: 1, name: 'Other' },
      ],
    } as EntityFormValues;
    expect(savePayload('custom-page', values, { parentId: 12 })).toMatchObject({
      parentId: 12,
      internalName: 'Homepage',
    });
    expect(savePayload('custom-page', { ...values, internalName: 'Mine' })).toMatchObject({
      internalName: 'Mine',
    });
    expect(savePayload('custom-page', values)).not.toHaveProperty('parentId');
  });

  it('sends no configs for shopless types', () => {
    expect(
      savePayload('tag', { name: 'x', group: 'season', appConfigs: [] } as unknown as EntityFormValues),
    ).not.toHaveProperty('appConfigs');
  });
});

describe('save disabled', () => {
  const base = { type: 'story' as const, values: {}, dirty: true, busy: false, readOnly: false };
  it('follows spec 2 §5.2', () => {
    expect(isSaveDisabled(base)).toBe(false);
    expect(isSaveDisabled({ ...base, dirty: false })).toBe(true);
    expect(isSaveDisabled({ ...base, busy: true })).toBe(true);
    expect(isSaveDisabled({ ...base, readOnly: true })).toBe(true);
  });
  it('refuses tags of the groups brands and influencer and those groups', () => {
    expect(isSaveDisabled({ ...base, type: 'tag', values: { group: 'brands' } })).toBe(true);
    expect(isSaveDisabled({ ...base, type: 'tag', values: { group: 'season' } })).toBe(false);
    expect(isSaveDisabled({ ...base, type: 'tag-group', values: { key: 'influencer' } })).toBe(true);
    expect(isSaveDisabled({ ...base, type: 'tag-group', values: { key: 'season' } })).toBe(false);
  });
});

describe('name and title', () => {
  it('takes the first defined name key, trimmed', () => {
    expect(entityName({ internalName: '  Summer ', name: 'x' })).toBe('Summer');
    expect(entityName({ name: ' Tag ' })).toBe('Tag');
  });
  it("titles the page '{type} > {name}' or 'Untitled'", () => {
    expect(pageTitle('bundle', { internalName: 'Summer' })).toBe('Bundles > Summer');
    expect(pageTitle('bundle', { internalName: '' })).toBe('Bundles > Untitled');
  });
});
