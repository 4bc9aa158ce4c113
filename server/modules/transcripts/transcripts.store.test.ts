import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedEpisode } from '../../test/factories';
import { openTestDatabase, testDatabases } from '../../test/test-app';
import { loadTranscriptSegments, saveTranscript } from './transcripts.store';

describe.each(testDatabases())('transcript store on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('saves segments in order and replaces the previous transcript', async () => {
    const { episode } = await seedEpisode(database);
    const ctx = { database };
    expect(await loadTranscriptSegments(ctx, episode.id)).toEqual([]);
    const first = await saveTranscript(ctx, episode.id, {
      source: 'feed',
      format: 'vtt',
      language: 'en',
      sourceUrl: 'https://example.com/t.vtt',
      segments: [
        { startSeconds: 0, endSeconds: 1.5, speaker: 'Ann', text: 'Hello there.' },
        { startSeconds: 1.5, endSeconds: 3, speaker: 'Bob', text: 'Hi Ann.' },
      ],
    });
    expect(first.textLength).toBe('Hello there. Hi Ann.'.length);
    expect(await loadTranscriptSegments(ctx, episode.id)).toEqual([
      { startSeconds: 0, endSeconds: 1.5, speaker: 'Ann', text: 'Hello there.' },
      { startSeconds: 1.5, endSeconds: 3, speaker: 'Bob', text: 'Hi Ann.' },
    ]);
    const many = Array.from({ length: 1200 }, (_, i) => ({
      startSeconds: i,
      endSeconds: i + 1,
      speaker: null,
      text: `line ${i}`,
    }));
    await saveTranscript(ctx, episode.id, { source: 'manual_upload', format: 'srt', segments: many });
    const loaded = await loadTranscriptSegments(ctx, episode.id);
    expect(loaded).toHaveLength(1200);
    expect(loaded[1199].text).toBe('line 1199');
    expect(loaded[0].speaker).toBeNull();
  });
});
