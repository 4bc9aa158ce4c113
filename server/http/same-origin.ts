import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = /^(application\/json|multipart\/form-data)\b/i;

/**
 * CSRF defence for cookie-credentialed calls: a state-changing request carries JSON (or multipart)
 * and, when the browser sends an Origin, it must be this server's own.
 */
export function registerSameOriginRule(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError(403, 'cross_origin', 'This request came from another site and was refused.');
      }
      if (originHost !== request.headers.host) {
        throw new AppError(403, 'cross_origin', 'This request came from another site and was refused.');
      }
    } else if (origin === 'null') {
      throw new AppError(403, 'cross_origin', 'This request came from another site and was refused.');
    }
    const type = request.headers['content-type'];
    if (type && !BODY_TYPES.test(type) && !request.url.startsWith('/api/uploads/')) {
      throw new AppError(415, 'unsupported_media_type', 'Send JSON (application/json) or a multipart form.');
    }
  });
}
