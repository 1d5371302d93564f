/** Raised for HTTP 404: the resource does not exist (spec 1 §8). */
export class NotFoundError extends Error {
  readonly status = 404;
  constructor(
    message = 'Not found',
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'NotFoundError';
  }
}

/** Raised for every other failed call: carries the status (0 without a response) and the body. */
export class ResponseError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ResponseError';
  }
}

export type ApiError = NotFoundError | ResponseError;

/** The status of an error raised by the API layer, if it has one. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof NotFoundError || error instanceof ResponseError) return error.status;
  return undefined;
}

/** The server's `message`, when the body carries one. */
export function serverMessage(error: unknown): string | undefined {
  const body = error instanceof NotFoundError || error instanceof ResponseError ? error.body : undefined;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}
