import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { BenchResult } from './figures';
import { round } from './figures';

const root = join(import.meta.dirname, '..', '..');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Sums the gzipped size of every script the page loads until the network is idle. */
async function initialJs(url: string): Promise<{ files: number; gzipKb: number; rawKb: number }> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') bodies.push(res.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(bodies);
    const raw = all.reduce((n, b) => n + b.length, 0);
    const gz = all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
    return { files: all.length, gzipKb: gz / 1024, rawKb: raw / 1024 };
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse is a benchmark-only tool of 170 MB, so it lives in a cache folder of its own
 * rather than in the project's dependencies; it drives Debian's Chromium.
 */
function lighthouseBin(): string {
  const prefix = join(homedir(), '.cache', 'earshot-bench');
  const bin = join(prefix, 'node_modules', '.bin', 'lighthouse');
  if (!existsSync(bin)) {
    execSync(`npm install --no-audit --no-fund --prefix ${prefix} lighthouse@12.8.2`, { stdio: 'ignore' });
  }
  return bin;
}

async function lighthouseScore(url: string): Promise<string> {
  try {
    const out = execSync(
      `${lighthouseBin()} ${url} --quiet --only-categories=performance --output=json --chrome-flags="${CHROMIUM_ARGS.join(' ')}"`,
      {
        cwd: root,
        env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ).toString();
    const score = JSON.parse(out).categories.performance.score as number;
    return String(Math.round(score * 100));
  } catch (err) {
    return `not measured: ${(err as Error).message.split('\n')[0]}`;
  }
}

/** Initial JavaScript of /search (budget under 200 KB gzipped) and Lighthouse's performance score. */
export async function benchWebSize(): Promise<BenchResult[]> {
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
  const port = 5392;
  const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'earshot-web-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`);
    const js = await initialJs(`http://127.0.0.1:${port}/search`);
    const score = await lighthouseScore(`http://127.0.0.1:${port}/search`);
    return [
      {
        name: 'Web client: /search',
        figures: {
          'scripts loaded': js.files,
          'initial JS gzipped (KB)': round(js.gzipKb, 1),
          'initial JS raw (KB)': round(js.rawKb, 1),
          'budget gzipped (KB)': 200,
          'Lighthouse performance': score,
        },
      },
    ];
  } finally {
    server.kill('SIGTERM');
  }
}
