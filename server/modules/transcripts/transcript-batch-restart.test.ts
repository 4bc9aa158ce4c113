import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transcriptBatches } from '../../db/schema/transcript-batches';
import { seedEpisode } from '../../test/factories';
import { createTestApp, openTestDatabase, type TestApp, testDatabases } from '../../test/test-app';
import { startFileServer } from './test/file-server';
import { findBatch } from './transcript-batches.repo';
import { loadTranscriptSegments } from './transcripts.store';

const own = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'providers', 'transcript-formats', 'fixtures', name), 'utf8');

/**
 * A server stopped in the middle of a transcript batch leaves the batch "running" and its job
 * lost. The next start goes on with the episodes the batch had not done, and finishes it.
 */
describe.each(testDatabases())('a transcript batch interrupted by a stop, on %s', (kind) => {
  let files: Awaited<ReturnType<typeof startFileServer>>;
  let t: TestApp;

  beforeAll(async () => {
    files = await startFileServer();
  });
  afterAll(async () => {
    await t?.close();
    await files.close();
  });

  it('goes on from where it stopped when the server starts, and ends completed', async () => {
    const database = await openTestDatabase(kind);
    const first = await createTestApp(kind, { database, workers: false });
    await first.app.close();
    const vtt = files.serve('/a.vtt', { body: own('short-times.vtt'), contentType: 'text/vtt' });
    const json = files.serve('/b.json', { body: own('episode.json'), contentType: 'application/json' });
    const { episode: done } = await seedEpisode(database, {
      title: 'Done before the stop',
      feedTranscripts: [{ url: vtt, type: 'text/vtt' }],
    });
    const { episode: left } = await seedEpisode(database, {
      title: 'Left when it stopped',
      feedTranscripts: [{ url: json, type: 'application/json' }],
    });
    // What the stopped server left: one episode done and recorded, the batch still running, no job.
    const [batch] = await database.db
      .insert(transcriptBatches)
      .values({
        kind: 'feed',
        state: 'running',
        maxEpisodes: 5,
        total: 2,
        processed: 1,
        successful: 1,
        results: [
          { episodeId: done.id, title: done.title, success: true, transcriptLength: 10, error: null, sourceUrl: vtt },
        ],
      })
      .returning();

    t = await createTestApp(kind, { database, workers: true, env: { FETCH_ALLOW_PRIVATE_HOSTS: 'true' } });
    let row = await findBatch(database, batch.id);
    for (let i = 0; i < 200 && row?.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await findBatch(database, batch.id);
    }
    expect(row).toMatchObject({ state: 'completed', processed: 2, successful: 2 });
    expect(row?.results.map((r) => r.title)).toEqual(['Done before the stop', 'Left when it stopped']);
    expect((await loadTranscriptSegments(t, left.id)).length).toBeGreaterThan(0);
  });
});
