import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import { createScratchDatabase } from '../test/scratch-database';
import { openTestDatabase, testDatabases } from '../test/test-app';
import { JobQueue } from './queue';

const log = pino({ level: 'silent' });

async function waitFor<T>(probe: () => T | undefined, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDatabases())('job queue on %s', (kind) => {
  const open: Database[] = [];
  afterAll(async () => {
    for (const db of open) await db.close().catch(() => {});
  });

  it('runs a job and retries one that fails', async () => {
    const database = await openTestDatabase(kind);
    open.push(database);
    const queue = new JobQueue(database, log, 0.5);
    const seen: string[] = [];
    let attempts = 0;
    queue.define<{ word: string }>('echo', async ({ word }) => {
      seen.push(word);
    });
    queue.define<{ word: string }>(
      'flaky',
      async ({ word }) => {
        attempts += 1;
        if (attempts === 1) throw new Error('first try fails');
        seen.push(word);
      },
      { retryLimit: 2 },
    );
    await queue.start({ schedules: false });
    const id = await queue.send('echo', { word: 'hello' });
    expect(id).toBeTruthy();
    await queue.send('flaky', { word: 'again' });
    await waitFor(() => (seen.includes('hello') ? true : undefined));
    expect(await queue.state('echo', id as string)).toBe('completed');
    await waitFor(() => (seen.includes('again') ? true : undefined), 30_000);
    expect(attempts).toBe(2);
    await queue.stop();
  });
});

describe('job queue on a PGlite data dir', () => {
  const dir = mkdtempSync(join(tmpdir(), 'earshot-jobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a queued job across a restart and runs it after', async () => {
    const first = await openPglite(dir);
    const before = new JobQueue(first, log, 0.5);
    before.define('later', async () => {});
    await before.start({ schedules: false });
    // Stop the workers before the job is sent, as if the process died before running it.
    await before.stop();
    const producer = new JobQueue(first, log, 0.5);
    await (producer as unknown as { boss: PgBoss }).boss.start();
    const id = await producer.send('later', { n: 1 });
    await (producer as unknown as { boss: PgBoss }).boss.stop({ graceful: false, wait: true });
    await first.close();

    const second = await openPglite(dir);
    const after = new JobQueue(second, log, 0.5);
    const ran: number[] = [];
    after.define<{ n: number }>('later', async ({ n }) => {
      ran.push(n);
    });
    await after.start({ schedules: false });
    await waitFor(() => (ran.length ? true : undefined));
    expect(ran).toEqual([1]);
    expect(await after.state('later', id as string)).toBe('completed');
    await after.stop();
    await second.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('job queue started by several processes at once', () => {
  it('installs itself once on a fresh PostgreSQL and starts in each', async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    // Each with its own connections, as web processes and a worker starting together have.
    const databases = await Promise.all(Array.from({ length: 4 }, () => openPostgres(scratch.url)));
    try {
      const queues = databases.map((database) => {
        const queue = new JobQueue(database, log, 0.5);
        queue.define('ping', async () => {});
        return queue;
      });
      await Promise.all(queues.map((queue, i) => queue.start({ schedules: false, workers: i === 0 })));
      for (const queue of queues) expect(await queue.send('ping', {})).toBeTruthy();
      for (const queue of queues) await queue.stop();
    } finally {
      for (const database of databases) await database.close();
      await scratch.drop();
    }
  });
});
