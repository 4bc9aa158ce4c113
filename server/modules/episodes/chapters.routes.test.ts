import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes } from '../../db/schema/catalog';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { type FeedServer, startFeedServer } from '../catalog/fixtures/feed-server';

const CHAPTERS = {
  version: '1.2.0',
  chapters: [
    { startTime: 0, title: 'Intro' },
    { startTime: 168, title: 'Hearing Aids', img: 'https://example.com/images/hearing_aids.jpg' },
    { startTime: 260, title: 'Progress Report' },
  ],
};

describe.each(testDatabases())('episode chapters on %s', (kind) => {
  let t: TestApp;
  let feeds: FeedServer;
  let ids: string[];

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.serve('/chapters.json', JSON.stringify(CHAPTERS), { contentType: 'application/json+chapters' });
    feeds.serve('/broken.json', '<html>not chapters</html>', { contentType: 'text/html' });
    t = await createTestApp(kind, { env: { FETCH_ALLOW_PRIVATE_HOSTS: 'true' } });
    ({ episodeIds: ids } = await seedShow(t.database, 'Chapter Hour', [
      { title: 'With chapters' },
      { title: 'Broken chapters' },
      { title: 'Without chapters' },
    ]));
    await t.database.db
      .update(episodes)
      .set({ chaptersUrl: feeds.url('/chapters.json') })
      .where(eq(episodes.id, ids[0]));
    await t.database.db
      .update(episodes)
      .set({ chaptersUrl: feeds.url('/broken.json') })
      .where(eq(episodes.id, ids[1]));
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const get = (id: string) => t.app.inject({ method: 'GET', url: `/api/episodes/${id}/chapters` });

  it('serves the chapters of the file the feed names, in order, and none when it names none', async () => {
    const res = await get(ids[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json().chapters).toEqual([
      { startSeconds: 0, title: 'Intro', imageUrl: null, url: null },
      { startSeconds: 168, title: 'Hearing Aids', imageUrl: 'https://example.com/images/hearing_aids.jpg', url: null },
      { startSeconds: 260, title: 'Progress Report', imageUrl: null, url: null },
    ]);
    expect((await get(ids[2])).json()).toEqual({ chapters: [] });
  });

  it('says when a chapters file cannot be read, and 404 for an unknown episode', async () => {
    const broken = await get(ids[1]);
    expect(broken.statusCode).toBe(502);
    expect(broken.json().error.code).toBe('episodes.chapters_unavailable');
    expect((await get('00000000-0000-4000-8000-000000000999')).statusCode).toBe(404);
  });
});
