#!/usr/bin/env node
// Runs every test tier and ends with one plain line: "N passed, N failed".
// Tiers: unit + server on PGlite (always), server on PostgreSQL (needs a server),
// browser journeys (needs Chromium). A tier whose system part is missing is skipped
// with the reason, except under CI, where every tier must run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const ci = Boolean(process.env.CI);
const out = mkdtempSync(join(tmpdir(), 'earshot-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

async function postgresUrl() {
  const candidates = [process.env.TEST_DATABASE_URL, 'postgres://postgres:earshot@127.0.0.1:5432/postgres'].filter(
    Boolean,
  );
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return url;
    } catch {
      // try the next one
    }
  }
  return null;
}

function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) ? path : null;
}

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status ?? 1;
}

function skip(tier, why) {
  const line = `SKIPPED ${tier}: ${why}`;
  if (ci) {
    problems.push(`${tier} cannot run under CI: ${why}`);
    totals.failed += 1;
  }
  console.log(`\n${line}\n`);
}

// Tier 1 and 2: vitest (server tests run on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set).
const pgUrl = await postgresUrl();
if (!pgUrl)
  skip(
    'PostgreSQL server tests',
    'no PostgreSQL server answered (set TEST_DATABASE_URL, or run .ci/install-system.sh)',
  );
const vitestJson = join(out, 'vitest.json');
const vitestEnv = pgUrl ? { TEST_DATABASE_URL: pgUrl } : {};
const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  vitestEnv,
);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  const failedSuites = r.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'),
  );
  for (const s of failedSuites) {
    totals.failed += 1;
    problems.push(`test file failed to run: ${s.name}`);
  }
} else {
  totals.failed += 1;
  problems.push(`vitest exited ${vitestStatus} without results`);
}

// Tier 3: browser journeys in Chromium against the real server.
const chromium = chromiumPath();
if (!chromium) {
  skip('browser journeys', 'Chromium is not installed at /usr/bin/chromium (apt-get install chromium)');
} else {
  const buildStatus = run('npx', ['vite', 'build', '--logLevel', 'warn']);
  if (buildStatus !== 0) {
    totals.failed += 1;
    problems.push('the web client did not build');
  } else {
    const pwJson = join(out, 'playwright.json');
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
      CHROMIUM_PATH: chromium,
    });
    if (existsSync(pwJson)) {
      const r = JSON.parse(readFileSync(pwJson, 'utf8'));
      const s = r.stats ?? {};
      totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
      totals.failed += s.unexpected ?? 0;
      totals.skipped += s.skipped ?? 0;
      if ((r.errors ?? []).length) {
        totals.failed += 1;
        problems.push(`playwright: ${r.errors[0].message?.split('\n')[0]}`);
      }
    } else {
      totals.failed += 1;
      problems.push('playwright produced no results');
    }
  }
}

for (const p of problems) console.log(`problem: ${p}`);
if (totals.skipped) console.log(`${totals.skipped} skipped`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
