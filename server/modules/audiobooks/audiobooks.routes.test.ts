import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIOBOOK_SIZE_MESSAGE,
  AUDIOBOOK_TYPE_MESSAGE,
  AUDIOBOOK_ZIP_MESSAGE,
  Audiobook,
  AudiobookAskResponse,
  MAX_AUDIOBOOK_BYTES,
} from '../../../common/api/audiobooks';
import type { LocalMediaStorage } from '../../providers/media-storage/local-storage';
import { LocalTranscriptionProvider } from '../../providers/speech-to-text/local.provider';
import { NoTranscriptionProvider } from '../../providers/speech-to-text/none.provider';
import type { TranscriptionProvider } from '../../providers/speech-to-text/transcription-provider';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { transcribeAudiobook } from './audiobook-transcription.job';
import { receiveLocalUpload, removeStaleUploads } from './audiobook-upload.service';
import { listPieces } from './audiobooks.repo';
import { LIGHTHOUSE_BOOK, makeSpokenBook } from './test/spoken-book';

const ORIGIN = { origin: 'http://localhost' };

/** Counts the pieces it is asked to transcribe; the transcription itself is the real local one. */
function countingProvider(): TranscriptionProvider & { calls: number } {
  const local = new LocalTranscriptionProvider();
  return {
    name: 'local',
    calls: 0,
    status: () => local.status(),
    async transcribe(path) {
      this.calls++;
      return local.transcribe(path);
    },
  };
}

async function uploadFile(listener: TestListener, bytes: Buffer, type = 'audio/mp4') {
  const urlRes = await listener.inject({
    method: 'POST',
    url: '/api/audiobooks/upload-url',
    headers: ORIGIN,
    payload: { fileName: 'book.m4b', contentType: type, size: bytes.length },
  });
  expect(urlRes.statusCode).toBe(200);
  const { uploadURL } = urlRes.json() as { uploadURL: string };
  const put = await listener.inject({
    method: 'PUT',
    url: uploadURL,
    headers: { ...ORIGIN, 'content-type': type },
    payload: bytes,
  });
  return { uploadURL, put };
}

async function createBook(listener: TestListener, bytes: Buffer, fields: Record<string, unknown> = {}) {
  const { uploadURL, put } = await uploadFile(listener, bytes);
  expect(put.statusCode).toBe(200);
  const res = await listener.inject({
    method: 'POST',
    url: '/api/audiobooks',
    headers: ORIGIN,
    payload: {
      title: 'The Lighthouse Keeper',
      author: 'Ada Moreno',
      audioUrl: uploadURL.split('?')[0],
      transcriptionStatus: 'pending',
      ...fields,
    },
  });
  expect(res.statusCode).toBe(201);
  return Audiobook.parse(res.json());
}

