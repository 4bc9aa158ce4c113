// `npm run seed:demo`: loads Earshot's own small demo catalog into the database the server would
// use (DATABASE_URL, else PGlite under DATA_DIR). Safe to run again: nothing is duplicated.
import { parseEnvOrExit } from '../server/config/env';
import { openAppDatabase } from '../server/config/startup';
import { loadDemoCatalog } from './demo-catalog/load-demo-catalog';

async function main() {
  const env = parseEnvOrExit(process.env);
  const database = await openAppDatabase(env);
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
