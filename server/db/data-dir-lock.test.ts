import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client';
import { DataDirInUseError } from './data-dir-lock';

describe('one process per embedded database', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const c of cleanups.splice(0)) c();
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'earshot-lock-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return join(dir, 'db');
  };
  const otherProcess = (): ChildProcess => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    cleanups.push(() => child.kill('SIGKILL'));
    return child;
  };

  it('refuses a data directory another running process holds, naming it, and opens nothing', async () => {
    const dir = tempDir();
    const holder = otherProcess();
    writeFileSync(`${dir}.lock`, String(holder.pid));
    const opening = openPglite(dir);
    await expect(opening).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(opening).rejects.toThrow(`in use by another Earshot process (pid ${holder.pid})`);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
  });

  it('takes over the lock of a process that died, and gives it back on close', async () => {
    const dir = tempDir();
    const dead = otherProcess();
    const pid = dead.pid as number;
    dead.kill('SIGKILL');
    await new Promise((r) => dead.once('exit', r));
    writeFileSync(`${dir}.lock`, String(pid));
    const database = await openPglite(dir);
    expect(existsSync(`${dir}.lock`)).toBe(true);
    await database.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  }, 30_000);
});
