import type { SectionSchema } from './form-section-schema';
import { idsOf, parseIdList } from './widgets/data/parse-id-list';
import { tagRefsOf } from './widgets/data/tag-values';

/** A filter value as the form holds it (numbers parsed, multiple values as lists, tags as references). */
export type FilterFormValue = string | number | boolean | Array<string | number> | Array<{ id: number }>;
export type FilterFormData = Record<string, FilterFormValue | undefined>;

/** The overview and widget filters whose values are ids (`f[ids]`) or tag ids (`f[tagsAll]`), whatever their component. */
const ID_FILTER_KEYS = new Set(['f[ids]', 'ids']);
// A dashboard widget names its filters without the f[...] wrapper (spec 1 §4.2).
const TAG_FILTER_KEYS = new Set(['f[tagsAll]', 'tagsAll']);

/**
 * Which filters take ids: the comma id input (ids, ProductIds, StoryIds) or the tag picker (DynamicTags); their
 * values are parsed ids, so no raw text reaches the list call (spec 1 §5, §9).
 */
export function filterFieldKind(section: SectionSchema, name: string): 'ids' | 'tags' | undefined {
  const ui: unknown = section.uiSchema[name];
  const field = ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:field'] : undefined;
  if (field === 'DynamicTags' || TAG_FILTER_KEYS.has(name)) return 'tags';
  if (field === 'ProductIds' || field === 'StoryIds' || ID_FILTER_KEYS.has(name)) return 'ids';
  return undefined;
}

const addressText = (value: string | number | Array<string | number>) =>
  Array.isArray(value) ? value.join(',') : String(value);

function isArrayField(section: SectionSchema, name: string): boolean {
  const property = section.schema.properties?.[name];
  return typeof property === 'object' && property.type === 'array';
}

/** The JSON type of a field (for a list: of its items). */
function valueType(section: SectionSchema, name: string): unknown {
  const property = section.schema.properties?.[name];
  if (typeof property !== 'object') return undefined;
  if (property.type === 'array') {
    const items = property.items;
    return items && typeof items === 'object' && !Array.isArray(items) ? items.type : undefined;
  }
  return property.type;
}

function asType(value: string | number, type: unknown): string | number {
  if (type === 'number' && Number.isFinite(Number(value))) return Number(value);
  return String(value);
}

function isBooleanField(section: SectionSchema, name: string): boolean {
  const property = section.schema.properties?.[name];
  return typeof property === 'object' && property.type === 'boolean';
}

/** The form data of the filter form from the address filters (only the form's own fields). */
export function filtersToFormData(
  filters: Record<string, string | number | Array<string | number>>,
  section: SectionSchema,
): FilterFormData {
  const data: FilterFormData = {};
  for (const name of section.fieldNames) {
    const value = filters[name];
    if (value === undefined) continue;
    const kind = filterFieldKind(section, name);
    if (kind) {
      // An edited address may hold anything: only the ids in it reach the form.
      const ids = parseIdList(addressText(value));
      if (ids.length) data[name] = kind === 'ids' ? ids : ids.map((id) => ({ id }));
      continue;
    }
    const type = valueType(section, name);
    if (isArrayField(section, name)) {
      data[name] = (Array.isArray(value) ? value : [value]).map((item) => asType(item, type));
    } else if (isBooleanField(section, name)) data[name] = value === 'true' || value === 1 || value === '1';
    else if (Array.isArray(value)) data[name] = value.join(', ');
    else data[name] = asType(value, type);
  }
  return data;
}

/**
 * The address filters from the form data: lists stay lists, a multiple-value text splits on commas, text is
 * trimmed, `false` and empty values become `undefined` (the filter is removed).
 */
export function formDataToFilters(
  data: FilterFormData,
  section: SectionSchema,
): Record<string, string | number | Array<string | number> | undefined> {
  const result: Record<string, string | number | Array<string | number> | undefined> = {};
  const multiple = new Set(section.multipleFields);
  for (const name of section.fieldNames) {
    const value = data[name];
    const kind = filterFieldKind(section, name);
    if (kind) {
      const ids = kind === 'ids' ? idsOf(value) : tagRefsOf(value).map((tag) => tag.id);
      result[name] = ids.length ? ids : undefined;
    } else if (value === undefined || value === false || value === '') {
      result[name] = undefined;
    } else if (value === true) {
      result[name] = 'true';
    } else if (Array.isArray(value)) {
      // Object lists are the tag fields' (handled above).
      const items = value.filter((item): item is string | number => typeof item !== 'object');
      result[name] = items.length ? items : undefined;
    } else if (typeof value === 'string' && multiple.has(name)) {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      result[name] = parts.length ? parts : undefined;
    } else {
      const text = String(value).trim();
      result[name] = text === '' ? undefined : text;
    }
  }
  return result;
}
