import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEVANCE_THRESHOLD_DEFAULT } from '../../../common/constants';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { seedSearchCatalog } from './test/search-catalog';

/** The spec: the schema's default threshold is 0.6 (the search form starts lower, at 0.3). */
describe.each(testDatabases())('the default relevance threshold on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedSearchCatalog(t.database);
  });
  afterAll(() => t.close());

  const search = async (extra: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'cooking food', useAI: false, limit: 50, ...extra },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { results: { id: string; relevanceScore: number }[]; totalFound: number };
  };

  it('is 0.6 in the contract and the documentation', async () => {
    expect(RELEVANCE_THRESHOLD_DEFAULT).toBe(0.6);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/search'].post.requestBody.content['application/json'].schema;
    expect(body.properties.relevanceThreshold.default).toBe(0.6);
  });

  it('is what a request without a threshold gets', async () => {
    const byDefault = await search({});
    const explicit = await search({ relevanceThreshold: 0.6 });
    const broad = await search({ relevanceThreshold: 0 });
    expect(byDefault).toEqual(explicit);
    expect(broad.totalFound).toBeGreaterThan(byDefault.totalFound);
    for (const r of byDefault.results) expect(r.relevanceScore).toBeGreaterThanOrEqual(0.6);
    expect(broad.results.some((r) => r.relevanceScore < 0.6)).toBe(true);
  });
});
