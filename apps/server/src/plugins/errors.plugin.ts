import { INPUT_MESSAGES } from '@arrears/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { isRefusedTextError } from '../db/query-error';
import { HttpError } from '../http-error';

interface Issue {
  path: string;
  message: string;
}

/** Errors are JSON `{ message }` with a fitting status; validation adds the list of issues. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ ...error.body, message: error.message });

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: Issue[] = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ message: issues[0]?.message ?? 'Invalid request', issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'The request body is not valid JSON.' });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(400).send({ message: 'The request body is empty.' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ message: 'Unsupported content type.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ message: 'The request body is too large.' });
    }
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send({ message: error.message || 'Too many requests. Please wait and try again.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .send({ message: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    // Text the database cannot store (a NUL byte) that got past the input check (decision 0090):
    // the caller's input, so a 400; the log line shows the statement and the code, never the values.
    if (isRefusedTextError(error)) {
      request.log.warn({ err: error }, 'the database refused a text value');
      return reply.code(400).send({ message: INPUT_MESSAGES.controlCharacters });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` });
  });
}
