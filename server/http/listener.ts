import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUuid } from '../../common/api/ids';

const COOKIE = 'earshot_listener';
const ONE_YEAR = 60 * 60 * 24 * 365;

declare module 'fastify' {
  interface FastifyRequest {
    listenerId: string;
    /** Whether the id came from a valid cookie (false: a new listener, made up for this request). */
    listenerKnown: boolean;
  }
}

/**
 * Gives every API caller an anonymous listener id in a signed, httpOnly cookie.
 * Everything personal is keyed by it; nothing in a URL can name another listener.
 */
export function registerListenerIdentity(app: FastifyInstance): void {
  app.decorateRequest('listenerId', '');
  app.decorateRequest('listenerKnown', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const existing = readListenerId(request);
    if (existing) {
      request.listenerId = existing;
      request.listenerKnown = true;
      return;
    }
    // The id costs nothing until the listener keeps something (see lockListener).
    const id = randomUUID();
    request.listenerId = id;
    reply.setCookie(COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      maxAge: ONE_YEAR,
      secure: request.protocol === 'https',
    });
  });
}

function readListenerId(request: FastifyRequest): string | null {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && isUuid(unsigned.value) ? unsigned.value : null;
}

export const LISTENER_COOKIE = COOKIE;
