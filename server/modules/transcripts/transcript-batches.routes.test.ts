import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResponse, TranscriptServiceStatus } from '../../../common/api/transcripts';
import { seedEpisode } from '../../test/factories';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { startFileServer } from './test/file-server';
import { loadTranscriptSegments } from './transcripts.store';

const own = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'providers', 'transcript-formats', 'fixtures', name), 'utf8');

describe.each(testDatabases())('feed transcript batches on %s', (kind) => {
  let t: TestApp;
  let files: Awaited<ReturnType<typeof startFileServer>>;
  beforeAll(async () => {
    files = await startFileServer();
    t = await createTestApp(kind, { env: { FETCH_ALLOW_PRIVATE_HOSTS: 'true' }, workers: true });
  });
  afterAll(async () => {
    await t.close();
    await files.close();
  });

  it('counts episodes with feed transcripts, fetches them as a job preferring VTT, and reports each result', async () => {
    const status0 = TranscriptServiceStatus.parse(
      (await t.app.inject({ method: 'GET', url: '/api/transcripts/feed-status' })).json(),
    );
    expect(status0).toEqual({
      available: true,
      message: 'Every transcript listed in the feeds is stored',
      episodesFound: 0,
    });

    const vtt = files.serve('/ep1/transcript.vtt', { body: own('short-times.vtt'), contentType: 'text/vtt' });
    const srt = files.serve('/ep1/transcript.srt', { body: own('speakers.srt'), contentType: 'application/x-subrip' });
    const json = files.serve('/ep2/transcript', { body: own('episode.json'), contentType: 'application/json' });
    const { episode: one } = await seedEpisode(t.database, {
      title: 'One',
      feedTranscripts: [
        { url: srt, type: 'application/srt' },
        { url: vtt, type: 'text/vtt', language: 'en' },
      ],
    });
    const { episode: two } = await seedEpisode(t.database, {
      title: 'Two',
      feedTranscripts: [{ url: json, type: 'application/json' }],
    });
    const { episode: broken } = await seedEpisode(t.database, {
      title: 'Broken',
      feedTranscripts: [{ url: `${files.baseUrl}/missing.vtt`, type: 'text/vtt' }],
    });
    await seedEpisode(t.database, { title: 'No transcript listed' });

    const status = (await t.app.inject({ method: 'GET', url: '/api/transcripts/feed-status' })).json();
    expect(status.episodesFound).toBe(3);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/batch-auto-fetch',
      payload: { maxEpisodes: 10 },
    });
    expect(res.statusCode).toBe(200);
    const batch = BatchResponse.parse(res.json());
    expect(batch).toMatchObject({
      success: true,
      state: 'completed',
      total: 3,
      processed: 3,
      successful: 2,
      message: 'Stored 2 of 3 feed transcripts',
    });
    const byTitle = Object.fromEntries(batch.results.map((r) => [r.title, r]));
    expect(byTitle.One).toMatchObject({ success: true, episodeId: one.id, sourceUrl: vtt, error: null });
    expect(byTitle.Two).toMatchObject({ success: true, episodeId: two.id, sourceUrl: json });
    expect(byTitle.Broken).toMatchObject({
      success: false,
      episodeId: broken.id,
      transcriptLength: 0,
      error: 'The transcript answered 404 Not Found',
    });
    expect(files.hits).not.toContain('/ep1/transcript.srt');

    const stored = (await t.app.inject({ method: 'GET', url: `/api/episodes/${one.id}/transcript` })).json();
    expect(stored).toMatchObject({ source: 'feed', format: 'vtt', language: 'en', sourceUrl: vtt });
    expect(stored.segments[0]).toEqual({
      startSeconds: 1,
      endSeconds: 4.5,
      speaker: 'Ann Lee',
      text: 'Welcome to the show & thanks for listening.',
    });
    expect(byTitle.One.transcriptLength).toBe(stored.transcriptLength);

    const progress = BatchResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/transcripts/jobs/${batch.jobId}` })).json(),
    );
    expect(progress).toEqual(batch);
    expect((await t.app.inject({ method: 'GET', url: '/api/transcripts/feed-status' })).json().episodesFound).toBe(1);
  });

  it('bounds maxEpisodes and answers 404 for unknown jobs', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/batch-auto-fetch',
      payload: { maxEpisodes: 51 },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toMatch(/maxEpisodes must be at most 50/);
    const job = await t.app.inject({
      method: 'GET',
      url: '/api/transcripts/jobs/00000000-0000-4000-8000-000000000000',
    });
    expect(job.statusCode).toBe(404);
  });

  it('does at most maxEpisodes per batch and picks up where the last batch stopped', async () => {
    for (const n of [1, 2, 3]) {
      const url = files.serve(`/limit/${n}.srt`, { body: own('speakers.srt'), contentType: 'text/plain' });
      await seedEpisode(t.database, { feedTranscripts: [{ url, type: 'application/srt' }] });
    }
    // Only the broken episode of the first test and these three are waiting.
    const first = BatchResponse.parse(
      (
        await t.app.inject({ method: 'POST', url: '/api/transcripts/batch-auto-fetch', payload: { maxEpisodes: 2 } })
      ).json(),
    );
    expect(first.processed).toBe(2);
    // Which two come first is up to the order of the candidates; a fetched transcript is never
    // fetched again, while the broken episode stays waiting for a later batch.
    const fetched = first.results.filter((r) => r.success).map((r) => r.episodeId);
    const rest = BatchResponse.parse(
      (await t.app.inject({ method: 'POST', url: '/api/transcripts/batch-auto-fetch', payload: {} })).json(),
    );
    expect(rest.processed).toBe(4 - fetched.length);
    for (const id of fetched) expect(rest.results.map((r) => r.episodeId)).not.toContain(id);
  });

  it('finds an episode by names for the manual tester and for auto-fetch-external', async () => {
    const vtt = files.serve('/named/ep.vtt', { body: own('short-times.vtt'), contentType: 'text/vtt' });
    const { episode } = await seedEpisode(t.database, {
      title: 'The Secret Life of Cassette Tapes',
      showName: 'Analog Hour',
      feedTranscripts: [{ url: vtt, type: 'text/vtt' }],
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auto-transcript/test',
      payload: { showName: 'Analog Hour', episodeName: ' ' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please provide both show name and episode name.');

    const tested = await t.app.inject({
      method: 'POST',
      url: '/api/auto-transcript/test',
      payload: { showName: 'analog hour', episodeName: 'secret life of cassette tapes' },
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({ success: true, source: 'feed', episodeId: episode.id });
    expect(tested.json().transcriptLength).toBeGreaterThan(50);
    expect(typeof tested.json().processingTime).toBe('number');

    const external = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/auto-fetch-external',
      payload: { episodeName: 'Secret Life of Cassette Tape', showName: 'Analog Hour', userId: 'anonymous' },
    });
    expect(external.json()).toMatchObject({ success: true, episodeId: episode.id, source: 'feed' });
    expect((await loadTranscriptSegments(t, episode.id)).length).toBe(5);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/transcripts/auto-fetch-external',
      payload: { episodeName: 'Quantum gardening for cats', showName: 'Nope' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toMatch(/^Episode not found: Couldn't find this episode/);
    const notTested = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auto-transcript/test',
        payload: { showName: 'Nope', episodeName: 'Quantum gardening for cats' },
      })
    ).json();
    expect(notTested).toMatchObject({ success: false, source: null, transcriptLength: 0, episodeId: null });
  });

  it.runIf(hasSharedFixtures)(
    'fetches real transcripts (buzzcast JSON, SRT, HTML; talkpython VTT) served over HTTP',
    async () => {
      const real = [
        ['buzzsprout-buzzcast/buzzcast.json', 'application/json', 'json'],
        ['buzzsprout-buzzcast/buzzcast.html', 'text/html', 'html'],
        ['podcasting20/podcasting_20_episode_124.srt', 'application/x-subrip', 'srt'],
        ['talkpython/534-diskcache-your-secret-python-perf-weapon.vtt', 'text/vtt', 'vtt'],
      ];
      const ids: [string, string][] = [];
      for (const [path, type, format] of real) {
        const url = files.serve(`/real/${path}`, {
          body: readFileSync(sharedFixture('transcripts', path)),
          contentType: type,
        });
        const { episode } = await seedEpisode(t.database, { title: path, feedTranscripts: [{ url, type }] });
        ids.push([episode.id, format]);
      }
      const batch = BatchResponse.parse(
        (
          await t.app.inject({ method: 'POST', url: '/api/transcripts/batch-auto-fetch', payload: { maxEpisodes: 50 } })
        ).json(),
      );
      expect(batch.results.filter((r) => ids.some(([id]) => id === r.episodeId)).every((r) => r.success)).toBe(true);
      for (const [id, format] of ids) {
        const transcript = (await t.app.inject({ method: 'GET', url: `/api/episodes/${id}/transcript` })).json();
        expect(transcript.format).toBe(format);
        expect(transcript.transcriptLength).toBeGreaterThan(10_000);
      }
      // Word-level JSON is regrouped into passages by speaker.
      const json = await loadTranscriptSegments(t, ids[0][0]);
      expect(json.length).toBeLessThan(959);
      expect(json[0]).toMatchObject({ startSeconds: 0, speaker: 'Alban' });
    },
  );
});
