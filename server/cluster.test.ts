import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverCommand } from '../scripts/server-command.mjs';
import { freePort } from './test/free-port';
import { createScratchDatabase } from './test/scratch-database';

/*
 * WEB_PROCESSES=2: one command, two servers on one port (server/cluster.ts), on a real
 * PostgreSQL. Each new connection goes to the next server in turn.
 */

const root = resolve(import.meta.dirname, '..');

/** A GET on a connection of its own (no keep-alive), so that the next one may reach another server. */
function get(port: number, path: string, cookie = ''): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolveGet, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolveGet({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`no answer to ${path} in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/** The processes a process started, from /proc. */
const childrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('several web processes on one port (WEB_PROCESSES)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dir: string;
  let port: number;
  let server: ChildProcess;
  const log: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-processes-'));
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL as string);
    port = await freePort();
    const command = serverCommand({
      ...process.env,
      DATABASE_URL: scratch.url,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_PROCESSES: '2',
    });
    server = spawn(process.execPath, command.args, { cwd: root, env: command.env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (d) => log.push(String(d)));
    server.stderr?.on('data', (d) => log.push(String(d)));
    await until(() => {
      if (server.exitCode !== null) throw new Error(`the server ended:\n${log.join('')}`);
      return log.join('').includes('2 web processes share port');
    }, 'both web processes');
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGKILL');
      await exited;
    }
    await scratch?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs two servers, and a listener cookie made by one is known to the other', async () => {
    expect(childrenOf(server.pid as number)).toHaveLength(2);
    const first = await get(port, '/api/saved');
    expect(first.status).toBe(200);
    const cookie = (first.setCookie[0] ?? '').split(';')[0];
    expect(cookie).toMatch(/^earshot_listener=/);
    // Four connections, two to each server: none of them makes the listener a new cookie.
    for (let i = 0; i < 4; i++) {
      const next = await get(port, '/api/saved', cookie);
      expect(next.status).toBe(200);
      expect(next.setCookie).toEqual([]);
    }
  });

  it('replaces a server that dies, and keeps serving meanwhile', async () => {
    const [victim, survivor] = childrenOf(server.pid as number);
    process.kill(victim as number, 'SIGKILL');
    // A connection handed over in the instant the process dies is lost with it; from when the
    // process that started it knows of the death, the other one takes every connection.
    await until(() => log.join('').includes(`Web process ${victim} ended (SIGKILL)`), 'the death to be noticed');
    for (let i = 0; i < 4; i++) expect((await get(port, '/api/health/live')).status).toBe(200);
    await until(() => {
      const now = childrenOf(server.pid as number);
      return now.length === 2 && now.includes(survivor as number) && !now.includes(victim as number);
    }, 'a new web process');
    await until(() => /Web process \d+ serves in its place/.test(log.join('')), 'the new process to serve');
    expect(log.join('').split('2 web processes share port')).toHaveLength(2);
    for (let i = 0; i < 4; i++) expect((await get(port, '/api/health/live')).status).toBe(200);
  }, 120_000);

  it('stops every server on SIGTERM', async () => {
    const children = childrenOf(server.pid as number);
    const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  }, 60_000);
});
