import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from './feed-types';
import { searchItunesPodcasts } from './itunes-search';

/** A loopback stand-in for itunes.apple.com/search, answering in the API's own shape. */
let server: http.Server;
let base = '';
const queries: URLSearchParams[] = [];

const RESULTS = {
  resultCount: 3,
  results: [
    {
      wrapperType: 'track',
      kind: 'podcast',
      collectionId: 1200361736,
      trackName: 'The Daily',
      collectionName: 'The Daily',
      artistName: 'The New York Times',
      feedUrl: 'https://feeds.simplecast.com/54nAGcIl',
      artworkUrl100: 'https://is1-ssl.mzstatic.com/image/100x100bb.jpg',
      artworkUrl600: 'https://is1-ssl.mzstatic.com/image/600x600bb.jpg',
      trackCount: 2500,
      primaryGenreName: 'Daily News',
    },
    { wrapperType: 'track', kind: 'podcast', collectionName: 'Apple Exclusive', artistName: 'Someone', trackCount: 3 },
    {
      wrapperType: 'track',
      kind: 'podcast',
      trackName: 'Daily Tiny',
      feedUrl: 'http://tiny.example.test/rss',
      artworkUrl100: 'https://img.test/t.jpg',
    },
  ],
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    queries.push(url.searchParams);
    if (url.pathname !== '/search') return res.writeHead(404).end();
    if (url.searchParams.get('term') === 'broken') return res.writeHead(503, 'Service Unavailable').end();
    if (url.searchParams.get('term') === 'garbage')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(JSON.stringify(RESULTS));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('searchItunesPodcasts', () => {
  it('asks for podcasts by term and keeps only results with a feed', async () => {
    const found = await searchItunesPodcasts('  the daily ', undefined, base);
    expect(queries.at(-1)?.get('media')).toBe('podcast');
    expect(queries.at(-1)?.get('entity')).toBe('podcast');
    expect(queries.at(-1)?.get('term')).toBe('the daily');
    expect(found).toEqual([
      {
        name: 'The Daily',
        author: 'The New York Times',
        feedUrl: 'https://feeds.simplecast.com/54nAGcIl',
        imageUrl: 'https://is1-ssl.mzstatic.com/image/600x600bb.jpg',
        episodeCount: 2500,
      },
      {
        name: 'Daily Tiny',
        author: null,
        feedUrl: 'http://tiny.example.test/rss',
        imageUrl: 'https://img.test/t.jpg',
        episodeCount: null,
      },
    ]);
  });

  it('turns directory failures into FeedFetchError', async () => {
    const failure = (term: string, fetchJson?: (url: string) => Promise<unknown>) =>
      searchItunesPodcasts(term, fetchJson, base).then(
        () => null,
        (e: unknown) => e as FeedFetchError,
      );
    const down = await failure('broken');
    expect(down).toBeInstanceOf(FeedFetchError);
    expect([down?.reason, down?.status, down?.message]).toEqual([
      'http_status',
      503,
      'The podcast directory answered 503 Service Unavailable',
    ]);
    expect((await failure('garbage'))?.reason).toBe('network');
    expect((await failure('x', async () => ({ nothing: true })))?.message).toBe(
      'The podcast directory sent an unreadable answer',
    );
    expect(
      (
        await failure('x', async () => {
          throw new Error('boom');
        })
      )?.reason,
    ).toBe('network');
    const unreachable = await searchItunesPodcasts('x', undefined, 'http://127.0.0.1:1').then(
      () => null,
      (e: unknown) => e as FeedFetchError,
    );
    expect(unreachable?.reason).toBe('network');
  });
});
