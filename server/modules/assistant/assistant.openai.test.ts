import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConversationalSearchResponse } from '../../../common/api/assistant';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fakes/openai-server';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { seedSearchCatalog } from '../search/test/search-catalog';

describe.each(testDatabases())('the assistant with an OpenAI-compatible model on %s', (kind) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'sk-test', OPENAI_TIMEOUT_MS: '500' },
    });
    await seedSearchCatalog(t.database);
  });
  afterEach(() => {
    fake.behaviour = 'ok';
    fake.requests.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const ask = async (message: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/conversational-search', payload: { message } });
    expect(res.statusCode).toBe(200);
    return ConversationalSearchResponse.parse(res.json());
  };

  it("uses the model's structured request when it fits the contract and the catalog", async () => {
    fake.chatReply = (body) => {
      expect(body.messages?.at(-1)?.content).toContain('"Kitchen Table"');
      return '```json\n{"intent":"search","topic":"bread","show":"Kitchen Table","person":null,"maxMinutes":30,"minMinutes":null,"withinDays":null,"similarToRank":null,"skip":0}\n```';
    };
    const r = await ask('uh that baking one, the bread thing, from the kitchen show, half an hour tops');
    expect(r.interpretedBy).toBe('openai');
    expect(r.request).toMatchObject({ topic: 'bread', show: 'Kitchen Table', maxMinutes: 30 });
    expect(r.searchResults.map((e) => e.title)).toContain('Sourdough Bread at Home');
  });

  it('falls back to the local interpreter on malformed output, an invented show, an error or a timeout', async () => {
    for (const reply of [
      'Sure! Here are some bread episodes.',
      '{"intent":"search","topic":"bread","show":"Bread Radio"}',
      '{"intent":"search","topic":"bread","show":null,"publisher":"Bread Radio Network","person":null,"maxMinutes":null,"minMinutes":null,"withinDays":null,"similarToRank":null,"skip":0}',
      '{"intent":"search","topic":"bread","show":null,"notPublishers":["Bread Radio Network"],"person":null,"maxMinutes":null,"minMinutes":null,"withinDays":null,"similarToRank":null,"skip":0}',
      '{"intent":"search","topic":"bread","show":null,"likeShow":"Bread Radio","person":null,"maxMinutes":null,"minMinutes":null,"withinDays":null,"similarToRank":null,"skip":0}',
      // A show the catalog has is no unknown show.
      '{"intent":"search","topic":"bread","show":null,"unknownShow":"Kitchen Table","person":null,"maxMinutes":null,"minMinutes":null,"withinDays":null,"similarToRank":null,"skip":0}',
    ]) {
      fake.chatReply = () => reply;
      const r = await ask('something about sourdough bread');
      expect(r.interpretedBy).toBe('local');
      expect(r.request.topic).toBe('sourdough bread');
    }
    fake.behaviour = 'server_error';
    expect((await ask('something about sourdough bread')).interpretedBy).toBe('local');
    fake.behaviour = 'hang';
    const slow = await ask('something about sourdough bread');
    expect(slow.interpretedBy).toBe('local');
    expect(slow.searchResults.map((e) => e.title)).toContain('Sourdough Bread at Home');
  });
});
