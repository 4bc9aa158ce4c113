import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './client';
import { lockDataDir } from './data-dir-lock';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Writes the embedded database under `dataDir` to one gzipped tar file in `outDir`. The server
 * must be stopped (the data directory's lock says so otherwise). Returns the file written.
 */
export async function backupEmbedded(dataDir: string, outDir: string): Promise<string> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dataDir}.`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: pgliteExtensions });
    try {
      await client.query('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      mkdirSync(outDir, { recursive: true });
      const file = join(outDir, `earshot-${stamp()}.tar.gz`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      return file;
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database under `dataDir` with a backup. The database it replaces is kept
 * beside it (`db.before-restore-<time>`), and put back if the backup cannot be opened.
 */
export async function restoreEmbedded(dataDir: string, file: string): Promise<{ keptAt: string | null }> {
  const blob = new Blob([readFileSync(file)]);
  const release = lockDataDir(dataDir);
  const keptAt = existsSync(dataDir) ? `${dataDir}.before-restore-${stamp()}` : null;
  try {
    if (keptAt) renameSync(dataDir, keptAt);
    try {
      const client = await PGlite.create({ dataDir, loadDataDir: blob, extensions: pgliteExtensions });
      await client.query('select 1');
      await client.close();
    } catch (err) {
      rmSync(dataDir, { recursive: true, force: true });
      if (keptAt) renameSync(keptAt, dataDir);
      throw new Error(
        `The backup ${file} could not be opened; the database was left as it was. (${(err as Error).message})`,
      );
    }
    return { keptAt };
  } finally {
    release();
  }
}

/** A PostgreSQL server's database to a file with pg_dump (custom format), and back with pg_restore. */
export function backupPostgres(url: string, outDir: string): string {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `earshot-${stamp()}.dump`);
  execFileSync('pg_dump', ['--format=custom', '--file', file, url], { stdio: 'inherit' });
  return file;
}

export function restorePostgres(url: string, file: string): void {
  execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--dbname', url, file], { stdio: 'inherit' });
}
