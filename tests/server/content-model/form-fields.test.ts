import { describe, expect, it } from 'vitest';
import type { FormNode, FormSchemaResponse } from '@generated/model';
import { GetFormFieldsResponse } from '@generated/zod/form-fields/form-fields.zod';
import { formSchemaOf, richTextPaths, shopConstrainedDefaults } from '@server/content-model/forms';
import { ENTITY_TYPES, entityTypeConfig } from '@server/services/entities/types';
import { setupApp } from '@tests/server/helper';

const ctx = setupApp();

/** The components named in the contract's FormNode.component description. */
const COMPONENTS = [
  'TextField',
  'TextArea',
  'RichText',
  'Select',
  'Checkbox',
  'Switch',
  'DateTimePicker',
  'ImageSet',
  'VideoSet',
  'ProductIds',
  'StoryIds',
  'CategorySelect',
  'DynamicTags',
  'ColorPicker',
  'SlugField',
  'CardList',
  'FieldUnit',
  'Section',
  'Editor',
];

const allNodes = (nodes: FormNode[] = []): FormNode[] => nodes.flatMap((n) => [n, ...allNodes(n.items)]);
const fieldCount = (nodes: FormNode[] = []): number =>
  nodes.reduce((sum, n) => sum + (n.type === 'field' ? 1 : 0) + fieldCount(n.items), 0);

describe('GET /form-fields', () => {
  it('answers every type in both path forms with a schema that conforms to the contract', async () => {
    for (const type of ENTITY_TYPES) {
      const config = entityTypeConfig(type);
      const short = await ctx.get(`/form-fields/${config.plural}`);
      const long = await ctx.get(`/form-fields/${config.resourcePlural ?? config.plural}/${config.plural}`);
      expect({ type, short: short.statusCode, long: long.statusCode }).toEqual({
        type,
        short: 200,
        long: 200,
      });
      const body = short.json() as FormSchemaResponse;
      expect(long.json()).toEqual(body);
      expect(() => GetFormFieldsResponse.parse(body), type).not.toThrow();
      expect(body.meta.entityType).toBe(type);
      // Nothing of the schema is lost on the way out (widget attributes pass through unchanged).
      if (type !== 'tag') expect(body).toMatchObject(JSON.parse(JSON.stringify(formSchemaOf(type))));
      expect(body.data.length, type).toBeGreaterThan(0);
      for (const section of body.data) expect(section.attributes.slug, type).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('answers 404 for an unknown plural or a resource that does not match', async () => {
    expect((await ctx.get('/form-fields/unicorns')).statusCode).toBe(404);
    expect((await ctx.get('/form-fields/media/stories')).statusCode).toBe(404);
    expect((await ctx.get('/form-fields/pages/unicorns')).statusCode).toBe(404);
  });

  it('offers the tenant tag groups in the tag form', async () => {
    const body = (await ctx.get('/form-fields/tags')).json() as FormSchemaResponse;
    const group = allNodes(body.data[0]!.items).find((n) => n.name === 'group');
    expect(group?.attributes?.options?.map((o) => o.value)).toEqual(
      expect.arrayContaining(['season', 'brands']),
    );
  });

  it('declares only block types that exist (GET /content/block-types?filter[name]=…)', async () => {
    const names = new Set(
      ENTITY_TYPES.flatMap((type) => formSchemaOf(type).meta.attributes.slots ?? []).flatMap(
        (s) => s.blockTypeNames,
      ),
    );
    const answer = await ctx.get(`/content/block-types?perPage=100&filter[name]=${[...names].join(',')}`);
    expect(answer.statusCode).toBe(200);
    const found = (answer.json() as { data: { name: string }[] }).data.map((b) => b.name);
    expect([...names].filter((name) => !found.includes(name))).toEqual([]);
  });
});

describe('form schemas', () => {
  it('use every component of the contract list', () => {
    const used = new Set(
      ENTITY_TYPES.flatMap((type) =>
        formSchemaOf(type).data.flatMap((s) => [s.component, ...allNodes(s.items).map((n) => n.component)]),
      ),
    );
    expect(COMPONENTS.filter((c) => !used.has(c))).toEqual([]);
  });

  it('give types with blocks a preview and an editor whose slots are the schema slots', () => {
    for (const type of ENTITY_TYPES) {
      const schema = formSchemaOf(type);
      const editors = schema.data.flatMap((s) => allNodes(s.items)).filter((n) => n.component === 'Editor');
      if (!editors.length) continue;
      expect({ type, hasPreview: schema.meta.attributes.hasPreview }).toEqual({ type, hasPreview: true });
      expect(schema.meta.attributes.slots).toEqual(editors.flatMap((e) => e.attributes?.slots ?? []));
    }
    expect(formSchemaOf('story').meta.attributes.slots?.map((s) => s.name)).toEqual(['stage', 'main']);
  });

  it('give the core page one step of at least 150 fields', () => {
    const counts = formSchemaOf('core-page').data.map((s) => fieldCount(s.items));
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(150);
  });

  it('model a bundle with its products and four preview images', () => {
    const nodes = formSchemaOf('bundle').data.flatMap((s) => allNodes(s.items));
    const names = nodes.map((n) => n.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'streamType',
        'streamBundleIds',
        'sourceCategories',
        'streamIncludedProductIds',
      ]),
    );
    expect(nodes.find((n) => n.name === 'preview.imagesByType')?.attributes?.keys).toEqual([
      'desktop_default',
      'desktop_adp',
      'mobile_default',
      'mobile_adp',
    ]);
  });

  it('list rich-text paths, shared and per shop', () => {
    expect(richTextPaths('profile-brand')).toEqual(['appConfigs.*.description']);
    expect(richTextPaths('category')).toEqual(['appConfigs.*.description']);
    expect(richTextPaths('tag')).toEqual([]);
  });

  it('collect the defaults of a new shop config, nested, outside arrays', () => {
    expect(shopConstrainedDefaults('story')).toEqual({
      streamType: 'default',
      seodata: { robots: 'index,follow' },
    });
    const teaser = shopConstrainedDefaults('teaser');
    expect(teaser).toMatchObject({ textColor: '#FFFFFF', textPosition: 'left' });
    expect(teaser).not.toHaveProperty('ctas');
  });
});
