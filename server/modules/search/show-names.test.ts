import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shows } from '../../db/schema';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { catalogNames } from './show-names';

describe.each(testDatabases())('the catalog names on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('knows the publishers a listener would say, not addresses, lists of hosts or show names', async () => {
    // Hosts as real feeds write them (itunes:author).
    const hosts: [string, string | null][] = [
      ['Planet Money', 'NPR'],
      ['The Indicator', ' NPR '],
      ['The Daily', 'The New York Times'],
      ['Podnews podcasting news', 'Podnews LLC'],
      ['Namespace Example', 'john@example.com (John Doe)'],
      ['Taverncast', "Bryce Erwin, Bill Ticknor, Michelle O'Neill"],
      ['The Ruminant', 'Jordan Marr - Farming, Gardening, Food Security'],
      ['Langsam gesprochene Nachrichten', 'DW.COM | Deutsche Welle'],
      ['cd SPILL', 'C:\\SPILL＞'],
      ['Boo Bury', 'Boo Bury'],
      ['No Author', null],
    ];
    await t.database.db
      .insert(shows)
      .values(
        hosts.map(([name, host]) => ({ name, host, feedUrl: `https://example.test/${encodeURIComponent(name)}` })),
      );
    const { shows: names, publishers } = await catalogNames(t.database);
    expect(publishers).toEqual(['NPR', 'Podnews LLC', 'The New York Times']);
    expect(names).toContain('Planet Money');
  });

  it('reads the names again when a show is removed and another added, whatever their times say', async () => {
    const at = new Date(Date.now() + 60_000);
    const add = async (name: string, updatedAt: Date) => {
      const [row] = await t.database.db
        .insert(shows)
        .values({ name, feedUrl: `https://example.test/${encodeURIComponent(name)}`, updatedAt })
        .returning({ id: shows.id });
      return (row as { id: string }).id;
    };
    // One process's clock runs ahead of another's.
    await add('Anchor Hour', at);
    const first = await add('Harbour Hours', new Date(at.getTime() - 2000));
    expect((await catalogNames(t.database)).shows).toContain('Harbour Hours');
    // The other removes a show and adds one: as many shows, and no change later than the last.
    await t.database.db.delete(shows).where(eq(shows.id, first));
    await add('Quay Notes', new Date(at.getTime() - 1000));
    const { shows: names } = await catalogNames(t.database);
    expect(names).toContain('Quay Notes');
    expect(names).not.toContain('Harbour Hours');
  });
});
