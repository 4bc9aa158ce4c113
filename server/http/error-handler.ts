import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from './errors';

/** What the multipart parser (busboy) throws for a body that is not a well-formed form. */
const MULTIPART_DAMAGE =
  /^(Unexpected end of (form|multipart data)|Multipart: Boundary not found|Malformed part header)/;

function isMalformedMultipart(err: FastifyError): boolean {
  return !err.statusCode && typeof err.message === 'string' && MULTIPART_DAMAGE.test(err.message);
}

/**
 * Router errors (an address that does not decode, a path part over 100 characters) in the same
 * `{ error }` form, without echoing the address back.
 */
export function frameworkErrors(err: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ error: { code: 'path_too_long', message: 'A part of the address is too long.' } });
    return;
  }
  reply.status(400).send({ error: { code: 'bad_url', message: 'The address is not valid.' } });
}

/** The one place where errors become `{ error: { code, message } }` answers. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({ error: { code: err.code, message: err.message } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const where = err.validationContext ?? 'body';
      const message = first?.message ?? 'Invalid request';
      return reply.status(400).send({
        error: {
          code: 'validation_failed',
          message: field ? `${where}.${field}: ${message}` : `${where}: ${message}`,
        },
      });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
    }
    if (isMalformedMultipart(err)) {
      return reply.status(400).send({
        error: { code: 'malformed_multipart', message: 'The form upload is damaged or incomplete. Send it again.' },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
    }
    const code =
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'unsupported_media_type'
        : (err.code ?? 'bad_request').toLowerCase();
    return reply.status(status).send({ error: { code, message: err.message } });
  });
}
