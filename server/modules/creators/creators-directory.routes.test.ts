import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatorDirectoryResults } from '../../../common/api/creators';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { creatorFeedUrl } from './creator-source';

/** Speaks the iTunes Search API on loopback: /search?term=...&media=podcast. */
async function startItunes(): Promise<{
  baseUrl: string;
  terms: string[];
  failNext: () => void;
  close: () => Promise<void>;
}> {
  const terms: string[] = [];
  let fail = false;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (fail) {
      fail = false;
      res.writeHead(503).end('busy');
      return;
    }
    terms.push(url.searchParams.get('term') ?? '');
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(
      JSON.stringify({
        resultCount: 2,
        results: [
          {
            collectionName: 'Tidepool Notes',
            artistName: 'Mara Okafor',
            feedUrl: 'https://tidepool.example.org/feed.xml',
            artworkUrl600: 'https://tidepool.example.org/cover-600.jpg',
            trackCount: 41,
          },
          { collectionName: 'No feed here', artistName: 'Someone' },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    terms,
    failNext: () => {
      fail = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe.each(testDatabases())('creator directory on %s', (kind) => {
  let itunes: Awaited<ReturnType<typeof startItunes>>;
  let t: TestApp;
  let app: TestApp['app'];

  beforeAll(async () => {
    itunes = await startItunes();
    t = await createTestApp(kind, { env: { ITUNES_BASE_URL: itunes.baseUrl } });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await itunes.close();
  });

  it('finds shows by name, keeping only those with a feed', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/creators/directory?term=tide%20pool' });
    expect(res.statusCode).toBe(200);
    expect(CreatorDirectoryResults.parse(res.json())).toEqual([
      {
        name: 'Tidepool Notes',
        author: 'Mara Okafor',
        feedUrl: 'https://tidepool.example.org/feed.xml',
        imageUrl: 'https://tidepool.example.org/cover-600.jpg',
        episodeCount: 41,
      },
    ]);
    expect(itunes.terms.at(-1)).toBe('tide pool');
  });

  it('asks for at least two characters', async () => {
    for (const url of [
      '/api/creators/directory',
      '/api/creators/directory?term=a',
      '/api/creators/directory?term=%20%20',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
    expect((await app.inject({ method: 'GET', url: '/api/creators/directory?term=a' })).json().error.message).toContain(
      'Type at least 2 characters',
    );
  });

  it('answers 502 when the directory fails', async () => {
    itunes.failNext();
    const res = await app.inject({ method: 'GET', url: '/api/creators/directory?term=tidepool' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('creators.directory_failed');
  });
});

describe('creator feed URL', () => {
  it("uses a YouTube channel's Atom feed, and any other URL as it is", () => {
    const channel = 'UCtidepoolnotes00000000A';
    expect(creatorFeedUrl({ url: `https://www.youtube.com/channel/${channel}`, channelId: channel })).toBe(
      `https://www.youtube.com/feeds/videos.xml?channel_id=${channel}`,
    );
    expect(creatorFeedUrl({ url: 'https://www.youtube.com/@tidepool', channelId: channel })).toBe(
      `https://www.youtube.com/feeds/videos.xml?channel_id=${channel}`,
    );
    expect(creatorFeedUrl({ url: 'https://tidepool.example.org/feed.xml', channelId: null })).toBe(
      'https://tidepool.example.org/feed.xml',
    );
  });
});
