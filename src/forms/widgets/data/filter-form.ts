import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { SectionSchema } from '@/forms/form-section-schema';
import { filterFieldKind } from '@/forms/filter-values';
import { DynamicTagsField } from './dynamic-tags-field';
import { IdListField } from './id-list-field';

/**
 * The filter drawer's form: the section's schema with the id fields edited by the comma id input and the tag
 * fields by the tag picker (spec 1 §5, §9), so the drawer hands the address parsed ids, never raw text. The
 * components are set on `ui:field` directly: the drawer needs no field registry.
 */
export function filterForm(section: SectionSchema): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties = { ...section.schema.properties };
  const uiSchema: UiSchema = { ...section.uiSchema };
  for (const name of section.fieldNames) {
    const kind = filterFieldKind(section, name);
    const property = properties[name];
    if (!kind || typeof property !== 'object') continue;
    properties[name] =
      kind === 'ids'
        ? { title: property.title, type: 'array', items: { type: 'integer' } }
        : { title: property.title, type: 'array', items: { type: 'object' } };
    uiSchema[name] = { ...uiSchema[name], 'ui:field': kind === 'ids' ? IdListField : DynamicTagsField };
  }
  return { schema: { ...section.schema, properties }, uiSchema };
}
