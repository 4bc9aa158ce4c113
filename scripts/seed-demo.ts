// `npm run seed:demo`: loads Earshot's own small demo catalog into the database the server would
// use (DATABASE_URL, else PGlite under DATA_DIR). Safe to run again: nothing is duplicated.
import { resolve } from 'node:path';
import { ConfigError, parseEnv } from '../server/config/env';
import { openDatabase } from '../server/db/client';
import { loadDemoCatalog } from './demo-catalog/load-demo-catalog';

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) });
  try {
    const result = await loadDemoCatalog(database);
    console.log(
      `Demo catalog ready: ${result.shows} shows, ${result.totalEpisodes} episodes (${result.newEpisodes} new), ${result.transcripts} transcripts.`,
    );
  } finally {
    await database.close();
  }
}

void main();
