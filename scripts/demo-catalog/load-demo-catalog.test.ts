import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { episodes, shows } from '../../server/db/schema/catalog';
import { transcriptSegments, transcripts } from '../../server/db/schema/transcripts';
import { openTestDatabase, testDatabases } from '../../server/test/test-app';
import { loadDemoCatalog } from './load-demo-catalog';

describe.each(testDatabases())('demo catalog on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const counts = async () => ({
    shows: (await database.db.select({ n: count() }).from(shows))[0]?.n,
    episodes: (await database.db.select({ n: count() }).from(episodes))[0]?.n,
    transcripts: (await database.db.select({ n: count() }).from(transcripts))[0]?.n,
    segments: (await database.db.select({ n: count() }).from(transcriptSegments))[0]?.n,
  });

  it('loads shows, episodes and timed transcripts, and loading again changes nothing', async () => {
    const first = await loadDemoCatalog(database);
    expect(first).toEqual({ shows: 4, newEpisodes: 16, totalEpisodes: 16, transcripts: 4 });
    const after = await counts();
    expect(after).toMatchObject({ shows: 4, episodes: 16, transcripts: 4 });
    expect(after.segments).toBeGreaterThan(20);

    const second = await loadDemoCatalog(database);
    expect(second.newEpisodes).toBe(0);
    expect(await counts()).toEqual(after);
  });
});
