import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creators } from '../../db/schema/catalog';
import { createTestApp, openTestDatabase, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { type FeedServer, ownFeedFixture, startFeedServer } from '../catalog/fixtures/feed-server';
import { waitForSync } from '../catalog/fixtures/wait-for-sync';

/**
 * A server stopped in the middle of a feed sync leaves the creator "syncing" and its job lost.
 * The next start syncs it again (the sync is one transaction, so nothing half-done was kept).
 */
describe.each(testDatabases())('a feed sync interrupted by a stop, on %s', (kind) => {
  let feeds: FeedServer;
  let t: TestApp;

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.serveFixture('/small-show.xml', ownFeedFixture('small-show.xml'));
  });
  afterAll(async () => {
    await t?.close();
    await feeds.close();
  });

  it('is run again when the server starts, and ends synced with its episodes', async () => {
    const database = await openTestDatabase(kind);
    // What the stopped server left: a listener's creator marked syncing, no job, no show.
    const first = await createTestApp(kind, { database, workers: false });
    const listener = await first.listener();
    await first.app.close();
    const [creator] = await database.db
      .insert(creators)
      .values({
        listenerId: listener.id,
        name: 'Tidepool Notes',
        type: 'podcast',
        url: feeds.url('/small-show.xml'),
        syncStatus: 'syncing',
      })
      .returning();

    t = await createTestApp(kind, { database, workers: true, env: { FETCH_ALLOW_PRIVATE_HOSTS: 'true' } });
    const restarted: TestListener = {
      ...listener,
      inject: (o: InjectOptions) => t.app.inject({ ...o, headers: { ...(o.headers ?? {}), cookie: listener.cookie } }),
    };
    const done = await waitForSync(restarted, creator.id);
    expect(done).toMatchObject({ syncStatus: 'synced', episodeCount: 4 });
  });
});
