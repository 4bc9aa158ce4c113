#!/usr/bin/env node
// Runs every test tier and ends with one plain line: "N passed, N failed".
// Tiers: lint (Biome), unit + server on PGlite (always), server on PostgreSQL (needs a server),
// the tests that read ../shared/fixtures (need that folder), browser journeys (need Chromium).
// A tier whose system part is missing is skipped with the reason, except under CI, where every
// tier must run. A tool that exits non-zero fails the run even when its report looks clean.
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

// Tier 0: the house style (npm run lint); any problem it finds counts as one failure.
const lintStatus = run('npx', ['biome', 'check', '--error-on-warnings', '.', '--max-diagnostics=50']);
if (lintStatus === 0) totals.passed += 1;
else {
  totals.failed += 1;
  problems.push('npm run lint found problems (fix with npx biome check --write .)');
}

if (!existsSync(join(root, '..', 'shared', 'fixtures'))) {
  skip('tests on the shared fixtures', '../shared/fixtures is not beside the project');
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
  // Unhandled errors and failed hooks leave every test green in the report but exit non-zero.
  if (vitestStatus !== 0 && r.numFailedTests === 0 && failedSuites.length === 0) {
    totals.failed += 1;
    problems.push(`vitest exited ${vitestStatus} (an unhandled error or a failed hook; see its output above)`);
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
    const pwStatus = run('npx', ['playwright', 'test', '--reporter=list,json'], {
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
      } else if (pwStatus !== 0 && !s.unexpected) {
        totals.failed += 1;
        problems.push(`playwright exited ${pwStatus} with no failed journey in its report`);
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
