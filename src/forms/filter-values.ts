import type { SectionSchema } from './form-section-schema';

/** A filter value as the address holds it (numbers parsed, multiple values as lists). */
export type FilterFormValue = string | number | boolean | Array<string | number>;
export type FilterFormData = Record<string, FilterFormValue | undefined>;

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
    if (value === undefined || value === false || value === '') {
      result[name] = undefined;
    } else if (value === true) {
      result[name] = 'true';
    } else if (Array.isArray(value)) {
      result[name] = value.length ? value : undefined;
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
