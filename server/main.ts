import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { runWebProcesses, startsWebProcesses } from './cluster';
import { loadSessionSecret } from './config/secret';
import { openAppDatabase, parseEnvOrExit } from './config/startup';
import { createLogger } from './http/logger';
import { warmUpSearch } from './modules/search/warm-up';

async function main() {
  const env = parseEnvOrExit(process.env);
  const root = resolve(import.meta.dirname, '..');
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
  if (startsWebProcesses(env)) {
    runWebProcesses(env, dataDir);
    return;
  }
  const database = await openAppDatabase(env);
  const app = await buildApp(
    {
      env: { ...env, DATA_DIR: dataDir },
      database,
      sessionSecret: loadSessionSecret(dataDir, env.SESSION_SECRET),
      version,
      webRoot: join(root, 'dist', 'web'),
      // Web processes only send jobs; workers run them and keep the schedules.
      jobs: { workers: env.ROLE !== 'web', schedules: env.ROLE !== 'web' },
    },
    logger,
  );
  if (env.ROLE === 'worker') {
    await app.ready();
    console.log('Earshot worker is running jobs (PostgreSQL)');
  } else {
    await app.ready();
    await warmUpSearch(app.context);
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    console.log(
      `Earshot is listening on ${address} (${database.kind === 'pglite' ? `embedded database in ${dataDir}` : 'PostgreSQL'}${env.ROLE === 'web' ? ', jobs run by workers' : ''})`,
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

void main();
