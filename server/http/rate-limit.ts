import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** Operations that cost real work (a search, a model call, a feed fetch, speech to text). */
const EXPENSIVE = new Set([
  'POST /api/search',
  'POST /api/conversation/ask',
  'POST /api/conversational-search',
  'POST /api/audiobooks/:id/ask',
  'POST /api/transcribe',
  'POST /api/youtube/search',
  'POST /api/auto-queue',
  'POST /api/creators',
  'POST /api/creators/opml',
  'POST /api/creators/:id/sync',
  'POST /api/transcripts/auto-fetch-external',
  'POST /api/transcripts/batch-auto-fetch',
  'POST /api/transcripts/batch-generate',
  'POST /api/transcripts/podcastindex-batch-fetch',
  'POST /api/admin/test-apis',
]);

const isExpensive = (request: FastifyRequest) => EXPENSIVE.has(`${request.method} ${request.routeOptions.url}`);

/**
 * Each expensive operation is limited per listener (per address for callers without a cookie,
 * who would otherwise get a fresh identity every time), so one browser cannot starve the rest.
 * Over the limit: 429 with Retry-After, in the usual error form.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: perMinute,
    timeWindow: 60_000,
    allowList: (request) => !isExpensive(request),
    keyGenerator: (request) => (request.listenerKnown ? `listener:${request.listenerId}` : `address:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests of this kind. Try again in ${context.after}.`),
  });
}
