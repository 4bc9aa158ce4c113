// Catalog sync benchmark: the first sync of The Daily (845 episodes) into a fresh database, a
// re-sync with no changes (304 Not Modified, 200 with the same body, 200 with a rewritten body but
// the same episodes), and the server process's memory while it syncs.
// Budgets: first sync < 3 s on PGlite, unchanged re-sync < 0.5 s.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from '../../server/config/env';
import { serviceContext } from '../../server/context';
import { type Database, openPglite, openPostgres } from '../../server/db/client';
import { type CatalogContext, syncShowFromFeed } from '../../server/modules/catalog/catalog-sync.service';
import { startFeedServer } from '../../server/modules/catalog/fixtures/feed-server';
import { createScratchDatabase } from '../../server/test/scratch-database';
import { serverCommand } from '../server-command.mjs';
import { type BenchResult, round } from './figures';

const THE_DAILY = resolve(import.meta.dirname, '../../../shared/fixtures/feeds/podcast-feed-parser/the-daily.xml');
const ROOT = resolve(import.meta.dirname, '../..');
const PORT = 5211;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function benchDatabase(label: string, database: Database, feedBody: Buffer): Promise<BenchResult> {
  const feeds = await startFeedServer();
  try {
    feeds.serve('/plain.xml', feedBody);
    feeds.serve('/etag.xml', feedBody, { etag: true });
    const ctx: CatalogContext = serviceContext(parseEnv({ FETCH_ALLOW_PRIVATE_HOSTS: 'true' }), database);
    const [first, firstMs] = await timed(() => syncShowFromFeed(ctx, { feedUrl: feeds.url('/plain.xml') }));
    const unchanged: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [again, ms] = await timed(() => syncShowFromFeed(ctx, { feedUrl: feeds.url('/plain.xml') }));
      if (again.newEpisodes + again.updatedEpisodes !== 0) throw new Error('an unchanged re-sync wrote episodes');
      unchanged.push(ms);
    }
    // A publisher that rewrites the feed (a new lastBuildDate) without changing any episode: the
    // body is parsed and compared, and no row is written.
    const rewritten: number[] = [];
    for (let i = 0; i < 5; i++) {
      feeds.serve('/plain.xml', Buffer.concat([feedBody, Buffer.from(`\n<!-- rebuilt ${i} -->\n`)]));
      const [again, ms] = await timed(() => syncShowFromFeed(ctx, { feedUrl: feeds.url('/plain.xml') }));
      if (again.newEpisodes + again.updatedEpisodes !== 0)
        throw new Error('a rewritten feed with the same episodes wrote episodes');
      rewritten.push(ms);
    }
    await syncShowFromFeed(ctx, { feedUrl: feeds.url('/etag.xml') });
    const notModified: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [again, ms] = await timed(() => syncShowFromFeed(ctx, { feedUrl: feeds.url('/etag.xml') }));
      if (!again.notModified) throw new Error('the ETag re-sync did not get 304');
      notModified.push(ms);
    }
    return {
      name: `catalog-sync ${label}`,
      figures: {
        episodes: first.totalEpisodes,
        firstSyncMs: round(firstMs),
        'firstSyncBudgetMs (pglite)': 3000,
        resync200UnchangedMedianMs: round(median(unchanged)),
        resync200RewrittenSameEpisodesMedianMs: round(median(rewritten)),
        resync304MedianMs: round(median(notModified)),
        resyncBudgetMs: 500,
      },
    };
  } finally {
    await feeds.close();
  }
}

function memoryKb(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(base: string, child: ChildProcess): Promise<string> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return String(res.headers.get('set-cookie')).split(';')[0] ?? '';
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error('server did not become healthy');
}

/** Runs the real server (node + tsx loader, so the pid is the server itself) and syncs through its API. */
async function benchServerMemory(feedBody: Buffer, databaseUrl = ''): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-bench-sync-'));
  const feeds = await startFeedServer();
  feeds.serve('/the-daily.xml', feedBody);
  const { args, env } = serverCommand({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    FETCH_ALLOW_PRIVATE_HOSTS: 'true',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
  });
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const cookie = await waitForHealth(base, child);
    await sleep(2000);
    const idle = memoryKb(child.pid as number);
    const headers = { cookie, 'content-type': 'application/json' };
    const start = performance.now();
    const created = await fetch(`${base}/api/creators`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'The Daily', url: feeds.url('/the-daily.xml') }),
    });
    if (created.status !== 201)
      throw new Error(`creating the creator answered ${created.status}: ${await created.text()}`);
    let peakRss = idle.rss;
    let status = 'pending';
    let episodeCount = 0;
    while (status === 'pending' || status === 'syncing') {
      peakRss = Math.max(peakRss, memoryKb(child.pid as number).rss);
      await sleep(25);
      const list = (await (await fetch(`${base}/api/creators`, { headers: { cookie } })).json()) as {
        syncStatus: string;
        episodeCount: number;
      }[];
      status = list[0]?.syncStatus ?? 'missing';
      episodeCount = list[0]?.episodeCount ?? 0;
      if (performance.now() - start > 120_000) throw new Error('sync did not finish in 2 minutes');
    }
    const syncMs = performance.now() - start;
    const after = memoryKb(child.pid as number);
    if (status !== 'synced') throw new Error(`sync ended ${status}`);
    return {
      name: `catalog-sync server memory (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`,
      figures: {
        episodes: episodeCount,
        syncThroughApiMs: round(syncMs),
        idleRssMb: round(idle.rss / 1024),
        idleHwmMb: round(idle.hwm / 1024),
        peakRssSampledMb: round(peakRss / 1024),
        hwmAfterSyncMb: round(after.hwm / 1024),
        rssAfterSyncMb: round(after.rss / 1024),
      },
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await feeds.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres<T>(adminUrl: string, fn: (database: Database) => Promise<T>): Promise<T> {
  return withPostgresUrl(adminUrl, async (url) => {
    const database = await openPostgres(url);
    try {
      return await fn(database);
    } finally {
      await database.close();
    }
  });
}

/** A fresh database on the server at `adminUrl`, dropped afterwards. */
async function withPostgresUrl<T>(adminUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(adminUrl, 'earshot_bench');
  try {
    return await fn(scratch.url);
  } finally {
    await scratch.drop();
  }
}

export async function benchCatalogSync(): Promise<BenchResult[]> {
  if (!existsSync(THE_DAILY)) return [{ name: 'catalog-sync', figures: { skipped: 'shared fixtures not present' } }];
  const feedBody = readFileSync(THE_DAILY);
  const results: BenchResult[] = [];

  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-bench-pglite-'));
  const pglite = await openPglite(join(dataDir, 'db'));
  try {
    results.push(await benchDatabase('PGlite', pglite, feedBody));
  } finally {
    await pglite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (pgUrl) results.push(await withPostgres(pgUrl, (database) => benchDatabase('PostgreSQL', database, feedBody)));
  else results.push({ name: 'catalog-sync PostgreSQL', figures: { skipped: 'set BENCH_DATABASE_URL to run' } });

  results.push(await benchServerMemory(feedBody));
  if (pgUrl) {
    results.push(await withPostgresUrl(pgUrl, (url) => benchServerMemory(feedBody, url)));
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { printResults } = await import('./figures');
  printResults(await benchCatalogSync());
  process.exit(0);
}
