import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './figures';
import { round } from './figures';

const root = join(import.meta.dirname, '..', '..');

async function waitForHealth(url: string, deadlineMs: number): Promise<void> {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`);
}

/** Seconds from `npm start` to a healthy /api/health, in `cwd` with its own data dir. */
async function timeStart(cwd: string, port: number, dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 600_000);
    return (performance.now() - started) / 1000;
  } finally {
    process.kill(-(child.pid as number), 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** First start of a fresh clone (install, build, migrate, listen) and a later start (listen). */
export async function benchStartup(): Promise<BenchResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'earshot-clone-'));
  const dataDir = join(dir, 'data');
  try {
    execSync(`git clone -q ${root} ${join(dir, 'app')}`);
    const app = join(dir, 'app');
    const first = await timeStart(app, 5391, dataDir);
    const later = await timeStart(app, 5391, dataDir);
    const laterAgain = await timeStart(app, 5391, dataDir);
    return [
      {
        name: 'Start-up (npm start in a fresh clone of the last commit)',
        figures: {
          'first start: install + build + migrate + listen (s)': round(first, 1),
          'later start: listen (s)': round(Math.min(later, laterAgain), 2),
          'later start budget (s)': 3,
        },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
