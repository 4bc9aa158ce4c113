// Server memory with the model loaded: a server on PGlite with the demo catalog (embedded by its
// own job), a few searches so the sentence model and WordNet are loaded, then 20 s of quiet,
// resident memory sampled five times. Run alone with `npm run bench -- memory`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BenchResult, percentile, round } from './figures';
import { rssMb, startServer, stopServer } from './server-process';

const root = resolve(import.meta.dirname, '..', '..');
const PORT = 5396;
const BASE = `http://127.0.0.1:${PORT}`;
const QUERIES = ['sleep science', 'how do language models work', 'shipping containers', 'coffee economics'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function benchMemory(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-memory-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  });
  const child = await startServer(PORT, env);
  try {
    const pid = child.pid as number;
    const started = rssMb(pid);
    // The embedding job runs after start; wait until every demo episode has its vector.
    const end = Date.now() + 120_000;
    while (Date.now() < end) {
      const status = (await (await fetch(`${BASE}/api/admin/status`)).json()) as {
        search?: { embeddedEpisodes: number; totalEpisodes: number };
      };
      const s = status.search;
      if (s && s.totalEpisodes > 0 && s.embeddedEpisodes === s.totalEpisodes) break;
      await sleep(1000);
    }
    for (const q of QUERIES) {
      await fetch(`${BASE}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE },
        body: JSON.stringify({ searchCriteria: q }),
      });
    }
    await sleep(20_000);
    const samples: number[] = [];
    for (let i = 0; i < 5; i++) {
      samples.push(rssMb(pid));
      await sleep(2000);
    }
    return [
      {
        name: 'Server memory on PGlite, demo catalog, model loaded, idle',
        figures: {
          'RSS at start (MB)': round(started, 0),
          'RSS idle after searches (MB)': round(percentile(samples, 50), 0),
          budget: '< 400 MB',
        },
      },
    ];
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
