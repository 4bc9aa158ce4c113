import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEpisode } from '../test/factories';
import { createTestApp, type TestApp, type TestListener, testDatabases } from '../test/test-app';

const json = { 'content-type': 'application/json' };

describe.each(testDatabases())('hostile input and protective headers on %s', (kind) => {
  let t: TestApp;
  let a: TestListener;
  beforeAll(async () => {
    t = await createTestApp(kind, { workers: false });
    a = await t.listener();
  });
  afterAll(() => t.close());

  it('refuses a NUL character in a body, a key, a query or a path with 400 and stores nothing', async () => {
    const calls = [
      { method: 'POST', url: '/api/search/history', headers: json, payload: { searchCriteria: 'tide\u0000pools' } },
      { method: 'POST', url: '/api/search/history', headers: json, payload: { 'search\u0000Criteria': 'tide' } },
      { method: 'POST', url: '/api/search', headers: json, payload: { searchCriteria: 'x', podcastShow: ['\u0000'] } },
      { method: 'GET', url: '/api/episodes?search=tide%00pools' },
      { method: 'DELETE', url: '/api/search/history/abc%00def' },
    ] as const;
    for (const call of calls) {
      const res = await a.inject(call as never);
      expect(res.statusCode, call.url).toBe(400);
      expect(res.json().error.code).toBe('request.nul_character');
    }
    expect((await a.inject({ method: 'GET', url: '/api/search/history' })).json()).toEqual([]);
    // The server is still up and the same call without the NUL works.
    const ok = await a.inject({
      method: 'POST',
      url: '/api/search/history',
      headers: json,
      payload: { searchCriteria: 'tide pools' },
    });
    expect(ok.statusCode).toBeLessThan(300);
  });

  it('keeps no row for callers without a cookie until they keep something', async () => {
    const count = async () =>
      (await t.database.rows<{ n: number }>(sql`select count(*)::int as n from listeners`))[0].n;
    const before = await count();
    for (let i = 0; i < 20; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/search/history' })).statusCode).toBe(200);
    }
    expect(await count()).toBe(before);
    const fresh = await t.listener();
    const kept = await fresh.inject({
      method: 'POST',
      url: '/api/search/history',
      headers: json,
      payload: { searchCriteria: 'kelp' },
    });
    expect(kept.statusCode).toBeLessThan(300);
    expect(await count()).toBe(before + 1);
    expect((await fresh.inject({ method: 'GET', url: '/api/search/history' })).json()).toHaveLength(1);
  });

  it('never serves a non-web address stored before links were checked', async () => {
    const { episode } = await seedEpisode(t.database, { title: 'Old row', audioUrl: 'javascript:alert(1)' });
    const res = await a.inject({ method: 'GET', url: `/api/episodes/${episode.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ audioUrl: null, listenUrl: null, url: null });
  });

  it('answers a damaged form upload with 400 and an over-long path part with 414, in the error format', async () => {
    for (const payload of ['garbage', '--xx\r\nContent-Disposition: form-data; name="audio"\r\n\r\nabc']) {
      const res = await a.inject({
        method: 'POST',
        url: '/api/transcribe',
        headers: { origin: 'http://localhost', 'content-type': 'multipart/form-data; boundary=xx' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('malformed_multipart');
    }
    const long = await a.inject({ method: 'GET', url: `/api/episodes/${'a'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'path_too_long', message: 'A part of the address is too long.' } });
  });

  it('sends nosniff, no framing and a strict referrer policy on every answer', async () => {
    for (const url of ['/api/health', '/api/episodes', '/api/nowhere']) {
      const res = await a.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
