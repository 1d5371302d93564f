// RJSF's validator without code generation. @rjsf/validator-ajv8 compiles every schema into JavaScript at
// run time (`new Function`), which a Content-Security-Policy without 'unsafe-eval' blocks (issue 7 §6).
// @cfworker/json-schema interprets the schema instead; this wraps it in RJSF's ValidatorType.
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

type FormData = unknown;

/** Keywords that only report that something inside failed; the inner error says what. */
const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'additionalItems',
  'allOf',
  '$ref',
  '$dynamicRef',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
  'contains',
  'if',
  'then',
  'else',
]);

/** `#/a/0/b` → `.a.0.b` (RJSF's property path). */
const toProperty = (instanceLocation: string) =>
  instanceLocation
    .replace(/^#/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => `.${decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')}`)
    .join('');

function toRjsfError(unit: OutputUnit): RJSFValidationError {
  let property = toProperty(unit.instanceLocation);
  let message = unit.error;
  const params: Record<string, unknown> = {};
  if (unit.keyword === 'required') {
    // Shown at the missing field, as RJSF users expect.
    const missing = /"([^"]+)"/.exec(unit.error)?.[1];
    if (missing) {
      params.missingProperty = missing;
      property = `${property}.${missing}`;
      message = `must have required property '${missing}'`;
    }
  }
  return {
    name: unit.keyword,
    property,
    message,
    params,
    stack: `${property} ${message}`.trim(),
    schemaPath: unit.keywordLocation,
  };
}

/** The schema with the root's definitions beside it, so `#/definitions/…` refs resolve. */
function withRootDefinitions(schema: RJSFSchema, rootSchema?: RJSFSchema): RJSFSchema {
  if (!rootSchema || rootSchema === schema) return schema;
  return {
    ...schema,
    ...(rootSchema.definitions ? { definitions: { ...rootSchema.definitions, ...schema.definitions } } : {}),
    ...(rootSchema.$defs ? { $defs: { ...rootSchema.$defs, ...schema.$defs } } : {}),
  };
}

export class CspSafeValidator implements ValidatorType<FormData, RJSFSchema> {
  private validators = new WeakMap<object, Validator>();

  private validatorFor(schema: RJSFSchema): Validator {
    let validator = this.validators.get(schema);
    if (!validator) {
      validator = new Validator(schema as Schema, '2020-12', false);
      this.validators.set(schema, validator);
    }
    return validator;
  }

  rawValidation<Result = OutputUnit>(schema: RJSFSchema, formData?: FormData) {
    try {
      const result = this.validatorFor(schema).validate(formData);
      return { errors: result.valid ? undefined : (result.errors as Result[]) };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  validateFormData(
    formData: FormData | undefined,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormData, RJSFSchema>,
    uiSchema?: UiSchema<FormData, RJSFSchema>,
  ): ValidationData<FormData> {
    const raw = this.rawValidation<OutputUnit>(schema, formData);
    let errors = (raw.errors ?? []).filter((unit) => !WRAPPERS.has(unit.keyword)).map(toRjsfError);
    if (raw.validationError) {
      errors = [
        { stack: `schema is invalid: ${raw.validationError.message}`, message: raw.validationError.message },
      ];
    }
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    let data: ValidationData<FormData> = { errors, errorSchema: toErrorSchema<FormData>(errors) };
    if (typeof customValidate === 'function') {
      const handler = customValidate(
        formData,
        createErrorHandler<FormData>(formData),
        uiSchema,
        data.errorSchema,
      );
      data = validationDataMerge<FormData>(data, unwrapErrorHandler<FormData>(handler));
    }
    return data;
  }

  isValid(schema: RJSFSchema, formData: FormData | undefined, rootSchema: RJSFSchema): boolean {
    try {
      return new Validator(withRootDefinitions(schema, rootSchema) as Schema, '2020-12', true).validate(
        formData,
      ).valid;
    } catch {
      return false;
    }
  }

  reset() {
    this.validators = new WeakMap();
  }
}

export const cspSafeValidator = new CspSafeValidator();
