import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Creator, CreatorEpisodeList, CreatorList, CreatorSyncResponse } from '../../../common/api/creators';
import { ShowList } from '../../../common/api/shows';
import { episodes, shows } from '../../db/schema/catalog';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { type FeedServer, ownFeedFixture, startFeedServer } from '../catalog/fixtures/feed-server';
import { waitForSync } from '../catalog/fixtures/wait-for-sync';

describe.each(testDatabases())('creators on %s', (kind) => {
  let t: TestApp;
  let feeds: FeedServer;
  let alice: TestListener;
  let bob: TestListener;
  let tidepoolId: string;

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.serveFixture('/tidepool.xml', ownFeedFixture('small-show.xml'));
    feeds.serveFixture('/channel.xml', ownFeedFixture('small-channel.xml'), { contentType: 'application/atom+xml' });
    feeds.serveFixture('/broken.xml', ownFeedFixture('not-a-feed.html'), { contentType: 'text/html' });
    t = await createTestApp(kind, { env: { FETCH_ALLOW_PRIVATE_HOSTS: 'true' }, workers: true });
    alice = await t.listener();
    bob = await t.listener();
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const add = (who: TestListener, payload: Record<string, unknown>) =>
    who.inject({ method: 'POST', url: '/api/creators', payload });
  const catalogCounts = async () => ({
    shows: (await t.database.db.select({ n: count() }).from(shows))[0]?.n,
    episodes: (await t.database.db.select({ n: count() }).from(episodes))[0]?.n,
  });

  it('adds a creator and syncs its feed in the background', async () => {
    const res = await add(alice, {
      name: 'Tidepool Notes',
      url: feeds.url('/tidepool.xml'),
      description: 'Rock pools',
    });
    expect(res.statusCode).toBe(201);
    const created = Creator.parse(res.json());
    expect(created).toMatchObject({
      name: 'Tidepool Notes',
      type: 'podcast',
      autoSync: true,
      episodeCount: 0,
      description: 'Rock pools',
    });
    expect(['pending', 'syncing']).toContain(created.syncStatus);
    tidepoolId = created.id;

    const synced = await waitForSync(alice, created.id);
    expect(synced).toMatchObject({ syncStatus: 'synced', syncError: null, episodeCount: 4 });
    expect(synced.showId).toBeTruthy();
    expect(synced.lastSynced).toBeTruthy();
    expect(synced.imageUrl).toBe('https://tidepool.example.org/cover.jpg');
  });

  it("answers 'Already added' for a name this listener already has, in any case", async () => {
    const res = await add(alice, { name: 'tidepool NOTES', url: feeds.url('/channel.xml') });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('creators.already_added');
    expect(res.json().error.message).toMatch(/^Already added/);
    const sameUrl = await add(alice, { name: 'Another name', url: feeds.url('/tidepool.xml') });
    expect(sameUrl.statusCode).toBe(409);
    // Another listener may follow the same show under the same name.
    const other = await add(bob, { name: 'Tidepool Notes', url: feeds.url('/tidepool.xml'), autoSync: false });
    expect(other.statusCode).toBe(201);
    await waitForSync(bob, other.json().id);
    expect(CreatorList.parse((await alice.inject({ method: 'GET', url: '/api/creators' })).json())).toHaveLength(1);
  });

  it('rejects bad creator input with a clear message and adds nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: feeds.url('/tidepool.xml') }, 'body.name'],
      [{ name: '   ', url: feeds.url('/tidepool.xml') }, 'Name is required'],
      [{ name: 'No URL' }, 'body.url'],
      [{ name: 'Bad type', url: feeds.url('/tidepool.xml'), type: 'radio' }, 'body.type'],
      [{ name: 'FTP', url: 'ftp://example.org/feed.xml' }, 'http:// or https://'],
      [{ name: 'Words', url: 'not a url at all' }, 'http:// or https://'],
      [{ name: 'A video', type: 'youtube', url: 'https://www.youtube.com/watch?v=AAAAAAAAAA1' }, 'No YouTube channel'],
    ];
    for (const [payload, message] of cases) {
      const res = await add(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(CreatorList.parse((await alice.inject({ method: 'GET', url: '/api/creators' })).json())).toHaveLength(1);
  });

  it("lists a creator's episodes newest first, and hides them from other listeners", async () => {
    const res = await alice.inject({ method: 'GET', url: `/api/creators/${tidepoolId}/episodes` });
    expect(res.statusCode).toBe(200);
    const list = CreatorEpisodeList.parse(res.json());
    expect(list.map((e) => e.title)).toEqual([
      'Why Sea Stars Lose Their Arms',
      "The Limpet's Teeth",
      'Anemones at Low Tide',
      'Trailer',
    ]);
    expect(list[0]).toMatchObject({ link: 'https://tidepool.example.org/episodes/3', hasTranscript: false });
    const foreign = await bob.inject({ method: 'GET', url: `/api/creators/${tidepoolId}/episodes` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('creators.not_found');
  });

  it('syncs on demand without duplicating, and counts what changed', async () => {
    const again = await alice.inject({ method: 'POST', url: `/api/creators/${tidepoolId}/sync` });
    expect(again.statusCode).toBe(200);
    expect(CreatorSyncResponse.parse(again.json())).toEqual({ newEpisodes: 0, updatedEpisodes: 0, totalEpisodes: 4 });

    feeds.serveFixture('/tidepool.xml', ownFeedFixture('small-show-updated.xml'));
    const changed = await alice.inject({ method: 'POST', url: `/api/creators/${tidepoolId}/sync` });
    expect(changed.json()).toEqual({ newEpisodes: 1, updatedEpisodes: 1, totalEpisodes: 5 });
    const [creator] = CreatorList.parse((await alice.inject({ method: 'GET', url: '/api/creators' })).json());
    expect(creator).toMatchObject({ episodeCount: 5, syncStatus: 'synced' });

    expect((await bob.inject({ method: 'POST', url: `/api/creators/${tidepoolId}/sync` })).statusCode).toBe(404);
    expect((await alice.inject({ method: 'POST', url: '/api/creators/not-a-uuid/sync' })).statusCode).toBe(400);
  });

  it('reports a broken feed and leaves the catalog as it was', async () => {
    const before = await catalogCounts();
    const res = await add(alice, { name: 'Broken Show', url: feeds.url('/broken.xml') });
    expect(res.statusCode).toBe(201);
    const failed = await waitForSync(alice, Creator.parse(res.json()).id);
    expect(failed).toMatchObject({ syncStatus: 'failed', episodeCount: 0, showId: null });
    expect(failed.syncError).toContain('HTML page');

    feeds.serveFixture('/tidepool.xml', ownFeedFixture('not-a-feed.html'), { contentType: 'text/html' });
    const sync = await alice.inject({ method: 'POST', url: `/api/creators/${tidepoolId}/sync` });
    expect(sync.statusCode).toBe(502);
    expect(sync.json().error.code).toBe('catalog.feed_unreadable');
    expect(await catalogCounts()).toEqual(before);
    const list = CreatorList.parse((await alice.inject({ method: 'GET', url: '/api/creators' })).json());
    expect(list.find((c) => c.id === tidepoolId)).toMatchObject({ syncStatus: 'failed', episodeCount: 5 });
    feeds.serveFixture('/tidepool.xml', ownFeedFixture('small-show-updated.xml'));
  });

  it('follows a video channel feed as a YouTube show', async () => {
    const res = await add(alice, { name: 'Tidepool Video', type: 'youtube', url: feeds.url('/channel.xml') });
    expect(res.statusCode).toBe(201);
    const synced = await waitForSync(alice, Creator.parse(res.json()).id);
    expect(synced).toMatchObject({ type: 'youtube', syncStatus: 'synced', episodeCount: 2 });
    const showList = ShowList.parse((await alice.inject({ method: 'GET', url: '/api/shows' })).json());
    expect(showList.find((s) => s.id === synced.showId)?.kind).toBe('youtube');
  });

  it("deletes only this listener's creator and keeps the shared catalog", async () => {
    const foreign = await bob.inject({ method: 'DELETE', url: `/api/creators/${tidepoolId}` });
    expect(foreign.statusCode).toBe(404);
    const before = await catalogCounts();
    const res = await alice.inject({ method: 'DELETE', url: `/api/creators/${tidepoolId}` });
    expect(res.statusCode).toBe(204);
    const again = await alice.inject({ method: 'DELETE', url: `/api/creators/${tidepoolId}` });
    expect(again.statusCode).toBe(404);
    const list = CreatorList.parse((await alice.inject({ method: 'GET', url: '/api/creators' })).json());
    expect(list.map((c) => c.id)).not.toContain(tidepoolId);
    expect(await catalogCounts()).toEqual(before);
    expect(CreatorList.parse((await bob.inject({ method: 'GET', url: '/api/creators' })).json())).toHaveLength(1);
  });
});

describe.each(testDatabases())('creators at private addresses on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a feed at a private address when it is added, and adds nothing', async () => {
    const l = await t.listener();
    const urls = [
      'http://127.0.0.1:8080/feed.xml',
      'http://localhost/feed.xml',
      'http://[::1]/feed.xml',
      'http://10.0.0.5/feed.xml',
      'http://169.254.169.254/latest/meta-data',
    ];
    for (const [i, url] of urls.entries()) {
      const res = await l.inject({ method: 'POST', url: '/api/creators', payload: { name: `Private ${i}`, url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toEqual({
        code: 'creators.url_refused',
        message:
          'This address points to a private network address, which is not allowed. Use the public address of the feed.',
      });
    }
    expect((await l.inject({ method: 'GET', url: '/api/creators' })).json()).toEqual([]);
  });
});
