// `npm run backup [-- <folder>]`: writes the database to a file (default folder: DATA_DIR/backups).
// The embedded database needs the server stopped; a PostgreSQL server's is dumped with pg_dump.
import { join, resolve } from 'node:path';
import { parseEnvOrExit } from '../server/config/env';
import { backupEmbedded, backupPostgres } from '../server/db/backup';
import { DataDirInUseError } from '../server/db/data-dir-lock';

const env = parseEnvOrExit(process.env);
const outDir = resolve(process.argv[2] ?? join(env.DATA_DIR, 'backups'));
try {
  const file = env.DATABASE_URL
    ? backupPostgres(env.DATABASE_URL, outDir)
    : await backupEmbedded(join(resolve(env.DATA_DIR), 'db'), outDir);
  console.log(`Backup written to ${file}`);
} catch (err) {
  console.error(err instanceof DataDirInUseError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
