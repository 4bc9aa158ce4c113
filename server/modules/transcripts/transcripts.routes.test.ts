import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EpisodeTranscript, TranscriptUploadResponse } from '../../../common/api/transcripts';
import { seedEpisode } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { loadTranscriptSegments } from './transcripts.store';

const TOKEN = 'admin-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
const ownFixture = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'providers', 'transcript-formats', 'fixtures', name), 'utf8');

describe.each(testDatabases())('episode transcript upload, read and delete on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { ADMIN_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('stores a pasted SRT with its times and speakers and serves it back in order', async () => {
    const { episode } = await seedEpisode(t.database, { title: 'Tape Talk' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${episode.id}/transcript`,
      headers: auth,
      payload: { transcriptText: ownFixture('speakers.srt'), source: 'manual_upload' },
    });
    expect(res.statusCode).toBe(200);
    const body = TranscriptUploadResponse.parse(res.json());
    expect(body).toMatchObject({ episodeTitle: 'Tape Talk', format: 'srt', segmentCount: 3 });
    expect(body.transcriptLength).toBe(
      'Hello, this is a test. Still Ann speaking across two lines. At 10:30 we start.'.length,
    );

    const got = await t.app.inject({ method: 'GET', url: `/api/episodes/${episode.id}/transcript` });
    expect(got.statusCode).toBe(200);
    const transcript = EpisodeTranscript.parse(got.json());
    expect(transcript).toMatchObject({
      source: 'manual_upload',
      format: 'srt',
      language: null,
      transcriptLength: body.transcriptLength,
    });
    expect(transcript.segments[2]).toEqual({
      startSeconds: 6,
      endSeconds: 8,
      speaker: 'Bob',
      text: 'At 10:30 we start.',
    });
    expect(await loadTranscriptSegments(t, episode.id)).toEqual(transcript.segments);
  });

  it('replaces an earlier transcript, keeps plain text untimed, then deletes it', async () => {
    const { episode } = await seedEpisode(t.database);
    const url = `/api/episodes/${episode.id}/transcript`;
    await t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { transcriptText: ownFixture('short-times.vtt'), source: 'manual_upload' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { transcriptText: 'Just words.\n\nMore words.', source: 'manual_upload' },
    });
    expect(second.json()).toMatchObject({
      format: 'text',
      segmentCount: 2,
      transcriptLength: 'Just words. More words.'.length,
    });
    const segments = (await t.app.inject({ method: 'GET', url })).json().segments;
    expect(segments).toEqual([
      { startSeconds: null, endSeconds: null, speaker: null, text: 'Just words.' },
      { startSeconds: null, endSeconds: null, speaker: null, text: 'More words.' },
    ]);
    const deleted = await t.app.inject({ method: 'DELETE', url, headers: auth });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).json().error.code).toBe(
      'transcripts.not_found',
    );
  });

  it('refuses blank text with the spec message and unreadable text, changing nothing', async () => {
    const { episode } = await seedEpisode(t.database);
    const url = `/api/episodes/${episode.id}/transcript`;
    const blank = await t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { transcriptText: '  \n ', source: 'manual_upload' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toEqual({
      code: 'transcripts.missing_text',
      message: 'Missing Information: Please select an episode and provide transcript text',
    });
    const empty = await t.app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { transcriptText: 'WEBVTT\n\nNOTE only a note\n' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('transcripts.unreadable');
    const missing = await t.app.inject({ method: 'POST', url, headers: auth, payload: { source: 'manual_upload' } });
    expect(missing.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for unknown episodes and 400 for malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/episodes/${unknown}/transcript`,
      headers: auth,
      payload: { transcriptText: 'Hello.' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('transcripts.episode_not_found');
    expect((await t.app.inject({ method: 'GET', url: `/api/episodes/${unknown}/transcript` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/episodes/not-a-uuid/transcript' })).statusCode).toBe(400);
  });

  it('needs the admin token for every admin endpoint when ADMIN_TOKEN is set', async () => {
    const { episode } = await seedEpisode(t.database);
    const calls = [
      { method: 'POST' as const, url: `/api/episodes/${episode.id}/transcript`, payload: { transcriptText: 'Hello.' } },
      { method: 'DELETE' as const, url: `/api/episodes/${episode.id}/transcript` },
      { method: 'POST' as const, url: '/api/transcripts/batch-auto-fetch', payload: {} },
      { method: 'POST' as const, url: '/api/transcripts/podcastindex-batch-fetch', payload: {} },
      { method: 'POST' as const, url: '/api/transcripts/batch-generate', payload: {} },
      { method: 'POST' as const, url: '/api/auto-transcript/test', payload: { showName: 'a', episodeName: 'b' } },
      {
        method: 'POST' as const,
        url: '/api/transcripts/auto-fetch-external',
        payload: { episodeName: episode.title, showName: '' },
      },
      { method: 'GET' as const, url: '/api/transcripts/jobs/00000000-0000-4000-8000-000000000000' },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { 'x-admin-token': 'wrong-token-wrong-token-wrong' } });
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json().error.code).toBe('admin.unauthorized');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/episodes/${episode.id}/transcript` })).statusCode).toBe(404);
  });

  it('refuses a megabyte of text in one field before reading the catalog', async () => {
    const { episode } = await seedEpisode(t.database);
    const huge = 'x'.repeat(1024 * 1024);
    for (const payload of [
      { episodeName: huge, showName: '' },
      { episodeName: episode.title, showName: huge },
      { episodeName: episode.title, userId: huge },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transcripts/auto-fetch-external',
        headers: { 'x-admin-token': TOKEN },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/episodes/${episode.id}/transcript` })).statusCode).toBe(404);
  });
});
