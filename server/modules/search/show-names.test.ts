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
});
