import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiTranscriptionProvider } from './openai.provider';
import { startFakeOpenAiTranscriptions } from './test/fake-openai-transcriptions';

describe('OpenAI-compatible speech to text provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAiTranscriptions>>;
  const audio = join(tmpdir(), `openai-stt-${process.pid}.wav`);
  beforeAll(async () => {
    fake = await startFakeOpenAiTranscriptions();
    writeFileSync(audio, Buffer.from('RIFF....WAVEfmt not really audio'));
  });
  afterAll(() => fake.close());

  it('posts the file as multipart with model and verbose_json and keeps segment times', async () => {
    fake.state.mode = 'ok';
    const provider = new OpenAiTranscriptionProvider({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'whisper-1' });
    const result = await provider.transcribe(audio, { language: 'en' });
    expect(result.text).toBe('Ask not what your country can do for you.');
    expect(result.segments).toEqual([
      { startSeconds: 0, endSeconds: 1.6, speaker: null, text: 'Ask not what your country' },
      { startSeconds: 1.6, endSeconds: 3.2, speaker: null, text: 'can do for you.' },
    ]);
    const call = fake.calls.at(-1);
    expect(call?.authorization).toBe('Bearer sk-test');
    expect(call?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toMatch(/name="model"\r\n\r\nwhisper-1/);
    expect(call?.body).toMatch(/name="response_format"\r\n\r\nverbose_json/);
    expect(call?.body).toMatch(/name="file"; filename="openai-stt-\d+\.wav"/);
  });

  it('turns a 429 quota answer into a quota error', async () => {
    fake.state.mode = 'quota';
    const provider = new OpenAiTranscriptionProvider({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'whisper-1' });
    await expect(provider.transcribe(audio)).rejects.toMatchObject({
      code: 'quota_exceeded',
      message: 'The speech to text service is out of quota',
    });
  });

  it('gives up on a server that does not answer, with a timeout error', async () => {
    fake.state.mode = 'hang';
    const provider = new OpenAiTranscriptionProvider({ baseUrl: fake.baseUrl, model: 'whisper-1', timeoutMs: 300 });
    await expect(provider.transcribe(audio)).rejects.toMatchObject({ code: 'timeout' });
  });

  it('reports a server error with its message, and is unavailable without key or base URL', async () => {
    fake.state.mode = 'error';
    const provider = new OpenAiTranscriptionProvider({ baseUrl: fake.baseUrl, model: 'whisper-1' });
    await expect(provider.transcribe(audio)).rejects.toThrow('The speech to text service answered 500: model crashed');
    const unconfigured = new OpenAiTranscriptionProvider({ model: 'whisper-1' });
    expect(await unconfigured.status()).toEqual({
      available: false,
      message: 'OpenAI speech to text needs OPENAI_API_KEY or OPENAI_BASE_URL',
    });
  });
});
