#!/usr/bin/env node
// `npm start`: installs dependencies when missing, builds the web client when its sources
// changed since the last build, then runs the server (migrations apply at start-up).
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serverCommand } from './server-command.mjs';

const root = new URL('..', import.meta.url).pathname;
await import('./ensure-deps.mjs');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = join(root, 'dist', 'web', 'index.html');
const sources = Math.max(
  newest(join(root, 'web')),
  newest(join(root, 'common')),
  statSync(join(root, 'vite.config.ts')).mtimeMs,
);
// A worker serves no pages.
if (process.env.ROLE !== 'worker' && (!existsSync(built) || statSync(built).mtimeMs < sources)) {
  console.log('Building the web client...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

const command = serverCommand();
const server = spawn(process.execPath, command.args, { cwd: root, env: command.env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
