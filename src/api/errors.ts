import type { ValidationErrors } from '@generated/model';

const NO_FIELD_ERRORS: ValidationErrors = Object.freeze({});

/** The field errors of a 422 body in the Laravel shape (`{message, errors: {"dotted.path": [msg]}}`). */
function fieldErrorsOf(body: unknown): ValidationErrors {
  if (!body || typeof body !== 'object' || !('errors' in body)) return NO_FIELD_ERRORS;
  const errors = body.errors;
  if (!errors || typeof errors !== 'object') return NO_FIELD_ERRORS;
  const result: ValidationErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[path] = messages.filter((m): m is string => typeof m === 'string');
  }
  return result;
}

/**
 * The one error of a failed API call (react-admin's HttpError): the status (0 without a response), the body as
 * the server sent it, and its field errors keyed by the field's dotted path (empty unless the body has them),
 * so a form maps them onto its fields without digging in the body.
 */
export class HttpError extends Error {
  readonly fieldErrors: ValidationErrors;
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
    this.fieldErrors = fieldErrorsOf(body);
  }

  /** The first message of a field ('upload', 'appConfigs.0.name'), if the server named one. */
  fieldError(path: string): string | undefined {
    return this.fieldErrors[path]?.[0];
  }
}

/** HTTP 404: the resource does not exist (spec 1 §8); the route error screen tells it apart. */
export class NotFoundError extends HttpError {
  constructor(message = 'Not found', body?: unknown) {
    super(message, 404, body);
    this.name = 'NotFoundError';
  }
}

/** The status of an error raised by the API layer, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The server's `message`, when the body carries one. */
export function serverMessage(error: unknown): string | undefined {
  const body = error instanceof HttpError ? error.body : undefined;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}
