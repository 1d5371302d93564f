// The one place errors become answers: validation → 422 (Laravel shape), client errors keep their
// status with `{message}`, framework errors (body too large, unsupported content type, invalid JSON,
// bad Content-Length) get the contract's status and shape with our own message, anything else is logged
// with the request id and answered as a bare 500 that carries it. Never a stack trace.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage, ValidationErrorResponse } from '@generated/model';
import { HttpError, ValidationError } from '../http-error';
import { toValidationErrors, toValidationResponse } from '../validation/laravel-errors';

const contentTypeOf = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();

/** Fastify's own request errors, answered in the contract's shapes with the server's wording. */
function frameworkAnswer(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; body: ErrorMessage | ValidationErrorResponse } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY': {
      return { status: 422, body: toValidationResponse({ body: ['The request body is not valid JSON.'] }) };
    }
    case 'FST_ERR_CTP_BODY_TOO_LARGE': {
      const limit = request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576;
      const message = `The request body must not be greater than ${Math.floor(limit / 1000)} kilobytes.`;
      return { status: 413, body: toValidationResponse({ body: [message] }) };
    }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_CTP_EMPTY_TYPE': {
      const type = contentTypeOf(request) || 'none';
      return {
        status: 415,
        body: { message: `The content type "${type}" is not supported; send application/json.` },
      };
    }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: 'The Content-Length header does not match the request body.' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 422, body: toValidationResponse({ body: ['The request body is required.'] }) };
  }
  return undefined;
}

async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const fieldErrors = toValidationErrors(error.validation as never, error.validationContext);
      return reply.code(422).send(toValidationResponse(fieldErrors));
    }
    if (error instanceof ValidationError) {
      return reply.code(422).send(toValidationResponse(error.errors));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ message: error.message } satisfies ErrorMessage);
    }
    const framework = frameworkAnswer(error, request);
    if (framework) return reply.code(framework.status).send(framework.body);
    if (error instanceof SyntaxError) {
      return reply.code(422).send(toValidationResponse({ body: ['The request body is not valid JSON.'] }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message } satisfies ErrorMessage);
    }
    // The client went away while a compressed answer streamed (a closed tab, a cancelled fetch): nothing
    // failed on our side, and an error log per closed tab buried the real ones.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ requestId: request.id }, 'client closed the connection before the answer ended');
      return reply.code(499).send();
    }
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    return reply
      .code(500)
      .send({ message: 'Server Error', requestId: String(request.id) } satisfies ErrorMessage);
  });
}

export default fp(errors, { name: 'errors' });
