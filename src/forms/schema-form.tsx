import { withTheme } from '@rjsf/core';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/CheckboxWidget.js';
import SelectWidget from '@rjsf/mui/lib/SelectWidget/SelectWidget.js';
import { generateTemplates } from '@rjsf/mui/lib/Templates/Templates.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/TextareaWidget.js';
import type { ErrorSchema, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import { useCallback, useMemo, useRef, type ComponentType } from 'react';
import { cspSafeValidator as validator } from './csp-safe-validator';
import type { EntityFormContext } from './form-context';
import { FormRootContext } from './form-root-context';
import { formFields, formTemplates, formWidgets } from './registry';
import { lazyFormComponent } from './widgets/lazy-field';

/** An RJSF widget whose code loads when a form first shows it (nothing in its place meanwhile). */
const lazyWidget = (load: () => Promise<{ default: ComponentType<WidgetProps> }>) =>
  lazyFormComponent(async () => (await load()).default, null);

// RJSF's default widgets that no form of ours names (each node names its own `ui:widget` or `ui:field`):
// range (MUI's Slider, ~7 KB gzipped), radio and checkboxes load when a form asks for them.
const RangeWidget = lazyWidget(() => import('@rjsf/mui/lib/RangeWidget/RangeWidget.js'));
const RadioWidget = lazyWidget(() => import('@rjsf/mui/lib/RadioWidget/RadioWidget.js'));
const CheckboxesWidget = lazyWidget(() => import('@rjsf/mui/lib/CheckboxesWidget/CheckboxesWidget.js'));

/**
 * The Form of `@rjsf/mui` (its templates and widgets: `withTheme(generateTheme())`), but composed here so that
 * the widgets no form of ours names stay out of the form's chunk until used.
 */
const Form = withTheme({
  templates: generateTemplates(),
  widgets: { CheckboxWidget, CheckboxesWidget, RadioWidget, RangeWidget, SelectWidget, TextareaWidget },
});

/** A choice list is a `oneOf` of consts: never take the first const as a default (an empty filter stays empty). */
const DEFAULT_STATE = { constAsDefaults: 'skipOneOf' } as const;

export interface SchemaFormProps<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: T;
  onChange: (data: T) => void;
  id?: string;
  /** What the widgets need beyond their value (shop, entity, view-only): RJSF's `formContext`. */
  formContext?: EntityFormContext;
  /** The server's validation errors of this section (validationToErrorSchema; memoise it). */
  extraErrors?: ErrorSchema;
  /** View-only: every control shows its value and edits nothing. */
  readOnly?: boolean;
}

/**
 * The RJSF form with the MUI theme and the form layer's widgets, fields and templates (registry.ts). Loaded
 * lazily (it pulls in RJSF and its validator, which compiles no code: CSP without unsafe-eval); never
 * validates, so a keystroke only updates the data and re-renders the field that changed. Pass a memoised
 * schema, uiSchema and extraErrors.
 */
export function SchemaForm<T>({
  schema,
  uiSchema,
  formData,
  onChange,
  id,
  formContext,
  extraErrors,
  readOnly,
}: SchemaFormProps<T>) {
  const latest = useRef(formData);
  latest.current = formData;
  const getFormData = useCallback(() => latest.current, []);
  const context = useMemo(
    () => (formContext ? { ...formContext, readOnly: readOnly ?? formContext.readOnly } : undefined),
    [formContext, readOnly],
  );
  const handleChange = useRef(onChange);
  handleChange.current = onChange;
  const onFormChange = useCallback(
    (event: { formData?: unknown }) => handleChange.current(event.formData as T),
    [],
  );
  return (
    <FormRootContext.Provider value={getFormData}>
      <Form
        {...(id ? { id } : {})}
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={context}
        validator={validator}
        widgets={formWidgets}
        fields={formFields}
        templates={formTemplates}
        extraErrors={extraErrors}
        readonly={readOnly}
        liveValidate={false}
        showErrorList={false}
        noHtml5Validate
        experimental_defaultFormStateBehavior={DEFAULT_STATE}
        onChange={onFormChange}
      />
    </FormRootContext.Provider>
  );
}
