import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
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
 * Over the limit: 429 with Retry-After, in the usual error form. On a PostgreSQL server the
 * counts live in the database, so a listener has one limit however many web processes serve it;
 * the embedded database belongs to one process, which counts in memory.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: number, database: Database): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(rateLimit, {
    global: true,
    hook: 'preHandler',
    max: perMinute,
    timeWindow: 60_000,
    ...(database.kind === 'postgres' && { store: databaseStore(database), skipOnError: true }),
    allowList: (request) => !isExpensive(request),
    keyGenerator: (request) => (request.listenerKnown ? `listener:${request.listenerId}` : `address:${request.ip}`),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests of this kind. Try again in ${context.after}.`),
  });
}

/** One in this many counts also clears the counters of minutes long gone. */
const SWEEP_EVERY = 500;

/**
 * Counts in the `rate_limits` table: one statement a call starts a new minute or adds to the one
 * running, by the database's clock, which every process shares. A database that fails to count
 * lets the call through (skipOnError): the call itself will meet the same database.
 */
function databaseStore(database: Database): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const window = sql`make_interval(secs => ${timeWindow / 1000})`;
      database
        .rows<{ count: number; ttl: number }>(
          sql`
          insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
          on conflict (key) do update set
            count = case when r.window_start <= now() - ${window} then 1 else r.count + 1 end,
            window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
          returning count, greatest(0, ceil(extract(epoch from window_start + ${window} - now()) * 1000))::int as ttl`,
          { prepared: true },
        )
        .then(
          ([row]) => callback(null, { current: row?.count ?? 1, ttl: row?.ttl ?? timeWindow }),
          (err: Error) => callback(err),
        );
      if (Math.floor(Math.random() * SWEEP_EVERY) === 0) {
        database.rows(sql`delete from rate_limits where window_start < now() - 2 * ${window}`).catch(() => {});
      }
    }

    child() {
      return this;
    }
  };
}
