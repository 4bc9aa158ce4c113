import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors';

/** True when any string in the value (keys included), however deep, holds a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * Text with a NUL character cannot be stored (PostgreSQL refuses it) and is never what a
 * listener typed: it is refused before any route runs, with the usual error body.
 */
export function registerNulRule(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new ValidationError('request.nul_character', 'Text may not contain NUL characters.');
    }
  });
}

/**
 * What the app's pages may load: scripts only from this server (no inline script), images and
 * audio from any web address (feeds point anywhere), calls only to this server (and the media
 * store uploads go to, when that is S3).
 */
export const contentSecurityPolicy = (uploadOrigin: string | null) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "media-src 'self' blob: https: http:",
    uploadOrigin ? `connect-src 'self' ${uploadOrigin}` : "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Headers every answer carries: no MIME sniffing, no framing by other sites, no referrer to them. */
export function registerSecurityHeaders(app: FastifyInstance, uploadOrigin: string | null): void {
  const policy = contentSecurityPolicy(uploadOrigin);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (!reply.hasHeader('Content-Security-Policy')) {
      // The API documentation page brings its own inline script; it is only kept from frames.
      const docs = request.url.startsWith('/api/docs');
      reply.header('Content-Security-Policy', docs ? "frame-ancestors 'none'" : policy);
    }
    return payload;
  });
}
