import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShow } from '../test/factories';
import { openTestDatabase, testDatabases } from '../test/test-app';
import type { Database } from './client';
import { refreshStatistics } from './statistics';

describe.each(testDatabases())('planner statistics on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const dayOf = (i: number) => new Date(Date.UTC(2024, 0, 1 + i, 10)).toISOString();
  const episodeRows = async () =>
    (await database.rows<{ n: number }>(sql`select reltuples::float8 as n from pg_class where relname = 'episodes'`))[0]
      ?.n ?? -1;

  it('reads them again once a table changed by more than 50 rows and a tenth, and not before', async () => {
    await seedShow(
      database,
      'Statistics Hour',
      Array.from({ length: 30 }, (_, i) => ({ title: `Episode ${i + 1}`, publishDate: dayOf(i) })),
    );
    expect(await refreshStatistics(database)).not.toContain('episodes');

    await seedShow(
      database,
      'A Catalog Just Synced',
      Array.from({ length: 150 }, (_, i) => ({ title: `Synced episode ${i + 1}`, publishDate: dayOf(i) })),
    );
    // A server's counts reach the statistics views within a second or so; the embedded database's at once.
    const deadline = Date.now() + 15_000;
    const read: string[] = [];
    while ((await episodeRows()) < 180 && Date.now() < deadline) {
      read.push(...(await refreshStatistics(database)));
      if ((await episodeRows()) < 180) await new Promise((r) => setTimeout(r, 250));
    }
    expect(await episodeRows()).toBe(180);
    // The embedded database has no autovacuum: only this read them.
    if (kind === 'pglite') expect(read).toContain('episodes');
    // Read, they are not stale again until the table changes again.
    expect(await refreshStatistics(database)).not.toContain('episodes');
  });
});
