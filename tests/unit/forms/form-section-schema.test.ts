import { describe, expect, it } from 'vitest';
import type { FormSection } from '@generated/model';
import { sectionToSchema } from '@/forms/form-section-schema';
import { filtersToFormData, formDataToFilters } from '@/forms/filter-values';

const section: FormSection = {
  label: 'Filters',
  attributes: { slug: 'filters' },
  items: [
    {
      name: 'f[status]',
      label: 'Status',
      type: 'field',
      component: 'Select',
      attributes: {
        multiple: true,
        options: [
          { label: 'Online', value: 'online' },
          { label: 'Offline', value: 'offline' },
        ],
      },
    },
    {
      name: 'tagFilters',
      label: 'Tags',
      type: 'group',
      layoutOnly: true,
      items: [
        {
          name: 'f[tagsAll]',
          label: 'Tags',
          type: 'field',
          component: 'DynamicTags',
          attributes: { multiple: true },
        },
      ],
    },
    {
      name: 'f[type]',
      label: 'Type',
      type: 'field',
      component: 'Select',
      attributes: { options: [{ label: 'A', value: 'a' }] },
    },
    { name: 'f[archived]', label: 'Archived', type: 'field', component: 'Checkbox' },
    {
      name: 'seo',
      label: 'SEO',
      type: 'group',
      items: [
        {
          name: 'title',
          label: 'Title',
          type: 'field',
          component: 'TextField',
          required: true,
          defaultValue: 'x',
        },
      ],
    },
    {
      name: 'links',
      label: 'Links',
      type: 'array',
      items: [{ name: 'url', label: 'URL', type: 'field', component: 'TextField', defaultValue: 'http://' }],
    },
  ],
};

describe('form section → RJSF schema', () => {
  const result = sectionToSchema(section);

  it('maps a multiple select to a unique array of choices', () => {
    expect(result.schema.properties?.['f[status]']).toEqual({
      title: 'Status',
      type: 'array',
      uniqueItems: true,
      items: {
        type: 'string',
        oneOf: [
          { const: 'online', title: 'Online' },
          { const: 'offline', title: 'Offline' },
        ],
      },
    });
  });

  it('maps a single select to a choice and a checkbox to a boolean', () => {
    expect(result.schema.properties?.['f[type]']).toEqual({
      title: 'Type',
      type: 'string',
      oneOf: [{ const: 'a', title: 'A' }],
    });
    expect(result.schema.properties?.['f[archived]']).toMatchObject({ type: 'boolean' });
    expect(result.uiSchema['f[archived]']).toEqual({ 'ui:widget': 'Checkbox' });
  });

  it('flattens a layout-only group into its parent, in order', () => {
    expect(result.schema.properties?.['tagFilters']).toBeUndefined();
    expect(result.schema.properties?.['f[tagsAll]']).toMatchObject({ type: 'string' });
    expect(result.uiSchema['ui:order']).toEqual([
      'f[status]',
      'f[tagsAll]',
      'f[type]',
      'f[archived]',
      'seo',
      'links',
      '*',
    ]);
  });

  it('lays a layout-only group out as one grid row', () => {
    expect(result.uiSchema['ui:options']).toEqual({
      layout: [
        'f[status]',
        { label: 'Tags', fields: ['f[tagsAll]'] },
        'f[type]',
        'f[archived]',
        'seo',
        'links',
      ],
    });
    expect(result.uiSchema['seo']?.['ui:options']).toBeUndefined();
  });

  it('maps a group to an object with its required fields and defaults', () => {
    expect(result.schema.properties?.['seo']).toEqual({
      type: 'object',
      title: 'SEO',
      properties: { title: { title: 'Title', type: 'string', default: 'x' } },
      required: ['title'],
    });
  });

  it('nests dotted names in entity forms (preview.imagesByType edits preview: {imagesByType})', () => {
    const nested = sectionToSchema(
      {
        label: 'Preview',
        attributes: { slug: 'preview' },
        items: [
          { name: 'preview.imagesByType', label: 'Images', type: 'field', component: 'ImageSet' },
          { name: 'preview.alt', label: 'Alt text', type: 'field', component: 'TextField' },
        ],
      },
      { mode: 'entity' },
    );
    const preview = nested.schema.properties?.['preview'] as { properties?: Record<string, unknown> };
    expect(Object.keys(preview.properties ?? {})).toEqual(['imagesByType', 'alt']);
    expect(nested.uiSchema['preview']?.['imagesByType']?.['ui:field']).toBe('ImageSet');
    expect(nested.uiSchema['ui:order']).toEqual(['preview', '*']);
  });

  it('maps an array to a list of objects, without defaults inside arrays', () => {
    expect(result.schema.properties?.['links']).toEqual({
      type: 'array',
      title: 'Links',
      items: { type: 'object', properties: { url: { title: 'URL', type: 'string' } } },
    });
  });

  it('hides the submit button and lists fields and multiple fields', () => {
    expect(result.uiSchema['ui:submitButtonOptions']).toEqual({ norender: true });
    expect(result.multipleFields).toEqual(['f[status]', 'f[tagsAll]']);
    expect(result.fieldNames).toEqual(['f[status]', 'f[tagsAll]', 'f[type]', 'f[archived]', 'title']);
  });

  it('types a choice list of numbers as number', () => {
    const shops = sectionToSchema({
      label: 'Filters',
      attributes: { slug: 'filters' },
      items: [
        {
          name: 'locale',
          type: 'field',
          component: 'ShopSelect',
          attributes: { options: [{ label: 'Germany', value: 1 }] },
        },
      ],
    });
    expect(shops.schema.properties?.['locale']).toMatchObject({
      type: 'number',
      oneOf: [{ const: 1, title: 'Germany' }],
    });
  });

  it("empties the text widgets of entity forms to '' and leaves filters undefined (no address key)", () => {
    const items: FormSection['items'] = [
      { name: 'name', label: 'Name', type: 'field', component: 'TextField' },
      { name: 'intro', label: 'Intro', type: 'field', component: 'RichText' },
      { name: 'other', label: 'Other', type: 'field', component: 'SomethingNew' },
      { name: 'season', label: 'Season', type: 'field', component: 'Select', attributes: { options: [] } },
    ];
    const entity = sectionToSchema({ label: 'S', attributes: { slug: 's' }, items }, { mode: 'entity' });
    expect(entity.uiSchema['name']?.['ui:emptyValue']).toBe('');
    expect(entity.uiSchema['intro']?.['ui:emptyValue']).toBe('');
    expect(entity.uiSchema['other']?.['ui:emptyValue']).toBe('');
    expect(entity.uiSchema['season']?.['ui:emptyValue']).toBeUndefined();
    const filter = sectionToSchema({ label: 'S', attributes: { slug: 's' }, items });
    expect(filter.uiSchema['name']?.['ui:emptyValue']).toBeUndefined();
  });

  it('handles a missing section', () => {
    expect(sectionToSchema(undefined).schema).toEqual({ type: 'object', properties: {} });
  });
});

