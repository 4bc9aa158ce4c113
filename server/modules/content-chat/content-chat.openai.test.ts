import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminStatus } from '../../../common/api/admin';
import { AskResponse } from '../../../common/api/content-chat';
import { seedConversationContent } from '../../test/factories';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fakes/openai-server';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

describe.each(testDatabases())('conversation ask with an OpenAI-compatible model on %s', (kind) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let episodeId: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.url,
        OPENAI_API_KEY: 'sk-test-key',
        OPENAI_CHAT_MODEL: 'fake-chat',
      },
    });
    episodeId = (await seedConversationContent(t.database)).withTranscript;
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
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversation/ask',
      payload: { contentId: episodeId, message },
    });
    expect(res.statusCode).toBe(200);
    return AskResponse.parse(res.json());
  };
  const status = async () =>
    AdminStatus.parse((await t.app.inject({ method: 'GET', url: '/api/admin/status' })).json());

  it('sends only the retrieved passages and maps the cited [n] back to timestamps', async () => {
    fake.chatReply = (body) => {
      const prompt = body.messages?.at(-1)?.content ?? '';
      const n = /\[(\d+)\] \([^)]*\) [^[]*fifteen kilograms/.exec(prompt)?.[1] ?? '9';
      return `About fifteen kilograms a year [${n}].`;
    };
    const body = await ask('How much honey does one hive give in a year?');
    expect(body).toMatchObject({ provider: 'openai', fallback: false });
    expect(body.citations[0].text).toContain('fifteen kilograms');
    const start = body.citations[0].startSeconds ?? -1;
    expect(body.answer).toBe(
      `About fifteen kilograms a year [${Math.floor(start / 60)}:${String(Math.floor(start % 60)).padStart(2, '0')}].`,
    );

    const [request] = fake.requests;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.authorization).toBe('Bearer sk-test-key');
    const sent = request.body as {
      model: string;
      messages: { content: string }[];
    };
    expect(sent.model).toBe('fake-chat');
    const prompt = sent.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Question: How much honey does one hive give in a year?');
    // Retrieval is ours: passages unrelated to the question stay out of the prompt.
    expect(prompt).not.toContain('thank you so much for coming');
  });

  it('falls back to the local answer when the quota is gone, and admin status says so', async () => {
    fake.behaviour = 'insufficient_quota';
    const body = await ask('How much honey does one hive give in a year?');
    expect(body).toMatchObject({ provider: 'local', fallback: true });
    expect(body.citations[0].text).toContain('fifteen kilograms');
    const { openai } = await status();
    expect(openai).toMatchObject({
      status: 'quota_exceeded',
      provider: 'openai',
      model: 'fake-chat',
    });
    expect(openai.errorMessage).toMatch(/quota/i);
    expect(openai.quotaReset).not.toBeNull();
    expect(openai.lastCheck).not.toBeNull();
  });

  it('falls back on a server error and records the error', async () => {
    fake.behaviour = 'server_error';
    const body = await ask('What is the biggest threat to city bees?');
    expect(body).toMatchObject({ provider: 'local', fallback: true });
    expect(body.citations[0].text).toContain('varroa');
    const { openai } = await status();
    expect(openai.status).toBe('error');
    expect(openai.errorMessage).toContain('500');
  });

  it('Test APIs probes the model and records it as available again', async () => {
    fake.behaviour = 'insufficient_quota';
    const failed = AdminStatus.parse((await t.app.inject({ method: 'POST', url: '/api/admin/test-apis' })).json());
    expect(failed.openai.status).toBe('quota_exceeded');
    fake.behaviour = 'ok';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-apis',
    });
    expect(res.statusCode).toBe(200);
    expect(AdminStatus.parse(res.json()).openai).toMatchObject({
      status: 'available',
      errorMessage: null,
      quotaReset: null,
    });
    expect(fake.requests.at(-1)?.path).toBe('/v1/chat/completions');
    expect((await status()).openai.status).toBe('available');
  });
});
