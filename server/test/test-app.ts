import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../app';
import { type Env, parseEnv } from '../config/env';
import type { Providers } from '../context';
import { type Database, openPglite, openPostgres } from '../db/client';
import type { VectorIndexSetting } from '../db/pgvector';
import { createScratchDatabase } from './scratch-database';

export type TestDbKind = 'pglite' | 'postgres';

/**
 * The databases server tests run on: PGlite always, and a real PostgreSQL server when
 * TEST_DATABASE_URL names one. Under CI a missing server is an error, not a skip.
 */
export function testDatabases(): TestDbKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error('CI needs TEST_DATABASE_URL: the PostgreSQL tier must run');
  return ['pglite'];
}

/** A fresh, empty, migrated database of the given kind. */
export async function openTestDatabase(
  kind: TestDbKind,
  opts: { vectorIndex?: VectorIndexSetting } = {},
): Promise<Database> {
  if (kind === 'pglite') return openPglite(null, opts);
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
  const database = await openPostgres(scratch.url, undefined, opts);
  const close = database.close;
  database.close = async () => {
    await close();
    await scratch.drop();
  };
  return database;
}

export type TestApp = {
  app: App;
  database: Database;
  env: Env;
  /** A new anonymous listener: its requests carry its own cookie. */
  listener(): Promise<TestListener>;
  close(): Promise<void>;
};

export type TestListener = {
  cookie: string;
  /** The listener id the signed cookie carries (for seeding rows straight into the database). */
  id: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
};

export async function createTestApp(
  kind: TestDbKind,
  opts: {
    env?: Record<string, string>;
    workers?: boolean;
    providers?: Partial<Providers>;
    /** An existing database, as a restarted server finds it (closed with the app). */
    database?: Database;
  } = {},
): Promise<TestApp> {
  // Tests call expensive operations far faster than a listener; the limit has its own test.
  const env = parseEnv({
    DATA_DIR: `/tmp/earshot-test-${randomBytes(4).toString('hex')}`,
    RATE_LIMIT_PER_MINUTE: '0',
    ...opts.env,
  });
  const database = opts.database ?? (await openTestDatabase(kind, { vectorIndex: env.VECTOR_INDEX }));
  const app = await buildApp(
    {
      env,
      database,
      sessionSecret: 'test-secret-test-secret-test-secret!',
      version: 'test',
      jobs: { workers: opts.workers ?? false, schedules: false, pollingIntervalSeconds: 0.5 },
      providers: opts.providers,
    },
    process.env.TEST_LOG ? { level: 'error' } : false,
  );
  await app.ready();
  return {
    app,
    database,
    env,
    async listener() {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const setCookie = res.headers['set-cookie'];
      const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
      return {
        cookie,
        id: decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '',
        inject: (o: InjectOptions) => app.inject({ ...o, headers: { ...(o.headers ?? {}), cookie } }),
      };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
