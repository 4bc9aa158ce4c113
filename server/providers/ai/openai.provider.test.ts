import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import type { Database } from '../../db/client';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fakes/openai-server';
import { openTestDatabase, testDatabases } from '../../test/test-app';
import type { TimedText } from './ai-provider';
import { createAiProvider } from './create-ai-provider';
import { withTimestamps } from './openai.provider';
import { databaseStatusStore } from './provider-status.store';

const passages: TimedText[] = [
  {
    startSeconds: 0,
    endSeconds: 10,
    speaker: 'Host',
    text: 'Welcome back to the show about trains.',
  },
  {
    startSeconds: 95,
    endSeconds: 110,
    speaker: 'Guest',
    text: 'The night train from Vienna to Rome takes fourteen hours.',
  },
  {
    startSeconds: 200,
    endSeconds: 215,
    speaker: 'Guest',
    text: 'Sleeper cabins have three beds and a small sink.',
  },
];

describe.each(testDatabases())('OpenAI provider timeouts on %s', (kind) => {
  let fake: FakeOpenAi;
  let database: Database;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  it('gives the local answer when the model does not answer in time, and records an error', async () => {
    fake.behaviour = 'hang';
    const env = parseEnv({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.url,
      OPENAI_CHAT_MODEL: 'slow',
      OPENAI_TIMEOUT_MS: '300',
    });
    const provider = createAiProvider(env, databaseStatusStore(database));
    const answer = await provider.answer({
      question: 'How long does the night train to Rome take?',
      passages,
      contentTitle: 'Trains',
    });
    expect(answer).toMatchObject({ provider: 'local', fallback: true });
    expect(answer.citations[0].text).toContain('fourteen hours');
    const state = await databaseStatusStore(database).load('openai');
    expect(state?.status).toBe('error');
    expect(state?.errorMessage).toMatch(/did not answer within/);
  });

  it('gives the model the lines the episode opens with when asked how it starts', async () => {
    fake.behaviour = 'ok';
    fake.requests.length = 0;
    const env = parseEnv({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_CHAT_MODEL: 'fast' });
    const provider = createAiProvider(env, databaseStatusStore(database));
    const answer = await provider.answer({ question: 'How does the episode start?', passages, contentTitle: 'Trains' });
    const sent = JSON.stringify(fake.requests.at(-1)?.body);
    expect(sent).toContain('[1] (0:00) Welcome back to the show about trains.');
    expect(answer.citations[0]?.startSeconds).toBe(0);
  });

  it('goes on from the last quote itself when asked to tell more, without waiting for the model', async () => {
    fake.behaviour = 'hang';
    const env = parseEnv({ AI_PROVIDER: 'openai', OPENAI_BASE_URL: fake.url, OPENAI_TIMEOUT_MS: '300' });
    const provider = createAiProvider(env, databaseStatusStore(database));
    const answer = await provider.answer({
      question: 'go on',
      earlier: [{ question: 'How long does the night train take?', cited: [{ startSeconds: 95, endSeconds: 110 }] }],
      passages,
      contentTitle: 'Trains',
    });
    expect(answer).toMatchObject({ provider: 'local', fallback: false });
    expect(answer.citations[0]?.text).toContain('Sleeper cabins');
  });
});

describe('mapping model citations', () => {
  const cited = [
    { startSeconds: 95, endSeconds: 110, text: 'night train' },
    { startSeconds: 3725, endSeconds: 3730, text: 'sleeper cabins' },
  ];

  it('turns [n] into timestamps and orders citations by first mention', () => {
    const out = withTimestamps('Cabins have beds [2]. The trip takes fourteen hours [1][2].', cited);
    expect(out.answer).toBe('Cabins have beds [1:02:05]. The trip takes fourteen hours [1:35][1:02:05].');
    expect(out.citations.map((c) => c.text)).toEqual(['sleeper cabins', 'night train']);
  });

  it('leaves unknown references alone and keeps retrieval order when nothing is cited', () => {
    const out = withTimestamps('Not in the passages [7].', cited);
    expect(out.answer).toBe('Not in the passages [7].');
    expect(out.citations.map((c) => c.text)).toEqual(['night train', 'sleeper cabins']);
  });
});
