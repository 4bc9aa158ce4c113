import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupEmbedded, restoreEmbedded } from './backup';
import { openPglite } from './client';
import { DataDirInUseError } from './data-dir-lock';

const root = join(import.meta.dirname, '..', '..');

describe('backup and restore of the embedded database', () => {
  const base = mkdtempSync(join(tmpdir(), 'earshot-backup-'));
  const dataDir = join(base, 'db');
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const searches = async () => {
    const database = await openPglite(dataDir);
    try {
      return (await database.rows<{ q: string }>(sql`select search_criteria as q from search_history order by q`)).map(
        (r) => r.q,
      );
    } finally {
      await database.close();
    }
  };
  const add = async (q: string) => {
    const database = await openPglite(dataDir);
    await database.db.execute(
      sql`insert into search_history (listener_id, search_criteria) values (gen_random_uuid(), ${q})`,
    );
    await database.close();
  };

  it('writes a file, and puts the database back as it was, keeping the replaced one beside it', async () => {
    await add('kelp forests');
    const file = await backupEmbedded(dataDir, join(base, 'backups'));
    expect(existsSync(file)).toBe(true);
    await add('after the backup');
    expect(await searches()).toEqual(['after the backup', 'kelp forests']);

    const { keptAt } = await restoreEmbedded(dataDir, file);
    expect(await searches()).toEqual(['kelp forests']);
    expect(keptAt && existsSync(keptAt)).toBe(true);
  }, 60_000);

  it('leaves the database as it was when the backup file is damaged', async () => {
    const damaged = join(base, 'damaged.tar.gz');
    writeFileSync(damaged, 'not a backup');
    await expect(restoreEmbedded(dataDir, damaged)).rejects.toThrow('could not be opened');
    expect(await searches()).toEqual(['kelp forests']);
  }, 60_000);

  it('refuses while a running server holds the data directory', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(`${dataDir}.lock`, String(holder.pid));
      await expect(backupEmbedded(dataDir, join(base, 'backups'))).rejects.toBeInstanceOf(DataDirInUseError);
      const before = readdirSync(join(base, 'backups')).length;
      let out = '';
      try {
        execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'backup.ts')], {
          env: { ...process.env, DATA_DIR: base },
          stdio: 'pipe',
        });
      } catch (err) {
        out = String((err as { stderr: Buffer }).stderr);
      }
      expect(out).toContain('in use by another Earshot process');
      expect(readdirSync(join(base, 'backups'))).toHaveLength(before);
    } finally {
      holder.kill('SIGKILL');
      rmSync(`${dataDir}.lock`, { force: true });
    }
  }, 60_000);
});
