import { useMemo } from 'react';
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

/** One plain step: the section's form (schema and uiSchema memoised per section). */
export function SectionForm({
  section,
  formData,
  onChange,
  errors,
  errorPrefix,
  formContext,
  readOnly,
}: SectionFormProps) {
  const { schema, uiSchema } = useMemo(() => sectionToSchema(section), [section]);
  const extraErrors = useMemo(() => toErrorSchema(errors, errorPrefix), [errors, errorPrefix]);
  return (
    <SchemaForm
      id={`wizard-${section.attributes.slug}`}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      onChange={onChange}
      formContext={formContext}
      extraErrors={extraErrors}
      readOnly={readOnly}
    />
  );
}
