import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../test/fakes/openai-server';
import { EmbeddingError } from './embedding-provider';
import { LocalEmbeddingProvider, stopSentenceModel } from './local.provider';
import { OpenAiEmbeddingProvider } from './openai.provider';

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * (b[i] as number), 0);

describe('local sentence embeddings', () => {
  const provider = new LocalEmbeddingProvider();

  it('places a question near the episode that answers it and far from unrelated ones', async () => {
    const [query, sleep, games, housing] = await provider.embed([
      'the science of sleep',
      'Why Do We Sleep? A neuroscientist on dreams, memory and the body clock',
      'Giant Bombcast E3 2012 Day One',
      'Yes In My Backyard: the housing crisis and how to build more homes',
    ]);
    expect(query).toHaveLength(512);
    expect(Math.abs(dot(query, query) - 1)).toBeLessThan(1e-4);
    expect(dot(query, sleep)).toBeGreaterThan(dot(query, games) + 0.2);
    expect(dot(query, sleep)).toBeGreaterThan(dot(query, housing) + 0.2);
  });

  it('answers one vector per text, empty texts included', async () => {
    const vectors = await provider.embed(['', 'a', 'b'.repeat(10_000)]);
    expect(vectors).toHaveLength(3);
    for (const v of vectors) expect(v).toHaveLength(512);
  });

  // The model computes synchronously; on the server's thread a backfill would hold up every request.
  it("embeds on a thread of its own: the server's thread stays free while the model works", async () => {
    const texts = Array.from({ length: 16 }, (_, i) => `Episode ${i}: how farmers manage pests and soil. `.repeat(30));
    await provider.embed(['the model is loaded']);
    const before = performance.eventLoopUtilization();
    const vectors = await provider.embed(texts);
    const busy = performance.eventLoopUtilization(before).utilization;
    expect(vectors).toHaveLength(16);
    expect(busy).toBeLessThan(0.5);
  });

  it('fails what it was asked when its thread stops, and starts a new thread for the next texts', async () => {
    const asked = provider.embed(['a long description of an episode '.repeat(50)]);
    await stopSentenceModel();
    await expect(asked).rejects.toThrow(EmbeddingError);
    const [again] = await provider.embed(['the science of sleep']);
    expect(again).toHaveLength(512);
  });
});

describe('embeddings from an OpenAI-compatible server', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());

  const provider = (opts: Partial<ConstructorParameters<typeof OpenAiEmbeddingProvider>[0]> = {}) =>
    new OpenAiEmbeddingProvider({
      baseUrl: fake.url,
      apiKey: 'sk-test',
      model: 'text-embedding-3-small',
      dimensions: 16,
      timeoutMs: 2000,
      ...opts,
    });

  it('posts the model and the texts, and reads back unit vectors in order', async () => {
    fake.behaviour = 'ok';
    const before = fake.requests.length;
    const p = provider();
    const vectors = await p.embed(['tide pools', 'sea stars']);
    const request = fake.requests[before];
    expect(request.path).toBe('/v1/embeddings');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.body).toEqual({ model: 'text-embedding-3-small', input: ['tide pools', 'sea stars'] });
    expect(vectors).toHaveLength(2);
    expect(vectors[0]).toHaveLength(16);
    for (const v of vectors) expect(Math.abs(dot(v, v) - 1)).toBeLessThan(1e-4);
    expect(p.model).toBe('openai:text-embedding-3-small');
  });

  it('sends large inputs in batches', async () => {
    fake.behaviour = 'ok';
    const before = fake.requests.length;
    const vectors = await provider().embed(Array.from({ length: 200 }, (_, i) => `text ${i}`));
    expect(vectors).toHaveLength(200);
    expect(fake.requests.length - before).toBe(3);
  });

  it('reports quota, server errors, timeouts and wrong dimensions as embedding errors', async () => {
    for (const behaviour of ['insufficient_quota', 'server_error'] as const) {
      fake.behaviour = behaviour;
      await expect(provider().embed(['x'])).rejects.toThrow(EmbeddingError);
    }
    fake.behaviour = 'hang';
    await expect(provider({ timeoutMs: 200 }).embed(['x'])).rejects.toThrow(/did not answer within 200 ms/);
    fake.behaviour = 'ok';
    await expect(provider({ dimensions: 24 }).embed(['x'])).rejects.toThrow(/expected 24/);
  });
});
