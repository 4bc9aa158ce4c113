import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

describe.each(testDatabases())('health and identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health with the database kind and hands out a signed listener cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: kind });
    expect(String(res.headers['set-cookie'])).toMatch(/earshot_listener=.+HttpOnly; SameSite=Lax/);
  });

  it('keeps the listener id when the cookie comes back, and replaces a forged one', async () => {
    const listener = await t.listener();
    const again = await listener.inject({ method: 'GET', url: '/api/health' });
    expect(again.headers['set-cookie']).toBeUndefined();
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { cookie: 'earshot_listener=11111111-1111-1111-1111-111111111111.bad' },
    });
    expect(String(forged.headers['set-cookie'])).toMatch(/earshot_listener=/);
  });

  it('refuses a state-changing call from another origin or with a form body', async () => {
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { origin: 'http://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().error.code).toBe('cross_origin');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
  });

  it('tells liveness from readiness, and readiness fails while the database does not answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json()).toMatchObject({ status: 'ok', database: kind, role: 'all' });
    const down = await createTestApp(kind);
    await down.database.close();
    const notReady = await down.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json().error.code).toBe('health.database_unreachable');
    expect((await down.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await down.app.close();
  });

  it('exposes Prometheus metrics: request latency by route, queue depth, failures, provider errors', async () => {
    await t.app.inject({ method: 'GET', url: '/api/episodes' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /earshot_http_request_duration_seconds_count\{method="GET",route="\/api\/episodes",status="200"\} 1/,
    );
    for (const name of ['earshot_job_failures_total', 'earshot_provider_errors_total', 'earshot_job_queue_depth']) {
      expect(res.body).toContain(`# TYPE ${name}`);
    }
    const guarded = await createTestApp(kind, { env: { ADMIN_TOKEN: 'metrics-admin-token-1234' } });
    expect((await guarded.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const allowed = await guarded.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer metrics-admin-token-1234' },
    });
    expect(allowed.statusCode).toBe(200);
    await guarded.close();
  });

  it('answers unknown API paths with the error format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/does-not-exist' } });
  });

  it('serves OpenAPI documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
