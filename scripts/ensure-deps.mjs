#!/usr/bin/env node
// Installs npm dependencies when they are missing or older than package-lock.json,
// so `npm start` and `npm test` work in a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const marker = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  // `npm install` follows package-lock.json exactly; `npm ci` is not used because npm 11 leaves
  // other platforms' optional packages out of the lock and then refuses it as out of sync.
  console.log('Installing dependencies...');
  execSync('npm install --no-audit --no-fund', {
    cwd: root,
    stdio: 'inherit',
  });
}
