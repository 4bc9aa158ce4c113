import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env';
import { serviceContext } from '../../context';
import type { Database } from '../../db/client';
import { episodes, shows } from '../../db/schema/catalog';
import { hasSharedFixtures, sharedFixture } from '../../test/fixtures';
import { openTestDatabase, testDatabases } from '../../test/test-app';
import { type CatalogContext, syncShowFromFeed } from './catalog-sync.service';
import { type FeedServer, ownFeedFixture, startFeedServer } from './fixtures/feed-server';

describe.each(testDatabases())('catalog sync on %s', (kind) => {
  let database: Database;
  let feeds: FeedServer;
  let ctx: CatalogContext;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    feeds = await startFeedServer();
    ctx = serviceContext(parseEnv({ FETCH_ALLOW_PRIVATE_HOSTS: 'true' }), database);
  });
  afterAll(async () => {
    await feeds.close();
    await database.close();
  });

  const episodesOf = (showId: string) =>
    database.db.select().from(episodes).where(eq(episodes.showId, showId)).orderBy(asc(episodes.identityKey));

  it('stores a show and its episodes, keeping the first of a repeated guid', async () => {
    feeds.serveFixture('/tidepool.xml', ownFeedFixture('small-show.xml'));
    const result = await syncShowFromFeed(ctx, { feedUrl: feeds.url('/tidepool.xml') });
    expect(result).toMatchObject({ newEpisodes: 4, updatedEpisodes: 0, totalEpisodes: 4, notModified: false });

    const [show] = await database.db.select().from(shows).where(eq(shows.id, result.showId));
    expect(show).toMatchObject({ name: 'Tidepool Notes', host: 'Mara Okafor', kind: 'podcast' });
    const rows = await episodesOf(result.showId);
    const limpet = rows.find((r) => r.guid === 'tidepool-002');
    expect(limpet).toMatchObject({ title: "The Limpet's Teeth", host: 'Jonah Reyes', durationSeconds: 1530 });
    expect(limpet?.audioUrl).toBe('https://tidepool.example.org/audio/002.mp3');
    // Without a guid the enclosure names the episode; without either, title and date do.
    expect(rows.map((r) => r.identityKey)).toContain('url:https://tidepool.example.org/audio/001.mp3');
    expect(rows.some((r) => r.identityKey.startsWith('title:Trailer|2025-02-10'))).toBe(true);
    const seaStars = rows.find((r) => r.guid === 'tidepool-003');
    expect(seaStars?.host).toBe('Mara Okafor');
    expect(seaStars?.descriptionHtml).not.toContain('<script');
    expect(seaStars?.feedTranscripts[0]?.url).toBe('https://tidepool.example.org/transcripts/003.vtt');
  });

  it('re-syncs without duplicating, and updates only what changed', async () => {
    const feedUrl = feeds.url('/tidepool.xml');
    const before = await syncShowFromFeed(ctx, { feedUrl });
    // The same body again (no ETag from this server) is recognised without parsing.
    expect(before).toMatchObject({ newEpisodes: 0, updatedEpisodes: 0, totalEpisodes: 4, notModified: true });
    const idsBefore = new Map((await episodesOf(before.showId)).map((r) => [r.identityKey, r.id]));

    feeds.serveFixture('/tidepool.xml', ownFeedFixture('small-show-updated.xml'));
    const after = await syncShowFromFeed(ctx, { feedUrl });
    expect(after).toMatchObject({ showId: before.showId, newEpisodes: 1, updatedEpisodes: 1, totalEpisodes: 5 });
    const rows = await episodesOf(before.showId);
    expect(rows.find((r) => r.guid === 'tidepool-002')?.title).toBe("The Limpet's Teeth, Explained");
    for (const row of rows) {
      if (idsBefore.has(row.identityKey)) expect(row.id).toBe(idsBefore.get(row.identityKey));
    }
  });

  it('short-circuits on 304 Not Modified using the stored ETag', async () => {
    feeds.serveFixture('/etag.xml', ownFeedFixture('small-show.xml'), { etag: true });
    const feedUrl = feeds.url('/etag.xml');
    const first = await syncShowFromFeed(ctx, { feedUrl });
    expect(first.newEpisodes).toBe(4);
    const second = await syncShowFromFeed(ctx, { feedUrl });
    expect(second).toMatchObject({ notModified: true, newEpisodes: 0, updatedEpisodes: 0, totalEpisodes: 4 });
    expect(feeds.requests.filter((r) => r.path === '/etag.xml').map((r) => r.status)).toEqual([200, 304]);
  });

  it('leaves the catalog exactly as it was when the feed breaks', async () => {
    const feedUrl = feeds.url('/tidepool.xml');
    const showsBefore = await database.db.select().from(shows).orderBy(asc(shows.id));
    const episodesBefore = await database.db.select().from(episodes).orderBy(asc(episodes.id));

    feeds.serveFixture('/tidepool.xml', ownFeedFixture('not-a-feed.html'), { contentType: 'text/html' });
    await expect(syncShowFromFeed(ctx, { feedUrl })).rejects.toMatchObject({
      status: 502,
      code: 'catalog.feed_unreadable',
    });
    await expect(syncShowFromFeed(ctx, { feedUrl: feeds.url('/gone.xml') })).rejects.toMatchObject({
      status: 502,
      code: 'catalog.feed_fetch_failed',
    });

    expect(await database.db.select().from(shows).orderBy(asc(shows.id))).toEqual(showsBefore);
    expect(await database.db.select().from(episodes).orderBy(asc(episodes.id))).toEqual(episodesBefore);
  });

  it('keeps only http(s) links from a feed: javascript: and data: addresses are dropped', async () => {
    feeds.serve(
      '/hostile.xml',
      `<?xml version="1.0"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>Hostile Show</title>
    <link>javascript:alert(1)</link>
    <itunes:image href="javascript:alert(2)"/>
    <item>
      <title>Trap</title>
      <guid>trap-1</guid>
      <link>javascript:alert(3)</link>
      <itunes:image href="data:text/html,&lt;script&gt;alert(4)&lt;/script&gt;"/>
      <enclosure url="JavaScript:alert(5)" type="audio/mpeg" length="1"/>
      <podcast:person href="javascript:alert(6)" img="https://img.example.org/p.png">Eve</podcast:person>
    </item>
    <item>
      <title>Fine</title>
      <guid>fine-1</guid>
      <link>https://hostile.example.org/fine</link>
      <enclosure url="https://hostile.example.org/fine.mp3" type="audio/mpeg" length="1"/>
    </item>
  </channel>
</rss>`,
      { contentType: 'application/rss+xml' },
    );
    const result = await syncShowFromFeed(ctx, { feedUrl: feeds.url('/hostile.xml') });
    const [show] = await database.db.select().from(shows).where(eq(shows.id, result.showId));
    expect(show).toMatchObject({ imageUrl: null, siteUrl: null });
    const rows = await episodesOf(result.showId);
    const trap = rows.find((r) => r.guid === 'trap-1');
    expect(trap).toMatchObject({ link: null, imageUrl: null, audioUrl: null });
    expect(trap?.persons).toEqual([{ name: 'Eve', img: 'https://img.example.org/p.png' }]);
    expect(rows.find((r) => r.guid === 'fine-1')).toMatchObject({
      link: 'https://hostile.example.org/fine',
      audioUrl: 'https://hostile.example.org/fine.mp3',
    });
  });

  it('refuses loopback feeds unless private hosts are allowed', async () => {
    const strict: CatalogContext = serviceContext(parseEnv({}), database);
    await expect(syncShowFromFeed(strict, { feedUrl: feeds.url('/tidepool.xml') })).rejects.toMatchObject({
      status: 400,
      code: 'catalog.feed_url_refused',
    });
  });

  it('stores a YouTube channel feed as a video show', async () => {
    feeds.serveFixture('/channel.xml', ownFeedFixture('small-channel.xml'), { contentType: 'application/atom+xml' });
    const result = await syncShowFromFeed(ctx, { feedUrl: feeds.url('/channel.xml'), kind: 'youtube' });
    expect(result).toMatchObject({ newEpisodes: 2, totalEpisodes: 2 });
    const [show] = await database.db.select().from(shows).where(eq(shows.id, result.showId));
    expect(show?.kind).toBe('youtube');
    const rows = await episodesOf(result.showId);
    expect(rows.map((r) => r.link).sort()).toEqual([
      'https://www.youtube.com/watch?v=AAAAAAAAAA1',
      'https://www.youtube.com/watch?v=AAAAAAAAAA2',
    ]);
  });

  describe.runIf(hasSharedFixtures)('real feeds', () => {
    it('syncs every episode of The Daily once, and again without changes', async () => {
      feeds.serveFixture('/the-daily.xml', sharedFixture('feeds', 'podcast-feed-parser', 'the-daily.xml'));
      const feedUrl = feeds.url('/the-daily.xml');
      const first = await syncShowFromFeed(ctx, { feedUrl });
      expect(first).toMatchObject({ newEpisodes: 845, updatedEpisodes: 0, totalEpisodes: 845 });
      const again = await syncShowFromFeed(ctx, { feedUrl });
      expect(again).toMatchObject({ newEpisodes: 0, updatedEpisodes: 0, totalEpisodes: 845 });
    });

    it('does not fail on a real feed that repeats a guid', async () => {
      feeds.serveFixture(
        '/taverncast.xml',
        sharedFixture('feeds', 'rss-parser', 'taverncast-itunes-missing-image.xml'),
      );
      const result = await syncShowFromFeed(ctx, { feedUrl: feeds.url('/taverncast.xml') });
      expect(result.totalEpisodes).toBeGreaterThan(0);
      expect(result.newEpisodes).toBe(result.totalEpisodes);
    });
  });
});
