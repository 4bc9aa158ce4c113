import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Audiobook } from '../common/api/audiobooks';
import { serverCommand } from '../scripts/server-command.mjs';
import { LIGHTHOUSE_BOOK, makeSpokenBook } from './modules/audiobooks/test/spoken-book';
import { startS3Server } from './providers/media-storage/test/s3-server';
import { freePort } from './test/free-port';
import { createScratchDatabase } from './test/scratch-database';

/*
 * The scaled-out deployment, end to end: two web processes and a worker, each its own Node
 * process, on one PostgreSQL database and one S3-compatible bucket (s3rver). Runs only with a
 * PostgreSQL server (TEST_DATABASE_URL), as the embedded database belongs to one process.
 */

const root = resolve(import.meta.dirname, '..');
const SECRET = 'scale-out-test-session-secret-0123456789';

type Proc = { child: ChildProcess; base: string; log: string[] };

async function startProcess(env: Record<string, string>, waitForHealth: boolean): Promise<Proc> {
  const port = await freePort();
  const log: string[] = [];
  const command = serverCommand({ ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: command.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => log.push(String(d)));
  child.stderr?.on('data', (d) => log.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  const end = Date.now() + 90_000;
  const ready = async () => {
    if (waitForHealth) return (await fetch(`${base}/api/health`).catch(() => null))?.ok === true;
    return log.join('').includes('worker is running jobs');
  };
  while (!(await ready())) {
    if (child.exitCode !== null || Date.now() > end) throw new Error(`process did not start:\n${log.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { child, base, log };
}

async function stop(p: Proc | undefined) {
  if (!p || p.child.exitCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two web processes and a worker on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let feeds: Server;
  let feedUrl = '';
  let web1: Proc;
  let web2: Proc;
  let worker: Proc | undefined;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    s3 = await startS3Server();
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Harbour Tales</title><link>http://x.invalid/</link>
      <description>Stories from a small harbour.</description>
      <item><guid>harbour-1</guid><title>The Night Ferry</title><description>A ferry crosses in a gale.</description>
      <pubDate>${new Date().toUTCString()}</pubDate><enclosure url="http://127.0.0.1/a.mp3" type="audio/mpeg" length="1"/></item>
      </channel></rss>`;
    feeds = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(feed));
    await new Promise<void>((r) => feeds.listen(0, '127.0.0.1', r));
    feedUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}/feed.xml`;
    const shared = {
      ...s3.env,
      DATABASE_URL: scratch.url,
      SESSION_SECRET: SECRET,
      FETCH_ALLOW_PRIVATE_HOSTS: 'true',
      RATE_LIMIT_PER_MINUTE: '0',
      TRANSCRIBE_PROVIDER: 'local',
    };
    // The web processes start together: one applies the migrations, the other waits for it.
    [web1, web2] = await Promise.all([
      startProcess({ ...shared, ROLE: 'web', DATA_DIR: join(dir, 'web1') }, true),
      startProcess({ ...shared, ROLE: 'web', DATA_DIR: join(dir, 'web2') }, true),
    ]);
    worker = await startProcess({ ...shared, ROLE: 'worker', DATA_DIR: join(dir, 'worker') }, false);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stop(web1), stop(web2), stop(worker)]);
    await new Promise((r) => feeds?.close(r));
    await s3?.close();
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves one listener from either web process, and the worker runs what they start', async () => {
    const health = await (await fetch(`${web1.base}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'postgres', role: 'web' });
    const first = await fetch(`${web1.base}/api/health`);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0];
    const call = (base: string, path: string, init: RequestInit = {}) =>
      fetch(`${base}${path}`, {
        ...init,
        headers: { cookie, origin: base, 'content-type': 'application/json', ...(init.headers ?? {}) },
      });

    // A creator followed through web 1 is synced by the worker and listed by web 2.
    const follow = await call(web1.base, '/api/creators', {
      method: 'POST',
      body: JSON.stringify({ name: 'Harbour Tales', type: 'podcast', url: feedUrl, autoSync: true }),
    });
    expect(follow.status, `${await follow.clone().text()}\n${web1.log.join('')}`).toBeLessThan(300);
    await expect
      .poll(async () => ((await (await call(web2.base, '/api/episodes')).json()) as unknown[]).length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);

    // A book uploaded to the bucket through web 1's URL, made on web 2, transcribed by the worker.
    const bookPath = join(dir, 'book.m4b');
    makeSpokenBook(bookPath, LIGHTHOUSE_BOOK);
    const bytes = readFileSync(bookPath);
    const { uploadURL } = (await (
      await call(web1.base, '/api/audiobooks/upload-url', { method: 'POST', body: '{}' })
    ).json()) as { uploadURL: string };
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'content-type': 'audio/mp4' },
    });
    expect(put.status).toBe(200);
    const created = await call(web2.base, '/api/audiobooks', {
      method: 'POST',
      body: JSON.stringify({ title: 'The Lighthouse Keeper', author: 'Ada Moreno', audioUrl: uploadURL.split('?')[0] }),
    });
    expect(created.status).toBe(201);
    const book = Audiobook.parse(await created.json());
    await expect
      .poll(
        async () =>
          Audiobook.parse(await (await call(web1.base, `/api/audiobooks/${book.id}`)).json()).transcriptStatus,
        { timeout: 90_000, interval: 1000, message: `worker log:\n${worker?.log.join('')}` },
      )
      .toBe('completed');

    // Either web process streams it from the bucket.
    for (const base of [web1.base, web2.base]) {
      const part = await call(base, `/api/audiobooks/${book.id}/stream`, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    }

    // The worker counted its jobs' work; the web processes ran none.
    const metrics = await (await call(web2.base, '/api/metrics')).text();
    expect(metrics).toContain('earshot_http_request_duration_seconds');
  }, 240_000);
});
