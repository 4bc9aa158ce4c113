import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatorList, OpmlImportResponse } from '../../../common/api/creators';
import { serviceContext } from '../../context';
import { parseOpml } from '../../providers/feeds/opml';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../../test/test-app';
import { type FeedServer, ownFeedFixture, startFeedServer } from '../catalog/fixtures/feed-server';
import { waitForSync } from '../catalog/fixtures/wait-for-sync';
import { refreshFollowedFeeds } from './creators.service';

describe.each(testDatabases())('creators OPML and scheduled refresh on %s', (kind) => {
  let t: TestApp;
  let feeds: FeedServer;
  let alice: TestListener;

  beforeAll(async () => {
    feeds = await startFeedServer();
    feeds.serveFixture('/small-show.xml', ownFeedFixture('small-show.xml'));
    feeds.serveFixture('/small-channel.xml', ownFeedFixture('small-channel.xml'), {
      contentType: 'application/atom+xml',
    });
    t = await createTestApp(kind, { env: { FETCH_ALLOW_PRIVATE_HOSTS: 'true' }, workers: true });
    alice = await t.listener();
  });
  afterAll(async () => {
    await t.close();
    await feeds.close();
  });

  const opmlFixture = () =>
    readFileSync(ownFeedFixture('two-shows.opml'), 'utf8').replaceAll('FEED_BASE', feeds.url(''));
  const importOpml = (who: TestListener, opml: string) =>
    who.inject({ method: 'POST', url: '/api/creators/opml', payload: { opml } });
  const creatorsOf = async (who: TestListener) =>
    CreatorList.parse((await who.inject({ method: 'GET', url: '/api/creators' })).json());

  it('refuses a damaged OPML file and adds nothing', async () => {
    const res = await importOpml(alice, '<opml version="2.0"><body><outline xmlUrl="http://a.example/feed"');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('creators.opml_invalid');
    expect(res.json().error.message).toMatch(/^This OPML file could not be read/);
    expect((await importOpml(alice, '')).statusCode).toBe(400);
    expect(await creatorsOf(alice)).toEqual([]);
  });

  it('imports each new feed once, and syncs them', async () => {
    const res = await importOpml(alice, opmlFixture());
    expect(res.statusCode).toBe(200);
    const body = OpmlImportResponse.parse(res.json());
    expect(body).toMatchObject({ added: 2, skipped: 1 });
    expect(body.creators.map((c) => c.name).sort()).toEqual(['Tidepool Notes', 'Tidepool Notes Video']);
    for (const creator of body.creators)
      expect(await waitForSync(alice, creator.id)).toMatchObject({ syncStatus: 'synced' });
    const list = await creatorsOf(alice);
    expect(list.map((c) => [c.name, c.type, c.episodeCount])).toEqual([
      ['Tidepool Notes', 'podcast', 4],
      ['Tidepool Notes Video', 'youtube', 2],
    ]);

    const again = OpmlImportResponse.parse((await importOpml(alice, opmlFixture())).json());
    expect(again).toMatchObject({ added: 0, skipped: 3, creators: [] });
  });

  it('exports the creators as an OPML file that imports back', async () => {
    const res = await alice.inject({ method: 'GET', url: '/api/creators/opml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/x-opml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="earshot-creators.opml"');
    const parsed = parseOpml(res.body);
    expect(parsed.outlines.map((o) => [o.title, o.feedUrl])).toEqual([
      ['Tidepool Notes', feeds.url('/small-show.xml')],
      ['Tidepool Notes Video', feeds.url('/small-channel.xml')],
    ]);

    const bob = await t.listener();
    const imported = OpmlImportResponse.parse((await importOpml(bob, res.body)).json());
    expect(imported).toMatchObject({ added: 2, skipped: 0, invalid: 0 });
    for (const c of imported.creators) await waitForSync(bob, c.id);
    const bobs = await creatorsOf(bob);
    expect(bobs.map((c) => [c.name, c.type, c.url])).toEqual(
      (await creatorsOf(alice)).map((c) => [c.name, c.type, c.url]),
    );
  });

  it('re-syncs every followed autoSync feed once on the schedule', async () => {
    const carol = await t.listener();
    const paused = await carol.inject({
      method: 'POST',
      url: '/api/creators',
      payload: { name: 'Paused Notes', url: feeds.url('/paused.xml'), autoSync: false },
    });
    await waitForSync(carol, paused.json().id);
    feeds.serveFixture('/small-show.xml', ownFeedFixture('small-show-updated.xml'));
    feeds.serveFixture('/paused.xml', ownFeedFixture('small-show-updated.xml'));
    const requestsBefore = feeds.requests.length;

    const outcome = await refreshFollowedFeeds(serviceContext(t.env, t.database));
    expect(outcome).toEqual({ feeds: 2, failed: 0 });
    const fetched = feeds.requests
      .slice(requestsBefore)
      .map((r) => r.path)
      .sort();
    expect(fetched).toEqual(['/small-channel.xml', '/small-show.xml']);
    expect((await creatorsOf(alice)).find((c) => c.name === 'Tidepool Notes')).toMatchObject({
      episodeCount: 5,
      syncStatus: 'synced',
    });
    // The paused creator's first sync failed (404) and the schedule leaves it alone.
    expect((await creatorsOf(carol))[0]).toMatchObject({ syncStatus: 'failed', episodeCount: 0 });
  });
});
