import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedFetchError } from './feed-types';
import { isBlockedAddress } from './ip-policy';
import { fetchFeed } from './safe-fetch';

const FEED = '<rss><channel><title>Loopback</title></channel></rss>';

/** A loopback server playing a feed host: plain, compressed, conditional, redirecting, slow, huge. */
let server: http.Server;
let port = 0;
const seenHeaders: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seenHeaders.push(req.headers);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/feed.xml') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304).end();
      res.writeHead(200, {
        'content-type': 'application/rss+xml; charset=utf-8',
        etag: '"v1"',
        'last-modified': 'Wed, 01 May 2024 10:00:00 GMT',
      });
      return res.end(FEED);
    }
    if (path === '/gzip.xml') return res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(FEED));
    if (path === '/br.xml') return res.writeHead(200, { 'content-encoding': 'br' }).end(zlib.brotliCompressSync(FEED));
    const hops = /^\/redirect\/(\d+)$/.exec(path);
    if (hops) {
      const left = Number(hops[1]);
      return res.writeHead(302, { location: left > 1 ? `/redirect/${left - 1}` : '/feed.xml' }).end();
    }
    if (path === '/to-loopback-ip') return res.writeHead(301, { location: `http://127.0.0.1:${port}/feed.xml` }).end();
    if (path === '/missing') return res.writeHead(404).end('nope');
    if (path === '/slow') return setTimeout(() => res.end(FEED), 2000).unref();
    if (path === '/big-declared') return res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    if (path === '/big-streamed') {
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write('y'.repeat(1000));
      return res.end();
    }
    if (path === '/zip-bomb')
      return res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('z'.repeat(100_000)));
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const open = { allowPrivateHosts: true, allowedHosts: [] as string[] };
const closed = { allowPrivateHosts: false, allowedHosts: [] as string[] };
const at = (path: string, host = '127.0.0.1') => `http://${host}:${port}${path}`;

async function failure(promise: Promise<unknown>): Promise<FeedFetchError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FeedFetchError);
  return err as FeedFetchError;
}

describe('fetchFeed', () => {
  it('fetches a feed with its validators and sends conditional headers next time', async () => {
    const first = await fetchFeed(at('/feed.xml'), { ...open, userAgent: 'EarshotTest/1' });
    expect(first).toMatchObject({
      notModified: false,
      url: at('/feed.xml'),
      etag: '"v1"',
      contentType: 'application/rss+xml; charset=utf-8',
    });
    expect(first.notModified === false && first.body.toString()).toBe(FEED);
    expect(seenHeaders.at(-1)?.['user-agent']).toBe('EarshotTest/1');
    const second = await fetchFeed(at('/feed.xml'), {
      ...open,
      etag: '"v1"',
      lastModified: 'Wed, 01 May 2024 10:00:00 GMT',
    });
    expect(second).toEqual({ notModified: true, url: at('/feed.xml') });
    expect(seenHeaders.at(-1)?.['if-modified-since']).toBe('Wed, 01 May 2024 10:00:00 GMT');
  });

  it('decompresses gzip and brotli bodies', async () => {
    for (const path of ['/gzip.xml', '/br.xml']) {
      const result = await fetchFeed(at(path), open);
      expect(result.notModified === false && result.body.toString()).toBe(FEED);
    }
  });

  it('follows up to 5 redirects and reports the final address', async () => {
    const result = await fetchFeed(at('/redirect/4'), open);
    expect(result.url).toBe(at('/feed.xml'));
    const err = await failure(fetchFeed(at('/redirect/6'), open));
    expect(err.reason).toBe('redirects');
    expect(err.message).toBe('The feed redirected more than 5 times');
  });

  it('reports HTTP errors, timeouts and oversized bodies clearly', async () => {
    const missing = await failure(fetchFeed(at('/missing'), open));
    expect([missing.reason, missing.status, missing.message]).toEqual([
      'http_status',
      404,
      'The feed answered 404 Not Found',
    ]);
    const slow = await failure(fetchFeed(at('/slow'), { ...open, timeoutMs: 300 }));
    expect([slow.reason, slow.message]).toEqual(['timeout', 'The feed took longer than 0.3 s to answer']);
    for (const path of ['/big-declared', '/big-streamed', '/zip-bomb']) {
      const big = await failure(fetchFeed(at(path), { ...open, maxBytes: 4096 }));
      expect([big.reason, big.message]).toEqual(['too_large', 'The feed is larger than 4 KB']);
    }
  });

  it('refuses loopback addresses, by IP and by name, unless the host is allowed', async () => {
    for (const url of [at('/feed.xml'), at('/feed.xml', 'localhost'), at('/feed.xml', '[::1]')]) {
      const err = await failure(fetchFeed(url, closed));
      expect(err.reason).toBe('blocked_address');
      expect(err.message).toBe('The feed address points to a private network address, which is not allowed');
    }
    const allowed = await fetchFeed(at('/feed.xml', 'localhost'), { ...closed, allowedHosts: ['LOCALHOST'] });
    expect(allowed.notModified).toBe(false);
  });

  it('checks every redirect hop: an allowed host cannot redirect to a private address', async () => {
    const err = await failure(
      fetchFeed(at('/to-loopback-ip', 'localhost'), { ...closed, allowedHosts: ['localhost'] }),
    );
    expect(err.reason).toBe('blocked_address');
  });

  it('refuses addresses that are not http(s) and reports connection failures', async () => {
    expect((await failure(fetchFeed('ftp://example.com/feed.xml', open))).reason).toBe('bad_url');
    expect((await failure(fetchFeed('not a url', open))).reason).toBe('bad_url');
    const refused = await failure(fetchFeed('http://127.0.0.1:1/feed.xml', open));
    expect(refused.reason).toBe('network');
  });
});

describe('isBlockedAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    'fc00::abcd',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    'not-an-ip',
  ])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows %s',
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});
