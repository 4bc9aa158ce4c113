import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** The embedded database belongs to one process; a second one opening it would lose writes. */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The embedded database in ${dir} is in use by another Earshot process (pid ${pid}). ` +
        'Stop that process first, or give this one another DATA_DIR. ' +
        '(To load demo data into a running server, stop it, run the seeder, and start it again.)',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process: a lock file naming our pid, created atomically. A
 * lock left by a process that no longer runs (a crash, kill -9) is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const path = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) throw new DataDirInUseError(dir, holder);
    rmSync(path, { force: true });
  }
  throw new Error(`Could not take the lock ${path}`);
}
