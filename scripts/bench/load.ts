// Load on the real server: listeners with think time (an action every 2-5 s: search, browse,
// save, playlist, ask, play), a closed-loop search throughput run (autocannon), and a soak that
// watches the server's memory. On PostgreSQL (200 listeners) when BENCH_DATABASE_URL or
// TEST_DATABASE_URL names a server, and on PGlite (50). On PostgreSQL, search throughput is also
// measured with two web processes (WEB_PROCESSES=2), one per core. Run alone with `npm run bench -- load`;
// BENCH_LOAD_SECONDS (default 60) and BENCH_SOAK_SECONDS (default 600) set the lengths.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../../server/config/env';
import { serviceContext } from '../../server/context';
import { type Database, openPglite, openPostgres } from '../../server/db/client';
import { embedPendingEpisodes } from '../../server/modules/search/embeddings.job';
import { createEmbeddingProvider } from '../../server/providers/embeddings/create-embedding-provider';
import { hasSharedFixtures } from '../../server/test/fixtures';
import { createScratchDatabase } from '../../server/test/scratch-database';
import { loadFixtureFeeds } from '../eval/eval-corpus';
import { cachedEmbeddings } from '../eval/relevance-eval';
import { type BenchResult, percentile, round } from './figures';
import { rssMb, startServer, stopServer } from './server-process';

const root = resolve(import.meta.dirname, '..', '..');
const PORT = 5394;
const BASE = `http://127.0.0.1:${PORT}`;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
/** A request slower than this counts as starved. */
const STARVED_MS = 2000;
/** The start of a run, reported on its own: a cold server is slow there first. */
const FIRST_MS = 10_000;

const QUERIES = (
  JSON.parse(readFileSync(join(root, 'scripts', 'eval', 'relevance-set.json'), 'utf8')) as {
    queries: { criteria?: string }[];
  }
).queries
  .map((q) => q.criteria)
  .filter((c): c is string => !!c);

