import { resolve } from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Env } from './env';

/** DATABASE_URL as it may be printed: without its password. */
export function printableDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/** Network errors a connection meets, and PostgreSQL's classes 08 (connection) and 28 (authorization), 3D000 (no such database). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ECONNRESET',
  'ENOENT',
]);

/**
 * Why a PostgreSQL server could not be used, in a sentence an operator can act on; null for an
 * error of another kind (a bug, which keeps its stack).
 */
export function databaseOpenFailure(err: unknown, url: string): string | null {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  const where = printableDatabaseUrl(url);
  if (UNREACHABLE.has(code)) return `Earshot cannot reach PostgreSQL at ${where} (DATABASE_URL): ${message}.`;
  if (code.startsWith('28') || code.startsWith('08') || code === '3D000')
    return `PostgreSQL at ${where} (DATABASE_URL) refused Earshot: ${message}.`;
  return null;
}

/**
 * The database the server uses: DATABASE_URL when set, else the embedded one under DATA_DIR.
 * An embedded database another process holds, or a PostgreSQL server that cannot be reached or
 * refuses the login, ends this one with the reason, before any write.
 */
export async function openAppDatabase(env: Env): Promise<Database> {
  try {
    return await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: resolve(env.DATA_DIR),
      poolSize: env.DATABASE_POOL_SIZE,
      vectorIndex: env.VECTOR_INDEX,
    });
  } catch (err) {
    const reason =
      err instanceof DataDirInUseError
        ? err.message
        : env.DATABASE_URL
          ? databaseOpenFailure(err, env.DATABASE_URL)
          : null;
    if (reason) {
      console.error(reason);
      process.exit(1);
    }
    throw err;
  }
}
