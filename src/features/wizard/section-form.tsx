import Stack from '@mui/material/Stack';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormNode, FormSection, ValidationErrors } from '@generated/model';
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

/** The values of `keys` (a part's own slice of the section's values). */
function sliceOf(data: PlainValues, keys: readonly string[]): PlainValues {
  const slice: PlainValues = {};
  for (const key of keys) if (key in data) slice[key] = data[key];
  return slice;
}

/** Same keys with the same values (by reference). */
function sameTopLevel(a: PlainValues, b: PlainValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}

interface PartProps {
  id: string;
  part: FormSection;
  /** This part's slice of the section values. */
  data: PlainValues;
  onChange: (slice: PlainValues) => void;
  formContext: EntityFormContext;
  extraErrors: ErrorSchema;
  readOnly: boolean;
}

/**
 * One top-level node of a step as its own RJSF form. RJSF recomputes its whole state (defaults, schema
 * resolution) on every change, so a 169-field step as one form costs hundreds of milliseconds per keystroke;
 * as parts, a keystroke recomputes and re-renders only the part typed in. While its values only echo its own
 * changes the part keeps the data RJSF already has; a change from elsewhere (reset, restore, another
 * version) is passed on.
 */
const SectionPart = memo(function SectionPart({
  id,
  part,
  data,
  onChange,
  formContext,
  extraErrors,
  readOnly,
}: PartProps) {
  const { schema, uiSchema } = useMemo(() => sectionToSchema(part, { mode: 'entity' }), [part]);
  const emitted = useRef<PlainValues | null>(null);
  const passed = useRef<PlainValues>(data);
  const ownEcho = emitted.current !== null && sameTopLevel(data, emitted.current);
  // Values from elsewhere end the echo: the same values coming back later ('Use my values') are news.
  if (!ownEcho) emitted.current = null;
  const stableData = ownEcho ? passed.current : data;
  passed.current = stableData;
  const handleChange = useCallback(
    (next: PlainValues) => {
      emitted.current = next;
      onChange(next);
    },
    [onChange],
  );
  return (
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
  );
});

interface Part {
  section: FormSection;
  /** The top-level keys of the values this part edits. */
  keys: string[];
}

/** A step split into one part per top-level node (a layout-only group stays one part: it is one row). */
function partsOf(section: FormSection): Part[] {
  return section.items.map((node: FormNode) => {
    const part: FormSection = { ...section, items: [node] };
    return {
      section: part,
      keys: Object.keys(sectionToSchema(part, { mode: 'entity' }).schema.properties ?? {}),
    };
  });
}

/** One plain step: its parts, each a memoised form over its own slice of the values. */
export function SectionForm({
  section,
  formData,
  onChange,
  errors,
  errorPrefix,
  formContext,
  readOnly,
}: SectionFormProps) {
  const parts = useMemo(() => partsOf(section), [section]);
  const extraErrors = useMemo(() => toErrorSchema(errors, errorPrefix), [errors, errorPrefix]);
  // Parts call back with their slice; merged into the latest values (a part's slice never holds another's keys).
  const latest = useRef({ formData, onChange });
  useLayoutEffect(() => {
    latest.current = { formData, onChange };
  });
  const handlers = useMemo(
    () =>
      parts.map(
        () => (slice: PlainValues) => latest.current.onChange({ ...latest.current.formData, ...slice }),
      ),
    [parts],
  );
  // Each part gets the same slice object while its own values are unchanged, so untouched parts skip rendering.
  const slices = useRef<PlainValues[]>([]);
  const current = parts.map((part, index) => {
    const next = sliceOf(formData, part.keys);
    const previous = slices.current[index];
    return previous && sameTopLevel(previous, next) ? previous : next;
  });
  slices.current = current;
  const slug = section.attributes.slug;
  return (
    <Stack spacing={2.5}>
      {parts.map((part, index) => (
        <SectionPart
          key={`${slug}-${index}`}
          id={`wizard-${slug}-${index}`}
          part={part.section}
          data={current[index]!}
          onChange={handlers[index]!}
          formContext={formContext}
          extraErrors={extraErrors}
          readOnly={readOnly}
        />
      ))}
    </Stack>
  );
}
