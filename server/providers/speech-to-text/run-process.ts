import { spawn } from 'node:child_process';

/**
 * Runs a program without a shell; resolves with its stdout (or, with `output: 'stderr'`, its
 * stderr, where ffmpeg's filters report), rejects with its stderr tail.
 */
export function runProcess(
  command: string,
  args: string[],
  opts: { timeoutMs: number; output?: 'stdout' | 'stderr' },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errAll: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (opts.output === 'stderr') errAll.push(chunk);
      err = (err + chunk.toString()).slice(-2000);
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (signal === 'SIGKILL') reject(new Error(`${command} took longer than ${Math.round(opts.timeoutMs / 1000)} s`));
      else if (code !== 0)
        reject(new Error(`${command} exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
      else resolve(Buffer.concat(opts.output === 'stderr' ? errAll : out).toString('utf8'));
    });
  });
}

/** Whether a program can be started at all (present on PATH and executable). */
export async function canRun(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', () => resolve(true));
  });
}
