import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from '../test/test-app';

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('limits on expensive calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  const search = (headers: Record<string, string> = {}, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { ...json, ...headers },
      payload: { searchCriteria: 'kelp forests', useAI: false },
      ...(remoteAddress ? { remoteAddress } : {}),
    });

  it('answers 429 with Retry-After past the limit, per listener, leaving cheap calls alone', async () => {
    const a = await t.listener();
    const b = await t.listener();
    for (let i = 0; i < 3; i++) expect((await search({ cookie: a.cookie })).statusCode).toBe(200);
    const over = await search({ cookie: a.cookie });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().error.code).toBe('rate_limited');
    // Another listener, and A's cheap calls, are not held back.
    expect((await search({ cookie: b.cookie })).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) {
      expect((await a.inject({ method: 'GET', url: '/api/search/history' })).statusCode).toBe(200);
    }
  });

  it('counts callers without a cookie by their address, so a fresh identity each time does not help', async () => {
    for (let i = 0; i < 3; i++) expect((await search({}, '203.0.113.7')).statusCode).toBe(200);
    expect((await search({}, '203.0.113.7')).statusCode).toBe(429);
    expect((await search({}, '203.0.113.8')).statusCode).toBe(200);
  });
});

describe.runIf(testDatabases().includes('postgres'))('limits shared by web processes on one PostgreSQL', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_PER_MINUTE: '3' };
    first = await createTestApp('postgres', { env });
    // A second server on the same database, as a second web process is (its own app and counters in memory).
    second = await createTestApp('postgres', { env, database: { ...first.database, close: async () => {} } });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('counts a listener once, whichever process answers', async () => {
    const listener = await first.listener();
    const search = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/search',
        headers: { ...json, cookie: listener.cookie },
        payload: { searchCriteria: 'kelp forests', useAI: false },
      });
    expect((await search(first)).statusCode).toBe(200);
    expect((await search(second)).statusCode).toBe(200);
    expect((await search(first)).statusCode).toBe(200);
    const over = await search(second);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(50);
    expect((await search(first)).statusCode).toBe(429);
  });
});