const mediaFiles = (t: TestApp) => {
  const dir = join(t.env.DATA_DIR, 'media', 'audiobooks');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe.each(testDatabases())('audiobooks on %s', (kind) => {
  let t: TestApp;
  let provider: ReturnType<typeof countingProvider>;
  let dir: string;
  let m4b: Buffer;
  let mp3: Buffer;
  let alice: TestListener;
  let bob: TestListener;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'audiobooks-test-'));
    makeSpokenBook(join(dir, 'book.m4b'), LIGHTHOUSE_BOOK, 'm4b');
    makeSpokenBook(join(dir, 'book.mp3'), LIGHTHOUSE_BOOK, 'mp3');
    m4b = readFileSync(join(dir, 'book.m4b'));
    mp3 = readFileSync(join(dir, 'book.mp3'));
    provider = countingProvider();
    t = await createTestApp(kind, { providers: { transcription: provider } });
    alice = await t.listener();
    bob = await t.listener();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs upload URLs that refuse a tampered signature or an expired link', async () => {
    const { uploadURL, put } = await uploadFile(alice, mp3, 'audio/mpeg');
    expect(put.statusCode).toBe(200);
    expect(uploadURL).toMatch(/^\/api\/uploads\/audiobooks\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);

    const tampered = uploadURL.replace(/signature=(.)/, (_m, c) => `signature=${c === 'a' ? 'b' : 'a'}`);
    const bad = await alice.inject({ method: 'PUT', url: tampered, headers: ORIGIN, payload: mp3 });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().error.code).toBe('audiobooks.upload_invalid');

    // The same upload signed with an expiry in the past, as an old link would be.
    const storage = t.app.context.providers.storage as LocalMediaStorage;
    const id = uploadURL.split('/').at(-1)?.split('?')[0] ?? '';
    const old = await storage.uploadUrl('', id, 'audio/mpeg', new Date(Date.now() - 1000));
    const expired = await alice.inject({ method: 'PUT', url: old, headers: ORIGIN, payload: mp3 });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.code).toBe('audiobooks.upload_expired');
  });

  it('checks the type by content and the size, and leaves no partial file', async () => {
    const before = mediaFiles(t).length;
    const text = await uploadFile(alice, Buffer.from('this is not audio at all, just text'), 'audio/mpeg');
    expect(text.put.statusCode).toBe(415);
    expect(text.put.json().error.message).toBe(AUDIOBOOK_TYPE_MESSAGE);

    const zip = await uploadFile(alice, Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64)]), 'audio/mpeg');
    expect(zip.put.statusCode).toBe(415);
    expect(zip.put.json().error.message).toBe(AUDIOBOOK_ZIP_MESSAGE);

    const tooBig = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks/upload-url',
      headers: ORIGIN,
      payload: { fileName: 'huge.mp3', size: MAX_AUDIOBOOK_BYTES + 1 },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(AUDIOBOOK_SIZE_MESSAGE);

    const zipName = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks/upload-url',
      headers: ORIGIN,
      payload: { fileName: 'book.zip', contentType: 'application/zip' },
    });
    expect(zipName.statusCode).toBe(415);
    expect(mediaFiles(t).length).toBe(before);
  });

  it('refuses a body that says it is over 500 MB before reading it', async () => {
    const urlRes = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks/upload-url',
      headers: ORIGIN,
      payload: {},
    });
    const { uploadURL } = urlRes.json() as { uploadURL: string };
    const storage = t.app.context.providers.storage as LocalMediaStorage;
    expect(storage.kind).toBe('local');
    const res = await alice.inject({
      method: 'PUT',
      url: uploadURL,
      headers: { ...ORIGIN, 'content-type': 'audio/mpeg', 'content-length': String(MAX_AUDIOBOOK_BYTES + 1) },
      payload: mp3,
    });
    expect(res.statusCode).toBe(413);
  });

  it('stops a streamed body at the limit even when it never said its length, and keeps no part of it', async () => {
    const urlRes = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks/upload-url',
      headers: ORIGIN,
      payload: {},
    });
    const url = new URL((urlRes.json() as { uploadURL: string }).uploadURL, 'http://localhost');
    const id = url.pathname.split('/').at(-1) ?? '';
    const query = {
      expires: url.searchParams.get('expires') ?? '',
      signature: url.searchParams.get('signature') ?? '',
    };
    const before = mediaFiles(t).length;
    const chunks = (async function* () {
      for (let i = 0; i < 64; i++) yield mp3.subarray(0, 4096);
    })();
    await expect(
      receiveLocalUpload(t.app.context, id, query, Readable.from(chunks), null, 100_000),
    ).rejects.toMatchObject({ status: 413, message: AUDIOBOOK_SIZE_MESSAGE });
    expect(mediaFiles(t).length).toBe(before);
    // Within the limit the same upload goes through.
    const size = await receiveLocalUpload(t.app.context, id, query, Readable.from([mp3]), null, 1_000_000);
    expect(size).toBe(mp3.length);
  });

  it('removes uploads that never became a book once they are a day old, with their files', async () => {
    const { uploadURL, put } = await uploadFile(bob, mp3, 'audio/mpeg');
    expect(put.statusCode).toBe(200);
    const before = mediaFiles(t).length;
    expect(await removeStaleUploads(t.app.context, Date.now())).toBe(0);
    expect(await removeStaleUploads(t.app.context, Date.now() + 25 * 60 * 60 * 1000)).toBeGreaterThan(0);
    expect(mediaFiles(t).length).toBeLessThan(before);
    const late = await bob.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'Too late', author: 'Bob', audioUrl: uploadURL.split('?')[0] },
    });
    expect(late.statusCode).toBe(400);
  });

  it('validates the form with the spec messages and needs an uploaded file', async () => {
    const noTitle = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: ' ', author: 'A', audioUrl: '/api/uploads/audiobooks/x' },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toContain('Title is required');
    const noAuthor = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'T', author: '', audioUrl: '/api/uploads/audiobooks/x' },
    });
    expect(noAuthor.json().error.message).toContain('Author is required');
    const badYear = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'T', author: 'A', publishYear: '19.5', audioUrl: '/api/uploads/audiobooks/x' },
    });
    expect(badYear.statusCode).toBe(400);
    const notUploaded = await alice.inject({
      method: 'POST',
      url: '/api/audiobooks',
      headers: ORIGIN,
      payload: { title: 'T', author: 'A', audioUrl: '/api/uploads/audiobooks/6f1d1e7e-8a43-4c1e-9d7b-3c1a2b3c4d5e' },
    });
    expect(notUploaded.statusCode).toBe(400);
    expect((await alice.inject({ method: 'GET', url: '/api/audiobooks' })).json()).toEqual([]);
  });

  it('transcribes a spoken book by its chapters, resumes after a stop, and answers with chapter citations', async () => {
    const book = await createBook(alice, m4b, { narrator: 'Sam Reed', publishYear: '2024', duration: '' });
    expect(book).toMatchObject({
      transcriptionStatus: 'pending',
      hasTranscript: false,
      publishYear: 2024,
      duration: null,
    });

    // The job stops after its first piece, as a server going down would stop it.
    let pieces = 0;
    await transcribeAudiobook(t.app.context, book.id, { stopping: () => pieces++ >= 1 });
    const half = Audiobook.parse((await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}` })).json());
    expect(half.transcriptStatus).toBe('processing');
    expect(half.transcriptProgress).toBeGreaterThan(0);
    expect(half.transcriptProgress).toBeLessThan(100);
    expect(half.chapters.map((c) => c.title)).toEqual(['The Storm', 'The Ship', 'The Letter']);
    const plan = await listPieces(t.database.db, book.id);
    expect(plan.map((p) => p.chapter)).toEqual(['The Storm', 'The Ship', 'The Letter']);
    expect(plan.filter((p) => p.segments).length).toBe(1);

    const asked = await alice.inject({
      method: 'POST',
      url: `/api/audiobooks/${book.id}/ask`,
      headers: ORIGIN,
      payload: { message: 'What happened?' },
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error.code).toBe('audiobooks.transcript_not_ready');

    // Run again: only the two missing pieces are transcribed.
    const callsBefore = provider.calls;
    await transcribeAudiobook(t.app.context, book.id);
    expect(provider.calls - callsBefore).toBe(2);
    const done = Audiobook.parse((await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}` })).json());
    expect(done).toMatchObject({ transcriptStatus: 'completed', transcriptProgress: 100, hasTranscript: true });
    expect(done.duration).toBe(0);
    expect(done.durationSeconds).toBeGreaterThan(15);

    // Times are in the whole book: the third piece's words start after the third chapter does.
    const final = await listPieces(t.database.db, book.id);
    const third = final[2].segments ?? [];
    expect(third.length).toBeGreaterThan(0);
    expect(third[0].startSeconds ?? 0).toBeGreaterThanOrEqual(final[2].startSeconds);

    const answer = await alice.inject({
      method: 'POST',
      url: `/api/audiobooks/${book.id}/ask`,
      headers: ORIGIN,
      payload: { message: 'What happened with the small boat and the crew?' },
    });
    expect(answer.statusCode).toBe(200);
    const body = AudiobookAskResponse.parse(answer.json());
    expect(body.response.length).toBeGreaterThan(0);
    expect(body.citations.length).toBeGreaterThan(0);
    for (const c of body.citations) expect(['The Storm', 'The Ship', 'The Letter']).toContain(c.chapter);
  }, 120_000);

  it('fails with the reason when speech to text is off, and still knows the chapters; Retry makes it pending', async () => {
    const book = await createBook(alice, mp3);
    const off = {
      ...t.app.context,
      providers: { ...t.app.context.providers, transcription: new NoTranscriptionProvider() },
    };
    await transcribeAudiobook(off, book.id);
    const failed = Audiobook.parse((await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}` })).json());
    expect(failed.transcriptStatus).toBe('failed');
    expect(failed.transcriptError).toMatch(/switched off/);
    expect(failed.chapters.map((c) => c.title)).toEqual(['The Storm', 'The Ship', 'The Letter']);
    const retried = await alice.inject({
      method: 'POST',
      url: `/api/audiobooks/${book.id}/transcribe`,
      headers: ORIGIN,
    });
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ transcriptStatus: 'pending', transcriptError: null });
  });

  it('streams with HTTP Range and keeps each book to its listener', async () => {
    const book = await createBook(alice, mp3);
    const url = `/api/audiobooks/${book.id}/stream`;
    const whole = await alice.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(mp3)).toBe(true);

    const part = await alice.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${mp3.length}`);
    expect(part.rawPayload.equals(mp3.subarray(100, 200))).toBe(true);

    const tail = await alice.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(mp3.subarray(mp3.length - 10))).toBe(true);

    const past = await alice.inject({ method: 'GET', url, headers: { range: `bytes=${mp3.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp3.length}`);

    const page = await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}/player` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<audio controls preload="metadata" src="${url}"`);

    for (const path of [`/api/audiobooks/${book.id}`, url, `/api/audiobooks/${book.id}/player`]) {
      expect((await bob.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    const bobAsk = await bob.inject({
      method: 'POST',
      url: `/api/audiobooks/${book.id}/ask`,
      headers: ORIGIN,
      payload: { message: 'hi' },
    });
    expect(bobAsk.statusCode).toBe(404);
    expect(
      (await bob.inject({ method: 'DELETE', url: `/api/audiobooks/${book.id}`, headers: ORIGIN })).statusCode,
    ).toBe(404);
    expect((await bob.inject({ method: 'GET', url: '/api/audiobooks' })).json()).toEqual([]);
  });

  it('keeps the position, retries a failed transcription and deletes the book with its file', async () => {
    const book = await createBook(alice, mp3);
    const pos = await alice.inject({
      method: 'PUT',
      url: `/api/audiobooks/${book.id}/position`,
      headers: ORIGIN,
      payload: { seconds: 7.5 },
    });
    expect(pos.statusCode).toBe(204);
    const page = await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}/player` });
    expect(page.body).toContain('#t=7');

    const completedRetry = await alice.inject({
      method: 'POST',
      url: `/api/audiobooks/${book.id}/transcribe`,
      headers: ORIGIN,
    });
    expect(completedRetry.statusCode).toBe(202); // still pending: Retry is offered

    const files = mediaFiles(t).length;
    const del = await alice.inject({ method: 'DELETE', url: `/api/audiobooks/${book.id}`, headers: ORIGIN });
    expect(del.statusCode).toBe(204);
    expect(mediaFiles(t).length).toBe(files - 1);
    expect((await alice.inject({ method: 'GET', url: `/api/audiobooks/${book.id}` })).statusCode).toBe(404);
    expect(await listPieces(t.database.db, book.id)).toEqual([]);
  });
});
