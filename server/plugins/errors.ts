// The one place errors become answers: validation → 422 (Laravel shape), client errors keep their
// status with `{message}`, anything else is logged and answered as a bare 500. Never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage } from '../../generated/model';
import { HttpError, ValidationError } from '../http-error';
import { toValidationErrors, toValidationResponse } from '../validation/laravel-errors';

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
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      const message = 'The request body is not valid JSON.';
      return reply.code(422).send(toValidationResponse({ body: [message] }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message } satisfies ErrorMessage);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' } satisfies ErrorMessage);
  });
}

export default fp(errors, { name: 'errors' });
