// Errors meant for the client: their status and message are answered as they are.
import type { ValidationErrors } from '../generated/model';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 with field messages, answered in the Laravel shape. */
export class ValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly errors: ValidationErrors) {
    super('The given data was invalid.');
    this.name = 'ValidationError';
  }
}