describe('filter values ↔ form data', () => {
  const result = sectionToSchema(section);

  it('turns address filters into form data', () => {
    expect(
      filtersToFormData(
        { 'f[status]': 'online', 'f[tagsAll]': [1, 2], 'f[type]': 'a', 'f[other]': 'x' },
        result,
      ),
    ).toEqual({ 'f[status]': ['online'], 'f[tagsAll]': [{ id: 1 }, { id: 2 }], 'f[type]': 'a' });
  });

  it('keeps numbers for number choices', () => {
    const shops = sectionToSchema({
      label: 'Filters',
      attributes: { slug: 'filters' },
      items: [
        {
          name: 'f[locale]',
          type: 'field',
          component: 'ShopSelect',
          attributes: { options: [{ label: 'DE', value: 1 }] },
        },
      ],
    });
    expect(filtersToFormData({ 'f[locale]': 1 }, shops)).toEqual({ 'f[locale]': 1 });
    expect(formDataToFilters({ 'f[locale]': 1 }, shops)).toEqual({ 'f[locale]': '1' });
  });

  it('turns form data into address filters, removing empty ones', () => {
    expect(
      formDataToFilters(
        { 'f[status]': [], 'f[tagsAll]': [{ id: 1 }, { id: 2 }], 'f[type]': 'a', 'f[archived]': false },
        result,
      ),
    ).toEqual({
      'f[status]': undefined,
      'f[tagsAll]': [1, 2],
      'f[type]': 'a',
      'f[archived]': undefined,
      title: undefined,
    });
    expect(formDataToFilters({ 'f[archived]': true, 'f[status]': ['online'] }, result)).toMatchObject({
      'f[archived]': 'true',
      'f[status]': ['online'],
    });
  });
});
