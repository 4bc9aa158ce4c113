import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShow } from '../test/factories';
import { openTestDatabase, testDatabases } from '../test/test-app';
import type { Database } from './client';

describe.each(testDatabases())('prepared statements on %s', (kind) => {
  let database: Database;
  let ids: string[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ episodeIds: ids } = await seedShow(database, 'Prepared', [
      { title: 'First', publishDate: '2024-03-01T10:00:00Z' },
      { title: 'Second', publishDate: '2024-03-02T10:00:00Z' },
    ]));
  });
  afterAll(() => database.close());

  const byId = (id: string) =>
    sql`select e.id, e.title, e.publish_date, e.duration_seconds, e.persons from episodes e where e.id = ${id}::uuid`;

  it('returns the rows a plain statement returns, run after run and for each value', async () => {
    // Past a statement's fifth run PostgreSQL may keep one plan for it: the rows stay the same.
    for (const id of [...ids, ...ids, ...ids, ...ids, ...ids]) {
      const plain = await database.rows(byId(id));
      const prepared = await database.rows(byId(id), { prepared: true });
      expect(prepared).toEqual(plain);
      expect(prepared).toHaveLength(1);
    }
    const [row] = await database.rows<{ title: string; publish_date: unknown }>(byId(ids[1] as string), {
      prepared: true,
    });
    expect(row?.title).toBe('Second');
    // Timestamps stay text, as on every other raw query.
    expect(typeof row?.publish_date).toBe('string');
  });

  it.runIf(kind === 'postgres')("prices a random read as memory's or an SSD's on every connection", async () => {
    // Several at once, so that more than one of the pool's connections answers.
    const rows = await Promise.all(
      Array.from({ length: 4 }, () => database.rows<{ random_page_cost: string }>(sql`show random_page_cost`)),
    );
    expect(rows.map(([r]) => r?.random_page_cost)).toEqual(['1.1', '1.1', '1.1', '1.1']);
  });

  it('starts every sequential scan at the first page, so a bounded sample of matches is the same each time', async () => {
    const rows = await Promise.all(
      Array.from({ length: 4 }, () => database.rows<{ synchronize_seqscans: string }>(sql`show synchronize_seqscans`)),
    );
    expect(rows.map(([r]) => r?.synchronize_seqscans)).toEqual(['off', 'off', 'off', 'off']);
  });

  it('reports a bad statement as an error and keeps working', async () => {
    await expect(database.rows(sql`select * from no_such_table`, { prepared: true })).rejects.toThrow(/no_such_table/);
    await expect(database.rows(byId(ids[0] as string), { prepared: true })).resolves.toHaveLength(1);
  });
});
