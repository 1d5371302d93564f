import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, memo, useCallback, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormNode, FormSection, ValidationErrors } from '@generated/model';
import type { EntityFormContext } from '@/forms/form-context';
import { sectionToSchema } from '@/forms/form-section-schema';
import { SchemaForm } from '@/forms/schema-form';
import type { PlainValues } from './form-defaults';
import { toErrorSchema } from './server-errors';

export interface SectionFormProps {
  section: FormSection;
  /** The shared values, or the selected shop's config on a shop-constrained section. */
  formData: PlainValues;
  /**
   * The current values, when `formData` may be older (the wizard does not render the form again for its own
   * keystrokes): a part's change is merged into these. Without it, into `formData`.
   */
  getFormData?: () => PlainValues;
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
  const others = useRef({ formContext, extraErrors, readOnly });
  const ownEcho = emitted.current !== null && sameTopLevel(data, emitted.current);
  // Values from elsewhere end the echo: the same values coming back later ('Use my values') are news.
  if (!ownEcho) emitted.current = null;
  // Any other prop change makes RJSF re-derive its state from the data it is given, so then it must get the
  // current values: the kept ones would put back what the field held before the typing (after a save, whose
  // new errors change the props, an emptied or fixed field showed its old text).
  const othersChanged =
    others.current.formContext !== formContext ||
    others.current.extraErrors !== extraErrors ||
    others.current.readOnly !== readOnly;
  others.current = { formContext, extraErrors, readOnly };
  const stableData = ownEcho && !othersChanged ? passed.current : data;
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
  /** Names of the groups above the part (its values live at this path of the section values). */
  path: string[];
  /** The keys the part edits at that path. */
  keys: string[];
  /** Headings of the split groups that open before this part (label, depth). */
  headings: { label: string; depth: number }[];
  /** Fields in the part (its height before it was first laid out). */
  fields: number;
}

/** Fields below a node (a field counts one; groups, arrays and units count their fields). */
const fieldCount = (node: FormNode): number =>
  node.type === 'field' ? 1 : (node.items ?? []).reduce((sum, item) => sum + fieldCount(item), 0);

/** A group larger than this is split into a part per child. */
const LARGEST_PART = 24;

/** The node wrapped in untitled copies of the groups above it, so the part's values keep their place. */
function wrapped(node: FormNode, ancestors: FormNode[]): FormNode {
  return ancestors.reduceRight<FormNode>(
    (inner, group) => ({ ...group, label: '', layoutOnly: false, items: [inner] }),
    node,
  );
}

/**
 * A step split into parts: one per top-level node, and a large group (the core page's 169-field SEO group)
 * one per child, recursively, under its label as a heading. A layout-only group stays one part: it is a row.
 */
function partsOf(section: FormSection): Part[] {
  const parts: Part[] = [];
  let pending: Part['headings'] = [];
  const visit = (node: FormNode, ancestors: FormNode[]) => {
    const splittable = node.type === 'group' && !node.layoutOnly && !node.name.includes('.');
    if (splittable && fieldCount(node) > LARGEST_PART && (node.items ?? []).length > 1) {
      pending.push({ label: node.label ?? node.name, depth: ancestors.length });
      for (const child of node.items ?? []) visit(child, [...ancestors, node]);
      return;
    }
    const leaf: FormSection = { ...section, items: [node] };
    parts.push({
      section: { ...section, items: [wrapped(node, ancestors)] },
      path: ancestors.map((group) => group.name),
      keys: Object.keys(sectionToSchema(leaf, { mode: 'entity' }).schema.properties ?? {}),
      headings: pending,
      fields: fieldCount(node),
    });
    pending = [];
  };
  for (const node of section.items) visit(node, []);
  return parts;
}

/** The object at `path` of the values (an empty one where nothing is stored yet). */
function objectAt(data: PlainValues, path: readonly string[]): PlainValues {
  let current: unknown = data;
  for (const key of path)
    current = current && typeof current === 'object' ? (current as PlainValues)[key] : undefined;
  return current && typeof current === 'object' ? (current as PlainValues) : {};
}

/** A copy of `data` whose object at `path` has `values` merged in. */
function mergedAt(data: PlainValues, path: readonly string[], values: PlainValues): PlainValues {
  if (!path.length) return { ...data, ...values };
  const [head, ...rest] = path as [string, ...string[]];
  return { ...data, [head]: mergedAt(objectAt(data, [head]), rest, values) };
}

/** The part's own values wrapped in the groups above it. */
function wrappedSlice(path: readonly string[], slice: PlainValues): PlainValues {
  return path.reduceRight<PlainValues>((inner, key) => ({ [key]: inner }), slice);
}

/** A field's height (label, input, helper text and the gap), to reserve before a part was first laid out. */
const FIELD_HEIGHT_PX = 88;

/**
 * A part the browser does not style, lay out or paint while it is off-screen (issue 28, keystroke): in a
 * 169-field step, every keystroke's frame otherwise goes over all of them. Its size is kept once laid out
 * (`auto`); it stays in the accessibility tree and find-in-page, and focusing or scrolling to a field renders it.
 */
const offscreenSkipped = (fields: number): CSSProperties => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${Math.max(1, fields) * FIELD_HEIGHT_PX}px`,
});

/** One plain step: its parts, each a memoised form over its own slice of the values. */
export function SectionForm({
  section,
  formData,
  getFormData,
  onChange,
  errors,
  errorPrefix,
  formContext,
  readOnly,
}: SectionFormProps) {
  const parts = useMemo(() => partsOf(section), [section]);
  const extraErrors = useMemo(() => toErrorSchema(errors, errorPrefix), [errors, errorPrefix]);
  // Parts call back with their slice; merged into the latest values at the part's place.
  const latest = useRef({ formData, getFormData, onChange });
  useLayoutEffect(() => {
    latest.current = { formData, getFormData, onChange };
  });
  const handlers = useMemo(
    () =>
      parts.map((part) => (emitted: PlainValues) => {
        const own = sliceOf(objectAt(emitted, part.path), part.keys);
        const current = latest.current.getFormData?.() ?? latest.current.formData;
        latest.current.onChange(mergedAt(current, part.path, own));
      }),
    [parts],
  );
  // Each part gets the same slice object while its own values are unchanged, so untouched parts skip rendering.
  const slices = useRef<{ own: PlainValues; wrapped: PlainValues }[]>([]);
  const current = parts.map((part, index) => {
    const own = sliceOf(objectAt(formData, part.path), part.keys);
    const previous = slices.current[index];
    return previous && sameTopLevel(previous.own, own)
      ? previous
      : { own, wrapped: wrappedSlice(part.path, own) };
  });
  slices.current = current;
  const slug = section.attributes.slug;
  return (
    <Stack spacing={2.5}>
      {parts.map((part, index) => (
        <Fragment key={`${slug}-${index}`}>
          {part.headings.map((heading) => (
            <Typography
              key={`${heading.depth}-${heading.label}`}
              component="h2"
              variant={heading.depth === 0 ? 'h6' : 'subtitle1'}
              sx={{ fontWeight: 600 }}
            >
              {heading.label}
            </Typography>
          ))}
          <div style={offscreenSkipped(part.fields)}>
            <SectionPart
              id={`wizard-${slug}-${index}`}
              part={part.section}
              data={current[index]!.wrapped}
              onChange={handlers[index]!}
              formContext={formContext}
              extraErrors={extraErrors}
              readOnly={readOnly}
            />
          </div>
        </Fragment>
      ))}
    </Stack>
  );
}
