// Turns JSON-schema (ajv) errors into the Laravel validation shape the back office understands:
// `{message, errors: {"dotted.path": ["The x field is required."]}}`.
import type { ErrorObject } from 'ajv';
import type { ValidationErrorResponse, ValidationErrors } from '@generated/model';

const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** `/appConfigs/0/name` → `appConfigs.0.name`; `fallback` names the part when the error is at its root. */
function dottedPath(error: ErrorObject, fallback: string): string {
  const segments = error.instancePath.split('/').slice(1).map(unescapePointer);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') segments.push(String(params.missingProperty));
  if (error.keyword === 'additionalProperties') segments.push(String(params.additionalProperty));
  return segments.length ? segments.join('.') : fallback;
}

const typeMessages: Record<string, string> = {
  string: 'must be a string',
  integer: 'must be an integer',
  number: 'must be a number',
  boolean: 'must be true or false',
  array: 'must be an array',
  object: 'must be an object',
};

const formatMessages: Record<string, string> = {
  email: 'must be a valid email address',
  uri: 'must be a valid URL',
  'date-time': 'must be a valid date',
  date: 'must be a valid date',
  uuid: 'must be a valid UUID',
};

function messageFor(error: ErrorObject, field: string): string {
  const params = error.params as Record<string, unknown>;
  const limit = params.limit;
  const the = `The ${field} field`;
  switch (error.keyword) {
    case 'required':
      return `${the} is required.`;
    case 'type': {
      const wanted = String(params.type)
        .split(',')
        .find((t) => t !== 'null');
      return `${the} ${typeMessages[wanted ?? ''] ?? 'has the wrong type'}.`;
    }
    case 'format':
      return `${the} ${formatMessages[String(params.format)] ?? 'format is invalid'}.`;
    case 'minLength':
      // Laravel's `required` refuses an empty string: `minLength: 1` is how the contract says required.
      return limit === 1 ? `${the} is required.` : `${the} must be at least ${limit} characters.`;
    case 'maxLength':
      return `${the} must not be greater than ${limit} characters.`;
    case 'minimum':
      return `${the} must be at least ${limit}.`;
    case 'maximum':
      return `${the} must not be greater than ${limit}.`;
    case 'exclusiveMinimum':
      return `${the} must be greater than ${limit}.`;
    case 'exclusiveMaximum':
      return `${the} must be less than ${limit}.`;
    case 'minItems':
      return `${the} must have at least ${limit} items.`;
    case 'maxItems':
      return `${the} must not have more than ${limit} items.`;
    case 'enum':
    case 'const':
      return `The selected ${field} is invalid.`;
    case 'additionalProperties':
      return `${the} is prohibited.`;
    case 'pattern':
      return `${the} format is invalid.`;
    case 'uniqueItems':
      return `${the} has a duplicate value.`;
    default:
      return `${the} is invalid.`;
  }
}

/** Which name a root-level error gets, by the part of the request that failed. */
const rootNames: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

export function toValidationErrors(errors: ErrorObject[], context = 'body'): ValidationErrors {
  const result: ValidationErrors = {};
  for (const error of errors) {
    // anyOf/oneOf add a summary next to each branch's own errors; keep it only when it is alone.
    if ((error.keyword === 'anyOf' || error.keyword === 'oneOf') && errors.length > 1) continue;
    const path = dottedPath(error, rootNames[context] ?? context);
    const message = messageFor(error, path);
    const list = (result[path] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
}

/** Laravel's summary: the first message, plus "(and N more errors)". */
export function toValidationResponse(errors: ValidationErrors): ValidationErrorResponse {
  const messages = Object.values(errors).flat();
  const rest = messages.length - 1;
  const first = messages[0] ?? 'The given data was invalid.';
  return {
    message: rest > 0 ? `${first} (and ${rest} more error${rest === 1 ? '' : 's'})` : first,
    errors,
  };
}
