import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormNode, FormNodeAttributesOptionsItem, FormSection } from '@generated/model';

/**
 * The form layer (ARCHITECTURE "The back office"): a form-field schema section → `{schema, uiSchema}` for RJSF.
 * `group` → object (a layout-only group adds no nesting level: its fields join the parent, in order, and the
 * uiSchema's `ui:options.layout` lays them out as one grid row, see `GridObjectFieldTemplate`), `array` → array, `field` → property whose widget comes from the node's
 * `component`. Type-only imports: RJSF itself loads lazily where a form renders.
 */
export interface SectionSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Names of the fields that take several values (`attributes.multiple`). */
  multipleFields: string[];
  /** Every field name, in order (the keys the form edits). */
  fieldNames: string[];
}

function options(node: FormNode): FormNodeAttributesOptionsItem[] {
  return node.attributes?.options ?? [];
}

function choices(node: FormNode): RJSFSchema[] {
  return options(node).map((option) => ({ const: option.value, title: option.label }));
}

/** The JSON type of a choice list: numbers when every option value is a number, else text. */
function choiceType(node: FormNode): 'number' | 'string' {
  const values = options(node);
  return values.length > 0 && values.every((option) => typeof option.value === 'number')
    ? 'number'
    : 'string';
}

/** Components whose value is a boolean. */
const BOOLEAN_COMPONENTS = new Set(['Checkbox', 'Switch']);

function fieldSchema(node: FormNode, insideArray: boolean): { schema: RJSFSchema; uiSchema: UiSchema } {
  const multiple = node.attributes?.multiple === true;
  const title = node.label ?? node.name;
  const base: RJSFSchema = { title };
  if (node.description) base.description = node.description;
  if (!insideArray && node.defaultValue !== undefined)
    base.default = node.defaultValue as RJSFSchema['default'];
  const ui: UiSchema = {};
  const placeholder = node.attributes?.placeholder;
  if (typeof placeholder === 'string') ui['ui:placeholder'] = placeholder;

  const component = node.component ?? 'TextField';
  if (component === 'Select' || options(node).length > 0) {
    if (multiple) {
      return {
        schema: {
          ...base,
          type: 'array',
          uniqueItems: true,
          items: { type: choiceType(node), oneOf: choices(node) },
        },
        uiSchema: ui,
      };
    }
    return { schema: { ...base, type: choiceType(node), oneOf: choices(node) }, uiSchema: ui };
  }
  if (BOOLEAN_COMPONENTS.has(component)) {
    return { schema: { ...base, type: 'boolean' }, uiSchema: { ...ui, 'ui:widget': 'checkbox' } };
  }
  if (component === 'TextArea' || component === 'RichText') {
    return { schema: { ...base, type: 'string' }, uiSchema: { ...ui, 'ui:widget': 'textarea' } };
  }
  if (component === 'DateTimePicker') {
    return { schema: { ...base, type: 'string', format: 'date-time' }, uiSchema: ui };
  }
  // Text, ids and tag pickers: several values are typed as one comma list.
  if (multiple && !ui['ui:placeholder']) ui['ui:placeholder'] = 'e.g. 12, 34';
  return { schema: { ...base, type: 'string' }, uiSchema: ui };
}

/**
 * The grid layout of an object's fields (uiSchema `ui:options.layout`): a field name stands alone; a layout-only
 * group is one grid row holding its fields side by side.
 */
export type LayoutEntry = string | { label?: string; fields: string[] };

interface Built {
  properties: Record<string, RJSFSchema>;
  required: string[];
  uiSchema: UiSchema;
  order: string[];
  layout: LayoutEntry[];
}

/** The uiSchema options of an object: its layout, when it has a layout-only group at all. */
function layoutOptions(layout: LayoutEntry[]): UiSchema {
  return layout.some((entry) => typeof entry !== 'string') ? { 'ui:options': { layout } } : {};
}

function buildItems(
  items: readonly FormNode[],
  insideArray: boolean,
  multipleFields: string[],
  fieldNames: string[],
): Built {
  const built: Built = { properties: {}, required: [], uiSchema: {}, order: [], layout: [] };
  for (const node of items) {
    if ((node.type === 'group' || node.type === 'section') && node.layoutOnly) {
      const inner = buildItems(node.items ?? [], insideArray, multipleFields, fieldNames);
      Object.assign(built.properties, inner.properties);
      Object.assign(built.uiSchema, inner.uiSchema);
      built.required.push(...inner.required);
      built.order.push(...inner.order);
      built.layout.push({ ...(node.label ? { label: node.label } : {}), fields: inner.order });
      continue;
    }
    built.order.push(node.name);
    built.layout.push(node.name);
    if (node.required) built.required.push(node.name);
    if (node.type === 'group' || node.type === 'section') {
      const inner = buildItems(node.items ?? [], insideArray, multipleFields, fieldNames);
      built.properties[node.name] = {
        type: 'object',
        title: node.label ?? node.name,
        properties: inner.properties,
        ...(inner.required.length ? { required: inner.required } : {}),
      };
      built.uiSchema[node.name] = {
        ...inner.uiSchema,
        ...layoutOptions(inner.layout),
        'ui:order': [...inner.order, '*'],
      };
    } else if (node.type === 'array') {
      const inner = buildItems(node.items ?? [], true, [], []);
      built.properties[node.name] = {
        type: 'array',
        title: node.label ?? node.name,
        items: {
          type: 'object',
          properties: inner.properties,
          ...(inner.required.length ? { required: inner.required } : {}),
        },
      };
      built.uiSchema[node.name] = {
        items: { ...inner.uiSchema, ...layoutOptions(inner.layout), 'ui:order': [...inner.order, '*'] },
      };
    } else {
      const field = fieldSchema(node, insideArray);
      built.properties[node.name] = field.schema;
      if (Object.keys(field.uiSchema).length) built.uiSchema[node.name] = field.uiSchema;
      if (!insideArray) {
        fieldNames.push(node.name);
        if (node.attributes?.multiple === true) multipleFields.push(node.name);
      }
    }
  }
  return built;
}

/** The RJSF schema and uiSchema of a form-field schema section (memoise the result per section). */
export function sectionToSchema(section: FormSection | undefined): SectionSchema {
  const multipleFields: string[] = [];
  const fieldNames: string[] = [];
  const built = buildItems(section?.items ?? [], false, multipleFields, fieldNames);
  return {
    schema: {
      type: 'object',
      properties: built.properties,
      ...(built.required.length ? { required: built.required } : {}),
    },
    uiSchema: {
      ...built.uiSchema,
      ...layoutOptions(built.layout),
      'ui:order': [...built.order, '*'],
      'ui:submitButtonOptions': { norender: true },
    },
    multipleFields,
    fieldNames,
  };
}