/** The fixture feeds, embedded, in the database the server will open. */
async function prepare(database: Database): Promise<{ episodeIds: string[]; askId: string | null }> {
  await loadFixtureFeeds(database);
  const env = parseEnv({});
  await embedPendingEpisodes(
    serviceContext(env, database, { embeddings: cachedEmbeddings(createEmbeddingProvider(env)) }),
  );
  const ids = await database.rows<{ id: string }>(sql`select id from episodes order by id limit 2000`);
  const ask = await database.rows<{ id: string }>(sql`select episode_id as id from transcripts limit 1`);
  return { episodeIds: ids.map((r) => r.id), askId: ask[0]?.id ?? null };
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One request: what it did, how long it took, whether it succeeded, and when it was sent. */
type Sample = { action: string; ms: number; ok: boolean; at: number };

/** One listener: its own cookie, an action every 2-5 s until `until`. */
async function listener(until: number, episodeIds: string[], askId: string | null, samples: Sample[]) {
  const first = await fetch(`${BASE}/api/health`);
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
  const call = async (action: string, method: string, path: string, body?: unknown) => {
    const at = Date.now();
    const t0 = performance.now();
    let ok = false;
    try {
      const res = await fetch(`${BASE}${path}`, {
        method,
        headers: { cookie, origin: BASE, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      await res.arrayBuffer();
      ok = res.status < 500 && res.status !== 429;
    } catch {
      ok = false;
    }
    samples.push({ action, ms: performance.now() - t0, ok, at });
  };
  await sleep(Math.random() * 3000);
  while (Date.now() < until) {
    const episode = pick(episodeIds);
    const roll = Math.random();
    if (roll < 0.3)
      await call('search', 'POST', '/api/search', { searchCriteria: pick(QUERIES), relevanceThreshold: 0.3 });
    else if (roll < 0.5) await call('browse', 'GET', '/api/episodes?limit=20');
    else if (roll < 0.6) await call('save', 'POST', '/api/saved', { podcastId: episode });
    else if (roll < 0.7) await call('playlist', 'POST', `/api/playlist/${episode}`);
    else if (roll < 0.8 && askId)
      await call('ask', 'POST', '/api/conversation/ask', { contentId: askId, message: 'What is this episode about?' });
    else await call('play', 'POST', '/api/listening-history', { episodeId: episode, positionSeconds: 30 });
    await sleep(2000 + Math.random() * 3000);
  }
}

/** Closed loop: as many searches as the server answers in `seconds`, from 50 connections. */
function searchThroughput(seconds: number) {
  return autocannon({
    url: `${BASE}/api/search`,
    method: 'POST',
    connections: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json', origin: BASE },
    requests: QUERIES.slice(0, 40).map((q) => ({
      method: 'POST' as const,
      body: JSON.stringify({ searchCriteria: q, relevanceThreshold: 0.3 }),
    })),
  });
}

const throughputFigures = (run: autocannon.Result) => ({
  // Answered with results; a 503 "busy" counts as an error, not as a search served.
  'requests/s': round((run.requests.total - run.non2xx) / run.duration, 0),
  'p50 ms': run.latency.p50,
  'p99 ms': run.latency.p99,
  errors: run.errors + run.non2xx,
});

/**
 * Search throughput with WEB_PROCESSES=2: both cores serve (PostgreSQL and the load generator
 * share them). A 5 s run first warms both servers' statements and caches; it is not counted.
 */
async function runTwoWebProcesses(env: Record<string, string>): Promise<BenchResult> {
  const server = await startServer(PORT, { ...env, WEB_PROCESSES: '2' }, '2 web processes share port');
  try {
    await searchThroughput(5);
    const run = await searchThroughput(20);
    return {
      name: 'Search throughput on postgres, WEB_PROCESSES=2 (autocannon, 50 connections, 20 s)',
      figures: { ...throughputFigures(run), budget: '>= 150 requests/s' },
    };
  } finally {
    await stopServer(server);
  }
}

async function runOn(
  kind: 'postgres' | 'pglite',
  listeners: number,
  budgetMs: number,
  env: Record<string, string>,
  data: { episodeIds: string[]; askId: string | null },
): Promise<BenchResult[]> {
  const server = await startServer(PORT, env);
  const pid = server.pid as number;
  try {
    // Think-time listeners.
    const samples: Sample[] = [];
    const started = Date.now();
    const until = started + LOAD_SECONDS * 1000;
    await Promise.all(Array.from({ length: listeners }, () => listener(until, data.episodeIds, data.askId, samples)));
    const times = samples.map((s) => s.ms);
    // The first seconds of the run, when a cold process would show.
    const first = samples.filter((s) => s.at - started < FIRST_MS).map((s) => s.ms);
    const errors = samples.filter((s) => !s.ok).length;
    const byAction = Object.fromEntries(
      [...new Set(samples.map((s) => s.action))].map((a) => [
        `p95 ${a} (ms)`,
        round(
          percentile(
            samples.filter((s) => s.action === a).map((s) => s.ms),
            95,
          ),
          0,
        ),
      ]),
    );

    const throughput = await searchThroughput(20);

    // Soak: listeners for SOAK_SECONDS, memory sampled each 10 s after a 30 s warm-up.
    const rss: number[] = [];
    const soakUntil = Date.now() + SOAK_SECONDS * 1000;
    const sampler = setInterval(() => rss.push(rssMb(pid)), 10_000);
    await Promise.all(
      Array.from({ length: Math.min(listeners, 50) }, () => listener(soakUntil, data.episodeIds, data.askId, [])),
    );
    clearInterval(sampler);
    const settled = rss.slice(3);
    const growth = settled.length > 1 ? (settled.at(-1) as number) / settled[0] - 1 : Number.NaN;
    return [
      {
        name: `Load: ${listeners} listeners with think time on ${kind} (${LOAD_SECONDS} s)`,
        figures: {
          requests: samples.length,
          errors,
          'p50 ms': round(percentile(times, 50), 0),
          'p95 ms': round(percentile(times, 95), 0),
          'p99 ms': round(percentile(times, 99), 0),
          [`requests over ${STARVED_MS} ms`]: times.filter((t) => t > STARVED_MS).length,
          [`p95 in the first ${FIRST_MS / 1000} s (ms)`]: round(percentile(first, 95), 0),
          ...byAction,
          budget: `0 errors, p95 < ${budgetMs} ms`,
        },
      },
      {
        name: `Search throughput on ${kind}, one web process (autocannon, 50 connections, 20 s)`,
        figures: { ...throughputFigures(throughput), budget: 'none (see WEB_PROCESSES=2 on PostgreSQL)' },
      },
      {
        name: `Soak on ${kind} (${Math.min(listeners, 50)} listeners, ${SOAK_SECONDS} s)`,
        figures: {
          // A soak of 40 s or less ends before the warm-up has two samples after it.
          'RSS after warm-up (MB)': settled.length > 1 ? round(settled[0] as number, 0) : 'n/a (soak too short)',
          'RSS at end (MB)': settled.length > 1 ? round(settled.at(-1) as number, 0) : 'n/a (soak too short)',
          growth: Number.isFinite(growth) ? `${round(growth * 100, 1)} %` : 'n/a',
          budget: 'growth < 10 %',
        },
      },
    ];
  } finally {
    await stopServer(server);
  }
}

export async function benchLoad(): Promise<BenchResult[]> {
  if (!hasSharedFixtures) return [{ name: 'load', figures: { skipped: 'needs shared/fixtures/feeds' } }];
  const results: BenchResult[] = [];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'earshot_load');
    try {
      const database = await openPostgres(scratch.url);
      const data = await prepare(database);
      await database.close();
      const dataDir = mkdtempSync(join(tmpdir(), 'earshot-load-pg-'));
      try {
        const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
        results.push(...(await runOn('postgres', 200, 200, env, data)));
        results.push(await runTwoWebProcesses(env));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      await scratch.drop();
    }
  } else {
    results.push({ name: 'Load on postgres', figures: { skipped: 'set BENCH_DATABASE_URL or TEST_DATABASE_URL' } });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-load-pglite-'));
  try {
    const database = await openPglite(join(dataDir, 'db'));
    const data = await prepare(database);
    await database.close();
    results.push(...(await runOn('pglite', 50, 500, { DATA_DIR: dataDir }, data)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
