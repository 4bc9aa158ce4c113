import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../../scripts/server-command.mjs';
import { freePort } from '../test/free-port';
import { printableDatabaseUrl } from './startup';

/*
 * A server that cannot start says why in one line an operator can act on, and exits 1: the
 * PostgreSQL server unreachable or refusing the login, the port taken. Real processes, real errors.
 */

const root = resolve(import.meta.dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Starts the server with `env` and waits for it to end; its exit code and what it wrote to stderr. */
function startAndEnd(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const command = serverCommand({ ...process.env, DATA_DIR: dir, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  const child = spawn(process.execPath, command.args, {
    cwd: root,
    env: command.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((done) => child.on('exit', (code) => done({ code, stderr })));
}

describe('a server that cannot start says why', () => {
  it('prints DATABASE_URL without its password', () => {
    expect(printableDatabaseUrl('postgres://app:s3cret@db.example.com:5432/earshot?sslmode=require')).toBe(
      'postgres://app@db.example.com:5432/earshot?sslmode=require',
    );
    expect(printableDatabaseUrl('not a url')).toBe('DATABASE_URL');
  });

  it('names the PostgreSQL server it cannot reach, and exits 1', async () => {
    const closed = await freePort();
    const { code, stderr } = await startAndEnd({
      DATABASE_URL: `postgres://app:s3cret@127.0.0.1:${closed}/earshot`,
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Earshot cannot reach PostgreSQL at postgres://app@127.0.0.1:${closed}/earshot (DATABASE_URL): connect ECONNREFUSED 127.0.0.1:${closed}.`,
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('says that PostgreSQL refused the login', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.password = 'not-the-password';
    const { code, stderr } = await startAndEnd({ DATABASE_URL: url.toString(), PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^PostgreSQL at \S+ \(DATABASE_URL\) refused Earshot: password authentication failed/);
    expect(stderr).not.toContain('not-the-password');
  });

  it('says that the port is taken', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((r) => taken.listen(port, '127.0.0.1', r));
    try {
      // On the embedded database, in a directory of its own.
      const { code, stderr } = await startAndEnd({ PORT: String(port), DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(stderr).toContain(`Earshot cannot listen on 127.0.0.1:${port}: another process is listening there.`);
    } finally {
      await new Promise((r) => taken.close(r));
    }
  }, 120_000);
});
