import Form from '@rjsf/mui';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

interface SchemaFormProps<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: T;
  onChange: (data: T) => void;
  id?: string;
}

/**
 * The RJSF form with the MUI theme. Loaded lazily (it pulls in RJSF and ajv); never live-validates, so a
 * keystroke only updates the data. Pass a memoised schema and uiSchema.
 */
export function SchemaForm<T>({ schema, uiSchema, formData, onChange, id }: SchemaFormProps<T>) {
  return (
    <Form
      {...(id ? { id } : {})}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      liveValidate={false}
      showErrorList={false}
      noHtml5Validate
      onChange={(event) => onChange(event.formData as T)}
    />
  );
}
