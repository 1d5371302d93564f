import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { FormSection, ValidationErrors } from '@generated/model';
import type { EntityFormContext } from '@/forms/form-context';
import { sectionToSchema } from '@/forms/form-section-schema';
import { SchemaForm } from '@/forms/schema-form';
import type { PlainValues } from './form-defaults';
import { toErrorSchema } from './server-errors';

interface SectionFormProps {
  section: FormSection;
  /** The shared values, or the selected shop's config on a shop-constrained section. */
  formData: PlainValues;
  onChange: (data: PlainValues) => void;
  /** All server errors; the part under `errorPrefix` shows on the fields. */
  errors: ValidationErrors;
  errorPrefix: string;
  formContext: EntityFormContext;
  readOnly: boolean;
}

/** Same keys with the same values (by reference): the parent's data is what the form itself emitted. */
function sameTopLevel(a: PlainValues, b: PlainValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

/**
 * One plain step: the section's form (schema and uiSchema memoised per section). While the values only come
 * back from the form's own changes, RJSF keeps the data it already has (a new `formData` makes it recompute
 * its whole state on every keystroke); a change from elsewhere (reset, restore, another version) is passed on.
 */
export function SectionForm({
  section,
  formData,
  onChange,
  errors,
  errorPrefix,
  formContext,
  readOnly,
}: SectionFormProps) {
  const { schema, uiSchema } = useMemo(() => sectionToSchema(section, { mode: 'entity' }), [section]);
  const extraErrors = useMemo(() => toErrorSchema(errors, errorPrefix), [errors, errorPrefix]);
  const emitted = useRef<PlainValues | null>(null);
  const passed = useRef<PlainValues>(formData);
  const ownEcho = emitted.current !== null && sameTopLevel(formData, emitted.current);
  const stableData = ownEcho ? passed.current : formData;
  passed.current = stableData;
  const latestOnChange = useRef(onChange);
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });
  const handleChange = useCallback((data: PlainValues) => {
    emitted.current = data;
    latestOnChange.current(data);
  }, []);
  const id = `wizard-${section.attributes.slug}`;
  // The same element while nothing it shows changed: the wizard's re-render after each keystroke does not
  // render the whole form a second time (RJSF already rendered the change itself).
  return useMemo(
    () => (
      <SchemaForm
        id={id}
        schema={schema}
        uiSchema={uiSchema}
        formData={stableData}
        onChange={handleChange}
        formContext={formContext}
        extraErrors={extraErrors}
        readOnly={readOnly}
      />
    ),
    [id, schema, uiSchema, stableData, handleChange, formContext, extraErrors, readOnly],
  );
}
