import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const BODY_TYPES = /^(application\/json|multipart\/form-data)\b/i;
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]', '::1'];
const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]']);

const crossOrigin = () => new AppError(403, 'cross_origin', 'This request came from another site and was refused.');

/** `host:port` or `[v6]:port` -> the lower-cased name without the port. */
export function hostName(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/**
 * The names this server answers to: the loopback names, the address it listens on (unless it is
 * every address) and the public names the operator lists in PUBLIC_HOSTS.
 */
export function allowedHostNames(listenHost: string, publicHosts: string[]): Set<string> {
  const names = new Set([...LOOPBACK_NAMES, ...publicHosts.map((h) => hostName(h))]);
  if (!ANY_ADDRESS.has(listenHost))
    names.add(hostName(listenHost.includes(':') && !listenHost.startsWith('[') ? `[${listenHost}]` : listenHost));
  return names;
}

/**
 * DNS rebinding defence: a page on a name that was rebound to this server's address sends that
 * name in Host. Only the names the server is configured for are answered, on every route.
 */
export function registerHostRule(app: FastifyInstance, allowed: Set<string>): void {
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    if (!host || !allowed.has(hostName(host))) {
      throw new AppError(
        421,
        'unknown_host',
        'This server does not answer to that host name. Add it to PUBLIC_HOSTS to reach the server by it.',
      );
    }
  });
}

/** The origin the browser shows for this server, as scheme://host[:port]. */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.headers.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-credentialed calls: a state-changing request carries JSON (or multipart)
 * and, when the browser sends an Origin, it must be this server's own: same scheme, host and port.
 * Multipart, which any site's form can send, needs that Origin.
 */
export function registerSameOriginRule(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      let given: string;
      try {
        given = new URL(origin).origin;
      } catch {
        throw crossOrigin();
      }
      // An opaque origin ("null": sandboxed frames, file pages) is never this server.
      if (given === 'null' || given !== ownOrigin(request)) throw crossOrigin();
    }
    const type = request.headers['content-type'];
    // A form on another site can post multipart without asking first; browsers name the page's
    // origin on such posts, so a multipart post must come with this server's own (or say, by
    // Sec-Fetch-Site, that no other site made it).
    if (origin === undefined && type && /^multipart\//i.test(type)) {
      const site = request.headers['sec-fetch-site'];
      if (site !== 'same-origin' && site !== 'none') throw crossOrigin();
    }
    if (type && !BODY_TYPES.test(type) && !request.url.startsWith('/api/uploads/')) {
      throw new AppError(415, 'unsupported_media_type', 'Send JSON (application/json) or a multipart form.');
    }
  });
}
