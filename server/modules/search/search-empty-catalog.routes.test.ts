import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

describe.each(testDatabases())('a search before anything is in the catalog, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const search = async (searchCriteria: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { searchCriteria, useAI: false },
      })
    ).json();

  it('says the catalog is empty and how to fill it, not to lower the threshold', async () => {
    const empty = await search('kelp forests');
    expect(empty).toMatchObject({ totalFound: 0, catalogEmpty: true });
    expect(empty.message).toContain('Follow podcasts under My Creators');

    await seedShow(t.database, 'Tide Hour', [{ title: 'Barnacles at low tide' }]);
    const none = await search('quantum accounting');
    expect(none.catalogEmpty).toBeUndefined();
    expect(none.message).toContain('No Relevant Content Found');
  });
});
