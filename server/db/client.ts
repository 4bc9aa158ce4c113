import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { vector } from '@electric-sql/pglite-pgvector';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config/env';
import { lockDataDir } from './data-dir-lock';
import { preparePgliteVectors, preparePostgresVectors, type VectorIndexSetting } from './pgvector';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What pg-boss needs to run on a database it did not connect to itself. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Whether episode vectors are ranked by pgvector in this database (see `VECTOR_INDEX`). */
  pgvector: boolean;
  /**
   * Raw rows of a drizzle `sql` query, the same shape on both drivers. `prepared`: on a
   * PostgreSQL server the statement is parsed once per connection and then only bound and run
   * (still planned for its values each time), for statements that run on every search and whose
   * text takes one of a few forms. PGlite runs it as any other.
   */
  rows<T>(query: SQL, opts?: { prepared?: boolean }): Promise<T[]>;
  executor: SqlExecutor;
  close(): Promise<void>;
};

const migrationsFolder = join(import.meta.dirname, 'migrations');
// The same extensions must be loaded on every open of a PGlite data dir.
export const pgliteExtensions = { pg_trgm, unaccent, vector };

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * PostgreSQL's defaults suit a server of its own, not a database inside our process: 128 MB of
 * shared buffers is resident memory of the app, and 1 GB of WAL is disk. Returns true when a
 * setting changed that needs a restart.
 */
async function tunePglite(client: PGlite): Promise<boolean> {
  const { rows } = await client.query<{ name: string; setting: string }>(
    "select name, setting from pg_settings where name in ('max_wal_size', 'shared_buffers')",
  );
  const setting = (name: string) => Number(rows.find((r) => r.name === name)?.setting);
  let restart = false;
  if (setting('max_wal_size') > 64) {
    await client.query("ALTER SYSTEM SET max_wal_size = '64MB'");
    await client.query('SELECT pg_reload_conf()');
  }
  if (setting('shared_buffers') > 4096) {
    await client.query("ALTER SYSTEM SET shared_buffers = '32MB'");
    restart = true;
  }
  return restart;
}

/**
 * PGlite runs each query on this thread, and its promises resolve without returning to the event
 * loop: under load, one query after another kept the process from reading new requests or
 * firing timers (an unrelated read waited 880 ms at the median with 200 searches in flight).
 * Each query now first lets pending I/O run, which brought that read back to 35 ms.
 */
function yieldBeforeQueries(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  client.query = (async (...args: Parameters<typeof query>) => {
    await turn();
    return query(...args);
  }) as typeof client.query;
  client.exec = (async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec(...args);
  }) as typeof client.exec;
}

/**
 * A search reads a bounded sample of a broad word's matches (`limit` with no order, see
 * episodeCandidates). By default a sequential scan of a table bigger than a quarter of the shared
 * buffers starts where the last one stopped, so the same search found different episodes each
 * time (at 100,000 episodes on PostgreSQL, and from about 7,000 on PGlite's 32 MB). Every scan
 * from the first page makes the sample, and so the results, the same on every run.
 */
const SAME_SCAN_EVERY_TIME = 'set synchronize_seqscans = off';

/** Opens PGlite in `dataDir` (or memory when null) and applies the migrations. */
export async function openPglite(
  dataDir: string | null,
  opts: { vectorIndex?: VectorIndexSetting } = {},
): Promise<Database> {
  let client: PGlite;
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
    if (!existsSync(join(dataDir, 'PG_VERSION'))) {
      execFileSync(process.execPath, [join(import.meta.dirname, 'pglite-init.mjs'), dataDir], { stdio: 'inherit' });
    }
    client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    if (await tunePglite(client)) {
      // shared_buffers takes effect on the next start only.
      await client.close();
      client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    }
  } else {
    client = await PGlite.create({ extensions: pgliteExtensions });
  }
  await client.exec(SAME_SCAN_EVERY_TIME);
  yieldBeforeQueries(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const pgvector = await preparePgliteVectors(client, opts.vectorIndex ?? 'auto');
  return {
    kind: 'pglite',
    db,
    pgvector,
    rows: (q) => rowsOf(db, q),
    executor: {
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** Dates, times and intervals stay text, as drizzle's driver returns them for raw queries. */
const KEEP_AS_TEXT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const rawTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    KEEP_AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * A statement prepared on each connection under a name made from its text: the server parses
 * it once, and each run only binds the values. After its first five runs PostgreSQL keeps one
 * plan for it when that plan is priced no higher than the ones made for each run's values; the
 * search statements make each tsquery once per run (see search.repo.ts), so their plans do not
 * depend on the words, and are not made again for every search.
 */
async function preparedRows<T>(pool: pg.Pool, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `earshot_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  const result = await pool.query({ name, text, values: params as unknown[], types: rawTypes } as pg.QueryConfig);
  return result.rows as T[];
}

/** The advisory lock key migrations are applied under ("earshot" as a 64-bit number). */
const MIGRATION_LOCK = '7305446042154853236';

/** Connects to a PostgreSQL server and applies the migrations. */
export async function openPostgres(
  url: string,
  poolSize = DEFAULT_DATABASE_POOL_SIZE,
  opts: { vectorIndex?: VectorIndexSetting } = {},
): Promise<Database> {
  // Each new connection is set up before the pool hands it out (a connection whose setup fails is
  // closed, and the statement waiting for it fails). A random read is priced as memory's or an
  // SSD's, not a spinning disk's (the default of 4): with 4, a broad word's matches were read from
  // the whole table rather than through their index. The README's "at scale" section has the
  // figures. Sequential scans start at the table's first page (see SAME_SCAN_EVERY_TIME).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    onConnect: async (client) => {
      await client.query(`set random_page_cost = 1.1; ${SAME_SCAN_EVERY_TIME}`);
    },
  });
  // An idle client can be cut off by the server (restart, admin command); the pool replaces it.
  // Without a listener that event would crash the process.
  pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  // Several processes may start at once against one server: one migrates, the others wait for it.
  const client = await pool.connect();
  let pgvector = false;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client, casing: 'snake_case' }) as never, { migrationsFolder });
    pgvector = await preparePostgresVectors(client, opts.vectorIndex ?? 'auto');
  } catch (err) {
    // A database that cannot be set up is not used: its connections close with the error.
    client.release();
    await pool.end();
    throw err;
  }
  await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
  client.release();
  return {
    kind: 'postgres',
    db,
    pgvector,
    rows: (q, o) => (o?.prepared ? preparedRows(pool, q) : rowsOf(db, q)),
    executor: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  vectorIndex?: VectorIndexSetting;
}): Promise<Database> {
  const { vectorIndex } = opts;
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize, { vectorIndex })
    : openPglite(join(opts.dataDir, 'db'), { vectorIndex });
}
