// The real server as a benchmark runs it: its own process (node + tsx loader, so the pid is the
// server itself), quiet logs, no rate limit, and its resident memory read from /proc.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serverCommand } from '../server-command.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * Starts server/main.ts on `port` with `env` and resolves once /api/health answers (and, with
 * `readyLine`, once the server has printed it).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  readyLine?: string,
): Promise<ChildProcess> {
  const { args, env: childEnv } = serverCommand({
    ...process.env,
    ...env,
    PORT: String(port),
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: '0',
  });
  const child = spawn(process.execPath, args, { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'ignore'] });
  let printed = '';
  child.stdout?.on('data', (d) => {
    if (readyLine && !printed.includes(readyLine)) printed += String(d);
  });
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    const ready = !readyLine || printed.includes(readyLine);
    if (ready && (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) return child;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory of a process, in MB. */
export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
