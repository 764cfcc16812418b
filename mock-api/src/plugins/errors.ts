// Every refusal and failure in the API's error shape, { message, code }.
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiError, codeForStatus, HttpError } from '../errors';

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(apiError(error.message, error.code, error.field, error.values));
    }
    if (error.validation) {
      return reply.code(400).send(apiError(error.message, 'VALIDATION_FAILED'));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      return reply.code(status).send(apiError(error.message, codeForStatus(status)));
    }
    // Logged in full, answered without details: no stack trace or SQL reaches the client.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(apiError('Something went wrong on our side. Please try again.', 'INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(apiError(`No such resource: ${request.method} ${request.pathname}`, 'NOT_FOUND'));
  });
}
