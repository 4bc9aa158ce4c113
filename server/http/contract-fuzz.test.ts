import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShow } from '../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../test/test-app';

type Operation = { method: string; path: string; hasBody: boolean; multipart: boolean };

const json = { 'content-type': 'application/json' };

/** Malformed JSON bodies of every kind a client (or an attacker) could send. */
function malformedBodies(): (string | undefined)[] {
  let deep: unknown = 'x';
  for (let i = 0; i < 2000; i++) deep = { a: deep };
  const huge = 'x'.repeat(200_000);
  return [
    undefined,
    '',
    '{',
    'null',
    '[]',
    '"text"',
    '42',
    'true',
    '{"searchCriteria": 12, "limit": "ten", "podcastId": [], "name": {}}',
    JSON.stringify({ extra: 1, another: [1, 2, 3] }),
    JSON.stringify({ searchCriteria: huge, name: huge, url: huge, title: huge, message: huge, query: huge }),
    JSON.stringify(deep),
    '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}',
    JSON.stringify({ searchCriteria: 'a\u0000b', name: '\u0000', podcastId: '\u0000', url: 'http://\u0000' }),
    JSON.stringify({ podcastId: 'not-a-uuid', episodeId: '../../etc/passwd', contentId: "'; drop table episodes; --" }),
    JSON.stringify({ limit: -1, offset: 1e308, relevanceThreshold: 'NaN', positionSeconds: -5 }),
  ];
}

const BAD_IDS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '%00',
  '..%2F..%2Fetc',
  'a'.repeat(99),
  '1e9999',
];

/**
 * Every operation of the OpenAPI document, sent malformed requests of every kind: no answer is
 * a 5xx, the server keeps answering, and what the listener keeps is unchanged afterwards.
 */
describe.each(testDatabases())('malformed requests to every operation on %s', (kind) => {
  let t: TestApp;
  let a: TestListener;
  let operations: Operation[];
  const kept = async () => {
    const out: Record<string, unknown> = {};
    for (const url of ['/api/saved', '/api/playlist', '/api/search/history', '/api/conversations', '/api/creators']) {
      out[url] = (await a.inject({ method: 'GET', url })).json();
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {
      workers: false,
      // Spotify configured (at a closed port), so its routes get past "not configured" to the input.
      env: {
        ADMIN_TOKEN: 'fuzz-admin-token-fuzz',
        SPOTIFY_CLIENT_ID: 'fuzz-client',
        SPOTIFY_ACCOUNTS_BASE_URL: 'http://127.0.0.1:9',
        SPOTIFY_API_BASE_URL: 'http://127.0.0.1:9',
      },
    });
    a = await t.listener();
    const { episodeIds } = await seedShow(t.database, 'Fuzz Hour', [{ title: 'One' }, { title: 'Two' }]);
    await a.inject({ method: 'POST', url: '/api/saved', headers: json, payload: { podcastId: episodeIds[0] } });
    await a.inject({ method: 'POST', url: `/api/playlist/${episodeIds[1]}` });
    await a.inject({ method: 'POST', url: '/api/search/history', headers: json, payload: { searchCriteria: 'kelp' } });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: op.requestBody !== undefined,
        multipart: Object.keys(op.requestBody?.content ?? {}).some((c) => c.startsWith('multipart/')),
      })),
    );
  });
  afterAll(() => t.close());

  it('never answers 5xx, stays up and changes nothing a listener keeps', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const before = await kept();
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, headers: Record<string, string>, payload?: string) => {
      const res = await a.inject({ method: method as never, url, headers, payload });
      sent++;
      if (res.statusCode >= 500) failures.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    };
    for (const op of operations) {
      if (op.path.startsWith('/api/docs')) continue;
      // A write with no input at all ("clear all") has nothing to malform: sent, it would simply run.
      if (!op.hasBody && !op.path.includes('{') && op.method !== 'GET') continue;
      const urls = op.path.includes('{')
        ? BAD_IDS.map((id) => op.path.replace(/\{[^}]+\}/g, id))
        : [op.path, `${op.path}?limit=abc&offset=-1&q=%00&search=${'x'.repeat(3000)}&__proto__[x]=1`];
      for (const url of urls) {
        if (!op.hasBody) {
          await send(op.method, url, {});
          continue;
        }
        if (op.multipart) {
          const boundary = 'fuzzboundary';
          for (const payload of ['junk', `--${boundary}\r\nContent-Disposition: form-data; name="audio"\r\n\r\n`, '']) {
            await send(
              op.method,
              url,
              { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: 'http://localhost' },
              payload,
            );
          }
          continue;
        }
        for (const payload of malformedBodies()) await send(op.method, url, payload === undefined ? {} : json, payload);
        await send(op.method, url, { 'content-type': 'text/plain' }, 'hello');
        await send(op.method, url, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1&b=2');
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await kept()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 300_000);
});
