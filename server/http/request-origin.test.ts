import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from '../test/test-app';
import { allowedHostNames, hostName } from './same-origin';

describe('host names', () => {
  it('reads the name from a Host header with or without a port', () => {
    expect(hostName('LocalHost:5000')).toBe('localhost');
    expect(hostName('[::1]:5000')).toBe('[::1]');
    expect(hostName('earshot.example.org')).toBe('earshot.example.org');
  });

  it('allows loopback, the listening address and the public names, and nothing for 0.0.0.0', () => {
    expect([...allowedHostNames('127.0.0.1', [])].sort()).toEqual(['127.0.0.1', '::1', '[::1]', 'localhost']);
    const lan = allowedHostNames('192.168.1.20', ['Earshot.Example.org']);
    expect(lan.has('192.168.1.20')).toBe(true);
    expect(lan.has('earshot.example.org')).toBe(true);
    expect(allowedHostNames('0.0.0.0', []).has('0.0.0.0')).toBe(false);
  });
});

describe.each(testDatabases())('requests from other sites on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { PUBLIC_HOSTS: 'earshot.example.org' } });
  });
  afterAll(() => t.close());

  it('answers no route, page or document to a host name it is not configured for', async () => {
    const listener = await t.listener();
    for (const url of ['/api/saved', '/api/health', '/api/docs/json', '/search', '/nowhere']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { host: 'rebound.attacker.example:5000', cookie: listener.cookie },
      });
      expect(res.statusCode, url).toBe(421);
      expect(res.json().error.code).toBe('unknown_host');
    }
  });

  it('refuses a rebound page that sends its own name as Host and Origin, and changes nothing', async () => {
    const listener = await t.listener();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search/history',
      headers: {
        host: 'rebound.attacker.example:5000',
        origin: 'http://rebound.attacker.example:5000',
        cookie: listener.cookie,
      },
      payload: { searchCriteria: 'rebound' },
    });
    expect(res.statusCode).toBe(421);
    const history = await listener.inject({ method: 'GET', url: '/api/search/history' });
    expect(history.json()).toEqual([]);
  });

  it('accepts a same-origin call on a configured name, and compares scheme and port too', async () => {
    const listener = await t.listener();
    const post = (origin: string | undefined, host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/search/history',
        headers: { host, cookie: listener.cookie, ...(origin === undefined ? {} : { origin }) },
        payload: { searchCriteria: `from ${origin}` },
      });
    expect((await post('http://earshot.example.org', 'earshot.example.org')).statusCode).toBe(201);
    expect((await post('http://localhost:5000', 'localhost:5000')).statusCode).toBe(201);
    expect((await post(undefined, 'localhost:5000')).statusCode).toBe(201);
    for (const [origin, host] of [
      ['https://localhost:5000', 'localhost:5000'],
      ['http://localhost:5001', 'localhost:5000'],
      ['http://earshot.example.org', 'localhost:5000'],
      ['null', 'localhost:5000'],
      ['not a url', 'localhost:5000'],
    ]) {
      const res = await post(origin, host);
      expect(res.statusCode, `${origin} -> ${host}`).toBe(403);
      expect(res.json().error.code).toBe('cross_origin');
    }
    const history = (await listener.inject({ method: 'GET', url: '/api/search/history' })).json();
    expect(history.map((h: { searchCriteria: string }) => h.searchCriteria).sort()).toEqual([
      'from http://earshot.example.org',
      'from http://localhost:5000',
      'from undefined',
    ]);
  });

  it('refuses a multipart post that names no origin, which a form on any site could send', async () => {
    const boundary = 'earshotboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF\r\n--${boundary}--\r\n`;
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/transcribe',
        headers: { host: 'localhost:5000', 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        payload,
      });
    const bare = await post({});
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe('cross_origin');
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // With its own origin (or a browser's word that no other site made it) the rule lets it through.
    expect((await post({ origin: 'http://localhost:5000' })).statusCode).not.toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).statusCode).not.toBe(403);
  });
});
