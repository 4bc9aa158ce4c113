import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

/** Runs the seeder as `npm run seed:demo` does, with only the given settings. */
function seed(env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
  }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );
}

describe('seed:demo', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'earshot-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops with the bad variable named, before touching any database', async () => {
    const result = await seed({ DATA_DIR: join(dataDir, 'unused'), PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT:');
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('loads the demo catalog into the embedded database under DATA_DIR, and again without duplicates', async () => {
    const first = await seed({ DATA_DIR: dataDir });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Demo catalog ready: \d+ shows, (\d+) episodes \(\1 new\)/);
    expect(readdirSync(dataDir).length).toBeGreaterThan(0);
    const again = await seed({ DATA_DIR: dataDir });
    expect(again.stdout).toMatch(/\(0 new\)/);
  });
});
