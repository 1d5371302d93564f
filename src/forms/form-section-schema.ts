import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormNode, FormNodeAttributesOptionsItem, FormSection } from '@generated/model';
import { t } from '@/i18n';
import { BOOLEAN_WIDGETS, CARD_LIST_ITEM_TEMPLATE, componentKind } from './component-kinds';

/**
 * The form layer (ARCHITECTURE "The back office"): a form-field schema section → `{schema, uiSchema}` for RJSF.
 * `group` → object (a layout-only group adds no nesting level: its fields join the parent, in order, and the
 * uiSchema's `ui:options.layout` lays them out, see `GridObjectFieldTemplate`), `array` → array, `field` →
 * property drawn by the widget (`ui:widget`) or custom field (`ui:field`) named by the node's `component`
 * (see component-kinds.ts and registry.ts), with the node's attributes as `ui:options`. Pure: RJSF and the
 * widgets load lazily where a form renders.
 */
export interface SectionSchema {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** Names of the fields that take several values (`attributes.multiple`). */
  multipleFields: string[];
  /** Every field name, in order (the keys the form edits). */
  fieldNames: string[];
}

export interface SectionSchemaOptions {
  /**
   * `filter` (the default: overview and dashboard filter drawers) types the structured components (tags, ids,
   * categories) as one comma-separated text, the value the address holds; `entity` (the wizard) hands them to
   * their custom fields.
   */
  mode?: 'filter' | 'entity';
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

/** The node's attributes as `ui:options` (only when it has any). */
function attributeOptions(node: FormNode): UiSchema {
  const attributes = node.attributes ?? {};
  return Object.keys(attributes).length
    ? { 'ui:options': { ...(attributes as UiSchema['ui:options']) } }
    : {};
}

function fieldSchema(
  node: FormNode,
  insideArray: boolean,
  mode: 'filter' | 'entity',
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const multiple = node.attributes?.multiple === true;
  const base: RJSFSchema = { title: node.label ?? node.name };
  if (node.description) base.description = node.description;
  if (!insideArray && node.defaultValue !== undefined)
    base.default = node.defaultValue as RJSFSchema['default'];
  const ui: UiSchema = attributeOptions(node);

  const component = node.component ?? 'TextField';
  const kind = componentKind(component);
  if (kind === 'field' && mode === 'entity') {
    // The custom field owns its value's shape (image sets, id lists, blocks): no fixed type.
    return { schema: base, uiSchema: { ...ui, 'ui:field': component } };
  }
  if (component === 'Select' || options(node).length > 0) {
    const widget = { ...ui, 'ui:widget': 'Select' };
    if (multiple) {
      return {
        schema: {
          ...base,
          type: 'array',
          uniqueItems: true,
          items: { type: choiceType(node), oneOf: choices(node) },
        },
        uiSchema: widget,
      };
    }
    return { schema: { ...base, type: choiceType(node), oneOf: choices(node) }, uiSchema: widget };
  }
  if (BOOLEAN_WIDGETS.has(component)) {
    return { schema: { ...base, type: 'boolean' }, uiSchema: { ...ui, 'ui:widget': component } };
  }
  if (component === 'DateTimePicker') {
    // An ISO date-time, or null when cleared.
    return { schema: { ...base, type: ['string', 'null'] }, uiSchema: { ...ui, 'ui:widget': component } };
  }
  // An emptied text of an entity is '' (RJSF would give undefined, the save payload would leave the key out and
  // the server would keep the saved text: a field could never be emptied). Filters stay undefined: no key.
  const emptied: UiSchema = mode === 'entity' ? { 'ui:emptyValue': '' } : {};
  if (kind === 'widget') {
    return { schema: { ...base, type: 'string' }, uiSchema: { ...ui, ...emptied, 'ui:widget': component } };
  }
  // Other components (and the structured ones in filters): several values are typed as one comma list.
  const text: UiSchema = { ...ui, ...emptied, 'ui:widget': 'TextField' };
  if (multiple && typeof node.attributes?.placeholder !== 'string')
    text['ui:placeholder'] = t('form.commaList.placeholder');
  return { schema: { ...base, type: 'string' }, uiSchema: text };
}

/**
 * The layout of an object's fields (uiSchema `ui:options.layout`): a field name stands alone; a layout-only
 * group is one grid row holding its fields side by side (`unit`: drawn as a FieldUnit).
 */
export type LayoutEntry = string | { label?: string; fields: string[]; unit?: boolean };

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

/** Array length limits of a list node (`attributes.minItems` / `maxItems`). */
function itemLimits(node: FormNode): RJSFSchema {
  const limits: RJSFSchema = {};
  const { minItems, maxItems } = node.attributes ?? {};
  if (typeof minItems === 'number') limits.minItems = minItems;
  if (typeof maxItems === 'number') limits.maxItems = maxItems;
  return limits;
}

/**
 * Dotted names nest (FormNode.name): `preview.imagesByType` edits `preview: {imagesByType}`, so the nodes
 * become an untitled group per first segment (nodes sharing it join one group). Filters keep their names:
 * they are address keys.
 */
function nestDottedNames(items: readonly FormNode[]): FormNode[] {
  const result: FormNode[] = [];
  const groups = new Map<string, FormNode[]>();
  for (const node of items) {
    const dot = node.name.indexOf('.');
    if (dot < 0) {
      result.push(node);
      continue;
    }
    const head = node.name.slice(0, dot);
    const child = { ...node, name: node.name.slice(dot + 1) };
    const members = groups.get(head);
    if (members) members.push(child);
    else {
      const group: FormNode[] = [child];
      groups.set(head, group);
      result.push({ name: head, label: '', type: 'group', items: group });
    }
  }
  return result;
}

function buildItems(
  nodes: readonly FormNode[],
  insideArray: boolean,
  multipleFields: string[],
  fieldNames: string[],
  mode: 'filter' | 'entity',
): Built {
  const built: Built = { properties: {}, required: [], uiSchema: {}, order: [], layout: [] };
  const items = mode === 'entity' ? nestDottedNames(nodes) : nodes;
  for (const node of items) {
    const isGroup = node.type === 'group' || node.type === 'section';
    if (isGroup && node.layoutOnly) {
      const inner = buildItems(node.items ?? [], insideArray, multipleFields, fieldNames, mode);
      Object.assign(built.properties, inner.properties);
      Object.assign(built.uiSchema, inner.uiSchema);
      built.required.push(...inner.required);
      built.order.push(...inner.order);
      built.layout.push({
        ...(node.label ? { label: node.label } : {}),
        fields: inner.order,
        ...(node.component === 'FieldUnit' ? { unit: true } : {}),
      });
      continue;
    }
    built.order.push(node.name);
    built.layout.push(node.name);
    if (node.required) built.required.push(node.name);
    if (isGroup) {
      const inner = buildItems(node.items ?? [], insideArray, multipleFields, fieldNames, mode);
      built.properties[node.name] = {
        type: 'object',
        title: node.label ?? node.name,
        properties: inner.properties,
        ...(inner.required.length ? { required: inner.required } : {}),
      };
      built.uiSchema[node.name] = {
        ...inner.uiSchema,
        ...layoutOptions(inner.layout),
        ...(node.component === 'FieldUnit' ? { 'ui:ObjectFieldTemplate': 'FieldUnit' } : {}),
        'ui:order': [...inner.order, '*'],
      };
    } else if (node.type === 'array') {
      const inner = buildItems(node.items ?? [], true, [], [], mode);
      built.properties[node.name] = {
        type: 'array',
        title: node.label ?? node.name,
        ...itemLimits(node),
        items: {
          type: 'object',
          properties: inner.properties,
          ...(inner.required.length ? { required: inner.required } : {}),
        },
      };
      built.uiSchema[node.name] = {
        ...attributeOptions(node),
        ...(node.component === 'CardList'
          ? { 'ui:ArrayFieldTemplate': 'CardList', 'ui:ArrayFieldItemTemplate': CARD_LIST_ITEM_TEMPLATE }
          : {}),
        items: { ...inner.uiSchema, ...layoutOptions(inner.layout), 'ui:order': [...inner.order, '*'] },
      };
    } else {
      const field = fieldSchema(node, insideArray, mode);
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
export function sectionToSchema(
  section: FormSection | undefined,
  { mode = 'filter' }: SectionSchemaOptions = {},
): SectionSchema {
  const multipleFields: string[] = [];
  const fieldNames: string[] = [];
  const built = buildItems(section?.items ?? [], false, multipleFields, fieldNames, mode);
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
