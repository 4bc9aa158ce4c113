import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { parseFeed } from '../../providers/feeds/parse-feed';
import { parseTranscript } from '../../providers/transcript-formats/parse-transcript';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { storeParsedFeed } from '../catalog/catalog-store.service';
import { saveTranscript } from '../transcripts/transcripts.store';

// A real show ("How to Start a Podcast", Buzzsprout) with the real transcript of one of its episodes.
describe.runIf(hasSharedFixtures).each(testDatabases())('search over a real feed and transcript on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const feed = parseFeed(readFileSync(sharedFixture('feeds', 'podcast-feed-parser', 'start_podcast.xml')));
    await storeParsedFeed(t.database.db, { feedUrl: 'https://feeds.example.com/start-podcast.xml', feed });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: '10 Things I Wish I Knew', relevanceThreshold: 0 },
    });
    const episode = SearchResponse.parse(res.json()).results.find((r) => r.title.startsWith('10 Things I Wish I Knew'));
    const { format, segments } = parseTranscript(
      readFileSync(sharedFixture('transcripts', 'podcast-namespace', 'example.srt'), 'utf8'),
      { url: 'example.srt' },
    );
    await saveTranscript({ database: t.database }, episode?.id as string, { source: 'feed', format, segments });
  });
  afterAll(() => t.close());

  it('quick search finds episodes by their show notes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'best microphone' },
    });
    const body = SearchResponse.parse(res.json());
    expect(body.results[0].title).toBe('#3 The best microphone for podcasters');
    expect(body.results[0].relevanceScore).toBeGreaterThanOrEqual(0.8);
  });

  it('deep search quotes what was said, with its time in the episode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'trust the podcast host', searchDepth: 'deep', relevanceThreshold: 0 },
    });
    const body = SearchResponse.parse(res.json());
    const hit = body.results.find((r) => r.evidence?.kind === 'transcript');
    expect(hit?.title).toBe('10 Things I Wish I Knew Before I Started a Podcast');
    expect(hit?.evidence?.startSeconds).toBeGreaterThan(0);
    expect(hit?.aiExplanation).toMatch(/at \d+:\d\d the transcript says: "/);
    expect(hit?.hasTranscript).toBe(true);
  });
});
