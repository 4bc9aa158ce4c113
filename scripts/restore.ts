// `npm run restore -- <file>`: puts a backup from `npm run backup` back. With the embedded database
// (server stopped), the current one is kept beside it as db.before-restore-<time>.
import { join, resolve } from 'node:path';
import { parseEnvOrExit } from '../server/config/env';
import { restoreEmbedded, restorePostgres } from '../server/db/backup';
import { DataDirInUseError } from '../server/db/data-dir-lock';

const env = parseEnvOrExit(process.env);
const file = process.argv[2];
if (!file) {
  console.error('Name the backup file: npm run restore -- <file>');
  process.exit(1);
}
try {
  if (env.DATABASE_URL) {
    restorePostgres(env.DATABASE_URL, resolve(file));
    console.log(`Restored ${file} into the PostgreSQL database.`);
  } else {
    const { keptAt } = await restoreEmbedded(join(resolve(env.DATA_DIR), 'db'), resolve(file));
    console.log(`Restored ${file}.${keptAt ? ` The database it replaced is kept at ${keptAt}.` : ''}`);
  }
} catch (err) {
  console.error(err instanceof DataDirInUseError ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
