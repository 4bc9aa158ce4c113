import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import type { Env } from './config/env';
import { loadSessionSecret } from './config/secret';
import { openAppDatabase } from './config/startup';
import { createLogger } from './http/logger';
import { warmUpSearch } from './modules/search/warm-up';

/** Serves (and runs jobs, by ROLE) in this process until SIGINT or SIGTERM. */
export async function serve(env: Env): Promise<void> {
  const root = resolve(import.meta.dirname, '..');
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version as string;
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = resolve(env.DATA_DIR);
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
    const address = await app.listen({ port: env.PORT, host: env.HOST }).catch((err: NodeJS.ErrnoException) => {
      // Taken by another process, or a port below 1024 without the right: said, not a stack.
      if (err.code !== 'EADDRINUSE' && err.code !== 'EACCES') throw err;
      const why = err.code === 'EADDRINUSE' ? 'another process is listening there' : 'not permitted';
      console.error(`Earshot cannot listen on ${env.HOST}:${env.PORT}: ${why}. Set PORT (or HOST) to another.`);
      process.exit(1);
    });
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
