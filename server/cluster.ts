import cluster, { type Worker } from 'node:cluster';
import type { Env } from './config/env';
import { loadSessionSecret } from './config/secret';

/** How long a web process that ended is left before another is started in its place. */
const RESTART_DELAY_MS = 1000;

/**
 * WEB_PROCESSES above 1: this process starts that many servers on its port and serves nothing
 * itself. Node's cluster module hands each new connection to the next of them in turn, so one
 * machine's cores all serve. The first runs the jobs as well when ROLE is `all`; the others only
 * serve. They sign cookies with one secret (SESSION_SECRET, else the one kept in DATA_DIR), so a
 * listener's cookie works on each. One that ends after it began serving is replaced; one that
 * ends before (the database cannot be reached, the port is taken) ends them all, as a single
 * server would.
 */
export function runWebProcesses(env: Env, dataDir: string): void {
  const secret = loadSessionSecret(dataDir, env.SESSION_SECRET);
  const count = env.WEB_PROCESSES;
  const serving = new Set<Worker>();
  let stopping = false;

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    if (!running.length) process.exit(code);
    let left = running.length;
    for (const worker of running) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(code);
      });
      worker.process.kill('SIGTERM');
    }
  };

  let allServed = false;
  const start = (index: number) => {
    const worker = cluster.fork({
      SESSION_SECRET: secret,
      ROLE: index === 0 ? env.ROLE : 'web',
    });
    worker.once('listening', () => {
      serving.add(worker);
      // Said once when all first serve; a replacement says that it took the place of one that ended.
      if (allServed) console.log(`Web process ${worker.process.pid} serves in its place`);
      else if (serving.size === count) {
        allServed = true;
        console.log(`Earshot: ${count} web processes share port ${env.PORT}`);
      }
    });
    worker.once('exit', (code, signal) => {
      const served = serving.delete(worker);
      if (stopping) return;
      if (!served) {
        console.error(`A web process ended before it served (${signal ?? `exit code ${code}`}); stopping`);
        stopAll(1);
        return;
      }
      console.error(`Web process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another`);
      setTimeout(() => {
        if (!stopping) start(index);
      }, RESTART_DELAY_MS);
    });
  };

  for (let i = 0; i < count; i++) start(i);
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
}

/** Whether this process is to start web processes rather than serve (see runWebProcesses). */
export const startsWebProcesses = (env: Env) => env.WEB_PROCESSES > 1 && cluster.isPrimary;
