import { resolve } from 'node:path';
import { runWebProcesses, startsWebProcesses } from './cluster';
import { parseEnvOrExit } from './config/env';

const env = parseEnvOrExit(process.env);
if (startsWebProcesses(env)) runWebProcesses(env, resolve(env.DATA_DIR));
else {
  // The app is loaded only where it serves or runs jobs: a process that starts web processes stays small.
  const { serve } = await import('./serve');
  await serve(env);
}
