import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIOBOOK_TYPE_MESSAGE, Audiobook } from '../../../common/api/audiobooks';
import { startS3Server } from '../../providers/media-storage/test/s3-server';
import { LocalTranscriptionProvider } from '../../providers/speech-to-text/local.provider';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { transcribeAudiobook } from './audiobook-transcription.job';
import { LIGHTHOUSE_BOOK, makeSpokenBook } from './test/spoken-book';

const ORIGIN = { origin: 'http://localhost' };

/*
 * The S3 path against a real S3-compatible server on loopback: the browser's PUT goes straight to
 * the bucket with a presigned URL, the server checks the object when the book is created, streams
 * it with Range, and ffmpeg transcribes it from a presigned GET.
 */
describe.each(testDatabases().slice(0, 1))('audiobooks in S3-compatible storage on %s', (kind) => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let alice: TestListener;
  let dir: string;
  let m4b: Buffer;

  beforeAll(async () => {
    s3 = await startS3Server();
    dir = mkdtempSync(join(tmpdir(), 'audiobooks-s3-'));
    makeSpokenBook(join(dir, 'book.m4b'), LIGHTHOUSE_BOOK, 'm4b');
    m4b = readFileSync(join(dir, 'book.m4b'));
    t = await createTestApp(kind, { env: s3.env, providers: { transcription: new LocalTranscriptionProvider() } });
    alice = await t.listener();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const presign = async (type = 'audio/mp4') => {
    const res = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks/upload-url',
      headers: ORIGIN,
      payload: { fileName: 'book.m4b', contentType: type, size: m4b.length },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { uploadURL: string }).uploadURL;
  };

  it('uploads straight to the bucket with a URL that expires, and lets the page reach the bucket', async () => {
    const url = await presign();
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/audiobooks/`)).toBe(true);
    expect(url).toMatch(/X-Amz-Expires=\d+&.*X-Amz-Signature=[0-9a-f]{64}/);
    // s3rver checks expiry (signatures themselves it does not verify: AWS and MinIO do).
    const storage = t.app.context.providers.storage;
    const soon = await storage.uploadUrl('audiobooks/expiring', 'expiring', 'audio/mp4', new Date(Date.now() + 1000));
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const late = await fetch(soon, {
      method: 'PUT',
      body: new Uint8Array(m4b),
      headers: { 'content-type': 'audio/mp4' },
    });
    expect(late.status).toBe(403);
    expect(await late.text()).toContain('Request has expired');

    const page = await alice.inject({ method: 'GET', url: '/api/audiobooks' });
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${s3.endpoint}`);
  });

  it('creates, streams with Range, transcribes from the bucket and deletes the object', async () => {
    const url = await presign();
    const put = await fetch(url, {
      method: 'PUT',
      body: new Uint8Array(m4b),
      headers: { 'content-type': 'audio/mp4' },
    });
    expect(put.status).toBe(200);
    const created = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'The Lighthouse Keeper', author: 'Ada Moreno', audioUrl: url.split('?')[0] },
    });
    expect(created.statusCode).toBe(201);
    const book = Audiobook.parse(created.json());

    const part = await alice.inject({
      method: 'GET',
      url: `/api/audiobooks/${book.id}/stream`,
      headers: { range: 'bytes=10-49' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-49/${m4b.length}`);
    expect(part.rawPayload.equals(m4b.subarray(10, 50))).toBe(true);

    await transcribeAudiobook(t.app.context, book.id);
    const done = Audiobook.parse((await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}` })).json());
    expect(done.transcriptStatus).toBe('completed');
    expect(done.chapters.map((c) => c.title)).toEqual(['The Storm', 'The Ship', 'The Letter']);

    const key = url.split('?')[0].split(`/${s3.bucket}/`)[1];
    expect(await t.app.context.providers.storage.stat(key)).not.toBeNull();
    const del = await alice.inject({ method: 'DELETE', url: `/api/audiobooks/${book.id}`, headers: ORIGIN });
    expect(del.statusCode).toBe(204);
    expect(await t.app.context.providers.storage.stat(key)).toBeNull();
  }, 60_000);

  it('checks an object the server never saw when the book is made, and removes one that is not audio', async () => {
    const url = await presign('audio/mpeg');
    const put = await fetch(url, {
      method: 'PUT',
      body: Buffer.from('plain text pretending to be a book'),
      headers: { 'content-type': 'audio/mpeg' },
    });
    expect(put.status).toBe(200);
    const created = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'Fake', author: 'Nobody', audioUrl: url.split('?')[0] },
    });
    expect(created.statusCode).toBe(415);
    expect(created.json().error.message).toBe(AUDIOBOOK_TYPE_MESSAGE);
    const key = url.split('?')[0].split(`/${s3.bucket}/`)[1];
    expect(await t.app.context.providers.storage.stat(key)).toBeNull();

    const never = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'Never sent', author: 'Nobody', audioUrl: (await presign()).split('?')[0] },
    });
    expect(never.statusCode).toBe(400);
  });
});
