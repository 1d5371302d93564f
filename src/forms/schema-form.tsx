import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { cspSafeValidator as validator } from './csp-safe-validator';
import { GridObjectFieldTemplate } from './grid-object-field-template';

const TEMPLATES = { ObjectFieldTemplate: GridObjectFieldTemplate };

/** A choice list is a `oneOf` of consts: never take the first const as a default (an empty filter stays empty). */
const DEFAULT_STATE = { constAsDefaults: 'skipOneOf' } as const;

interface SchemaFormProps<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: T;
  onChange: (data: T) => void;
  id?: string;
  /** What every widget may read beyond its value (the entity form passes an EntityFormContext). */
  formContext?: object;
  /** Server errors shown on their fields (RJSF extraErrors). */
  extraErrors?: ErrorSchema;
  readOnly?: boolean;
}

/**
 * The RJSF form with the MUI theme. Loaded lazily (it pulls in RJSF and its validator, which compiles no code: CSP without unsafe-eval); never live-validates, so a
 * keystroke only updates the data. Pass a memoised schema and uiSchema.
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
  return (
    <Form
      {...(id ? { id } : {})}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      {...(formContext ? { formContext } : {})}
      {...(extraErrors ? { extraErrors } : {})}
      {...(readOnly ? { readonly: true } : {})}
      validator={validator}
      liveValidate={false}
      showErrorList={false}
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULT_STATE}
      templates={TEMPLATES}
      onChange={(event) => onChange(event.formData as T)}
    />
  );
}
