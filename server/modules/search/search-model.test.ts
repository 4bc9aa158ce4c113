import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fakes/openai-server';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { seedSearchCatalog } from './test/search-catalog';

describe.each(testDatabases())('search with a configured model on %s', (kind) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.chatReply = () => 'The hosts explain how sleep helps memory.';
    t = await createTestApp(kind, {
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: `${fake.url}/v1`, OPENAI_API_KEY: 'test-key' },
    });
    await seedSearchCatalog(t.database);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const search = async (body: Record<string, unknown>) =>
    SearchResponse.parse((await t.app.inject({ method: 'POST', url: '/api/search', payload: body })).json());

  it('deep search lets the model write the top explanations', async () => {
    const r = await search({ searchCriteria: 'sleep memory', searchDepth: 'deep' });
    expect(r.results[0].aiExplanation).toBe('The hosts explain how sleep helps memory.');
    expect(r.results[0].explanation).toBe(r.results[0].aiExplanation);
  });

  it('makes no model call at all when useAI is false, or for quick search', async () => {
    const before = fake.requests.length;
    const off = await search({ searchCriteria: 'sleep memory', searchDepth: 'deep', useAI: false });
    const quick = await search({ searchCriteria: 'sleep memory' });
    expect(fake.requests.length).toBe(before);
    expect(off.results[0].aiExplanation).toContain('in the title');
    expect(quick.results[0].aiExplanation).toContain('in the title');
  });

  it('keeps its own explanation when the model fails', async () => {
    fake.behaviour = 'server_error';
    const r = await search({ searchCriteria: 'sleep memory', searchDepth: 'deep' });
    fake.behaviour = 'ok';
    expect(r.results[0].aiExplanation).toContain('"sleep" and "memory" in the title');
  });
});
