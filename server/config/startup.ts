import { resolve } from 'node:path';
import { type Database, openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import type { Env } from './env';

/**
 * The database the server uses: DATABASE_URL when set, else the embedded one under DATA_DIR.
 * An embedded database another process holds ends this one with the reason, before any write.
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
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
