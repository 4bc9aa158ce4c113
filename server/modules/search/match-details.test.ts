import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { episodes } from '../../db/schema/catalog';
import { seedShow } from '../../test/factories';
import { openTestDatabase, testDatabases } from '../../test/test-app';
import { upsertEpisodes } from '../catalog/catalog.repo';
import { matchDetails } from './search.repo';
import { conceptsOf } from './search-terms';

describe.each(testDatabases())('match details on %s', (kind) => {
  let database: Database;
  let id: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const seeded = await seedShow(database, 'Coastlines', [
      { title: 'Tides', description: 'The moon pulls the oceans twice a day.' },
    ]);
    id = seeded.episodeIds[0] as string;
  });
  afterAll(() => database.close());

  it("reads a candidate's description again once the feed changed it", async () => {
    const concepts = conceptsOf('moon');
    const [first] = await matchDetails(database, [id], concepts, 'moon');
    expect(first?.description).toBe('The moon pulls the oceans twice a day.');
    expect(first?.hits[0]?.[1]).toBe(true);
    // Unchanged since: the description this process read before.
    const [again] = await matchDetails(database, [id], concepts, 'moon');
    expect(again?.description).toBe('The moon pulls the oceans twice a day.');

    const [row] = await database.db.select().from(episodes).where(eq(episodes.id, id));
    const { id: _id, createdAt: _c, updatedAt: _u, searchVector: _s, ...values } = row as typeof episodes.$inferSelect;
    await upsertEpisodes(database.db, [
      { ...values, descriptionText: 'Storm surges and the sun.', descriptionHtml: '<p>Storm surges and the sun.</p>' },
    ]);

    const [second] = await matchDetails(database, [id], concepts, 'moon');
    expect(second?.description).toBe('Storm surges and the sun.');
    expect(second?.hits[0]?.[1]).toBe(false);
  });
});
