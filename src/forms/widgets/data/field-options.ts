import type { FieldProps } from '@rjsf/utils';
import type { UploadConstraints } from '@generated/model/uploadConstraints';
import type { EntityFormContext } from '@/forms/form-context';

/** The node attributes a data field reads from its uiSchema's `ui:options` (spec 1 §5, contract FormNodeAttributes). */
export interface DataFieldOptions {
  /** ImageSet / VideoSet keys (desktop_default, mobile_default … / desktop, mobile). */
  keys?: string[];
  /** ImageSet: the focus point picker is shown. */
  focus?: boolean;
  constraints?: UploadConstraints;
  /** DynamicTags: the tag group keys it picks from (none: every group). */
  tagGroups?: string[];
  multiple?: boolean;
  label?: string;
}

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined;

/** The options of a data field, each checked for its type (a malformed attribute is ignored). */
export function dataFieldOptions(props: Pick<FieldProps, 'uiSchema'>): DataFieldOptions {
  const raw = (props.uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const options: DataFieldOptions = {};
  const keys = strings(raw.keys);
  if (keys) options.keys = keys;
  if (typeof raw.focus === 'boolean') options.focus = raw.focus;
  if (raw.constraints && typeof raw.constraints === 'object') {
    options.constraints = raw.constraints as UploadConstraints;
  }
  const tagGroups = strings(raw.tagGroups);
  if (tagGroups) options.tagGroups = tagGroups;
  if (typeof raw.multiple === 'boolean') options.multiple = raw.multiple;
  if (typeof raw.label === 'string') options.label = raw.label;
  return options;
}

/** The field's label: ui:options.label, else the schema title, else the property name. */
export function fieldLabel(props: Pick<FieldProps, 'uiSchema' | 'schema' | 'name'>): string {
  return dataFieldOptions(props).label ?? props.schema.title ?? props.name;
}

/** The entity form's context (the selected shop for the proxies); empty outside an entity form. */
export function formContextOf(props: Pick<FieldProps, 'registry'>): Partial<EntityFormContext> {
  return (props.registry.formContext ?? {}) as Partial<EntityFormContext>;
}

/** Whether the field may not be changed (view-only form, read-only or disabled field). */
export function isLocked(props: Pick<FieldProps, 'registry' | 'readonly' | 'disabled'>): boolean {
  return Boolean(props.readonly || props.disabled || formContextOf(props).readOnly);
}
