import { describe, expect, it } from 'vitest';
import type { FormNode } from '@generated/model';
import { COMPONENT_KINDS } from '@/forms/component-kinds';
import { sectionToSchema } from '@/forms/form-section-schema';
import { formFields, formTemplates, formWidgets } from '@/forms/registry';

const entity = (items: FormNode[]) =>
  sectionToSchema({ label: 'S', attributes: { slug: 's' }, items }, { mode: 'entity' });
const field = (component: string, attributes?: FormNode['attributes']): FormNode => ({
  name: 'value',
  label: 'Value',
  type: 'field',
  component,
  ...(attributes ? { attributes } : {}),
});

describe('component → widget, field or template (entity mode)', () => {
  // An emptied text field is '' in an entity form (sent, so the server empties the field).
  it.each(['TextField', 'TextArea', 'RichText', 'ColorPicker', 'SlugField'])(
    '%s is a text widget of that name, empty as an empty string',
    (component) => {
      const { schema, uiSchema } = entity([field(component)]);
      expect(schema.properties?.value).toEqual({ title: 'Value', type: 'string' });
      expect(uiSchema.value).toEqual({ 'ui:widget': component, 'ui:emptyValue': '' });
    },
  );

  it.each(['Checkbox', 'Switch'])('%s is a boolean widget', (component) => {
    const { schema, uiSchema } = entity([field(component)]);
    expect(schema.properties?.value).toMatchObject({ type: 'boolean' });
    expect(uiSchema.value).toEqual({ 'ui:widget': component });
  });

  it('DateTimePicker holds an ISO string or null', () => {
    const { schema, uiSchema } = entity([field('DateTimePicker')]);
    expect(schema.properties?.value).toMatchObject({ type: ['string', 'null'] });
    expect(uiSchema.value).toEqual({ 'ui:widget': 'DateTimePicker' });
  });

  it('Select passes its options and multiple to the widget', () => {
    const options = [
      { label: 'S', value: 's' },
      { label: 'M', value: 'm' },
    ];
    const single = entity([field('Select', { options })]);
    expect(single.uiSchema.value).toEqual({ 'ui:widget': 'Select', 'ui:options': { options } });
    expect(single.schema.properties?.value).toMatchObject({ type: 'string' });
    const multiple = entity([field('Select', { options, multiple: true })]);
    expect(multiple.schema.properties?.value).toMatchObject({ type: 'array', uniqueItems: true });
    expect(multiple.uiSchema.value).toMatchObject({
      'ui:widget': 'Select',
      'ui:options': { multiple: true },
    });
  });

  it.each(['ImageSet', 'VideoSet', 'ProductIds', 'StoryIds', 'CategorySelect', 'DynamicTags', 'Editor'])(
    '%s is a custom field without a fixed type, with its attributes',
    (component) => {
      const attributes = { keys: ['desktop_default'], constraints: { maxSize: 500 }, tagGroups: ['season'] };
      const { schema, uiSchema } = entity([{ ...field(component, attributes), defaultValue: [] }]);
      expect(schema.properties?.value).toEqual({ title: 'Value', default: [] });
      expect(uiSchema.value).toEqual({ 'ui:field': component, 'ui:options': attributes });
    },
  );

  it('passes maxLength and placeholder to a text widget', () => {
    const { uiSchema } = entity([field('TextField', { maxLength: 60, placeholder: 'Title' })]);
    expect(uiSchema.value).toEqual({
      'ui:widget': 'TextField',
      'ui:emptyValue': '',
      'ui:options': { maxLength: 60, placeholder: 'Title' },
    });
  });

  it('falls back to a text field for an unknown component', () => {
    expect(entity([field('Whatever')]).uiSchema.value).toEqual({
      'ui:widget': 'TextField',
      'ui:emptyValue': '',
    });
  });

  it('draws a CardList array with the card templates, its limits and item label', () => {
    const { schema, uiSchema } = entity([
      {
        name: 'ctas',
        label: 'CTAs',
        type: 'array',
        component: 'CardList',
        attributes: { itemLabel: 'CTA', minItems: 1, maxItems: 3 },
        items: [field('TextField')],
      },
    ]);
    expect(schema.properties?.ctas).toMatchObject({ type: 'array', minItems: 1, maxItems: 3 });
    expect(uiSchema.ctas).toMatchObject({
      'ui:ArrayFieldTemplate': 'CardList',
      'ui:ArrayFieldItemTemplate': 'CardListItem',
      'ui:options': { itemLabel: 'CTA', minItems: 1, maxItems: 3 },
      items: { value: { 'ui:widget': 'TextField' } },
    });
  });

  it('draws a FieldUnit group with the FieldUnit template, and marks a layout-only unit in the layout', () => {
    const { uiSchema } = entity([
      { name: 'a', label: 'A', type: 'group', component: 'FieldUnit', items: [field('TextField')] },
      {
        name: 'b',
        label: 'B',
        type: 'group',
        component: 'FieldUnit',
        layoutOnly: true,
        items: [{ ...field('Switch'), name: 'flag' }],
      },
    ]);
    expect(uiSchema.a).toMatchObject({ 'ui:ObjectFieldTemplate': 'FieldUnit' });
    expect(uiSchema['ui:options']).toEqual({ layout: ['a', { label: 'B', fields: ['flag'], unit: true }] });
  });

  it('keeps the structured components as comma text in filter mode (the address holds text)', () => {
    const filter = sectionToSchema({
      label: 'Filters',
      attributes: { slug: 'filters' },
      items: [field('DynamicTags', { multiple: true })],
    });
    expect(filter.schema.properties?.value).toEqual({ title: 'Value', type: 'string' });
    expect(filter.uiSchema.value).toMatchObject({
      'ui:widget': 'TextField',
      'ui:placeholder': 'e.g. 12, 34',
    });
  });

  it('registers something for every component the contract names', () => {
    for (const [name, kind] of Object.entries(COMPONENT_KINDS)) {
      if (kind === 'widget') expect(formWidgets[name], name).toBeDefined();
      if (kind === 'arrayTemplate' || kind === 'objectTemplate')
        expect(formTemplates[name], name).toBeDefined();
      if (kind === 'field' && name === 'Editor') expect(formFields[name]).toBeDefined();
    }
    expect(formTemplates.CardListItem).toBeDefined();
  });
});
