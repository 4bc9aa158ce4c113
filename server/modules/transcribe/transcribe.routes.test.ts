import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResponse } from '../../../common/api/transcripts';
import { startFakeOpenAiTranscriptions } from '../../providers/speech-to-text/test/fake-openai-transcriptions';
import { seedEpisode } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { startFileServer } from '../transcripts/test/file-server';

/** A 0.1 s silent 16 kHz mono WAV: enough for the content check. */
function silentWav(): Buffer {
  const samples = 1600;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

function multipart(field: string, filename: string, content: Buffer, type = 'audio/wav') {
  const boundary = '----earshot-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost' },
    payload,
  };
}

describe.each(testDatabases())('speech to text endpoints on %s', (kind) => {
  let off: TestApp;
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAiTranscriptions>>;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  beforeAll(async () => {
    fake = await startFakeOpenAiTranscriptions();
    files = await startFileServer();
    off = await createTestApp(kind, { env: { TRANSCRIBE_PROVIDER: 'none' } });
    t = await createTestApp(kind, {
      env: { TRANSCRIBE_PROVIDER: 'openai', OPENAI_BASE_URL: fake.baseUrl, FETCH_ALLOW_PRIVATE_HOSTS: 'true' },
      workers: true,
    });
  });
  afterAll(async () => {
    await off.close();
    await t.close();
    await fake.close();
    await files.close();
  });

  it('answers 503 transcribe.not_available when speech to text is off', async () => {
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      ...multipart('audio', 'q.wav', silentWav()),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({
      code: 'transcribe.not_available',
      message: 'Speech to text is not available: speech to text is switched off (TRANSCRIBE_PROVIDER=none)',
    });
    const batch = await off.app.inject({ method: 'POST', url: '/api/transcripts/batch-generate', payload: {} });
    expect(batch.statusCode).toBe(503);
  });

  it('transcribes an uploaded recording in the audio or file field', async () => {
    fake.state.mode = 'ok';
    for (const field of ['audio', 'file']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transcribe',
        ...multipart(field, 'q.wav', silentWav()),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ text: 'Ask not what your country can do for you.' });
    }
  });

  it('checks the upload by content, needs the field, and passes on quota errors', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      ...multipart('audio', 'fake.wav', Buffer.from('just some text, not audio')),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('transcribe.not_audio');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      ...multipart('other', 'q.wav', silentWav()),
    });
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/transcribe', payload: { audio: 'x' } });
    expect(json.statusCode).toBe(415);
    fake.state.mode = 'quota';
    const quota = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      ...multipart('audio', 'q.wav', silentWav()),
    });
    expect(quota.statusCode).toBe(429);
    expect(quota.json().error).toEqual({
      code: 'transcribe.quota_exceeded',
      message: 'The speech to text service is out of quota',
    });
    fake.state.mode = 'ok';
  });

  it('generates transcripts from episodes audio as a job', async () => {
    fake.state.mode = 'ok';
    const audioUrl = files.serve('/audio/ep.wav', { body: silentWav(), contentType: 'audio/wav' });
    const { episode } = await seedEpisode(t.database, { title: 'Spoken', audioUrl });
    await seedEpisode(t.database, { title: 'Gone', audioUrl: `${files.baseUrl}/audio/missing.mp3` });
    const batch = BatchResponse.parse(
      (await t.app.inject({ method: 'POST', url: '/api/transcripts/batch-generate', payload: {} })).json(),
    );
    expect(batch).toMatchObject({ state: 'completed', processed: 2, successful: 1 });
    const failed = batch.results.find((r) => r.title === 'Gone');
    expect(failed?.error).toBe('The audio answered 404 Not Found');
    const stored = (await t.app.inject({ method: 'GET', url: `/api/episodes/${episode.id}/transcript` })).json();
    expect(stored).toMatchObject({ source: 'generated', sourceUrl: audioUrl });
    expect(stored.segments[1]).toEqual({ startSeconds: 1.6, endSeconds: 3.2, speaker: null, text: 'can do for you.' });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/batch-generate',
      payload: { maxEpisodes: 11 },
    });
    expect(big.statusCode).toBe(400);
  });
});

const haveLocalTools = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v ffmpeg && command -v pocketsphinx_continuous && command -v espeak-ng'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    if (process.env.CI) throw new Error('CI needs ffmpeg, pocketsphinx_continuous and espeak-ng');
    console.warn('Skipping local /api/transcribe test: ffmpeg, pocketsphinx_continuous or espeak-ng missing');
    return false;
  }
})();

describe.runIf(haveLocalTools)('POST /api/transcribe with the local provider', () => {
  let t: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'transcribe-route-'));
  beforeAll(async () => {
    t = await createTestApp('pglite', { env: { TRANSCRIBE_PROVIDER: 'local' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('turns a spoken question into text', async () => {
    const wav = join(dir, 'q.wav');
    execFileSync('espeak-ng', ['-v', 'en-us', '-s', '130', '-w', wav, 'We will go to the park in the afternoon.']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcribe',
      ...multipart('audio', 'q.wav', readFileSync(wav)),
    });
    expect(res.statusCode).toBe(200);
    const words = new Set(res.json().text.split(/\s+/));
    expect(['we', 'will', 'go', 'to', 'the', 'park'].filter((w) => words.has(w)).length).toBeGreaterThanOrEqual(3);
  });
});
