import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminStatus } from '../../../common/api/admin';
import { seedConversationContent } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

describe.each(testDatabases())('admin status on %s', (kind) => {
  describe('with the embedded providers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: { AI_PROVIDER: 'local', TRANSCRIBE_PROVIDER: 'none' },
      });
    });
    afterAll(() => t.close());

    it('reports the local AI provider as available and transcript coverage of the catalog', async () => {
      const empty = AdminStatus.parse((await t.app.inject({ method: 'GET', url: '/api/admin/status' })).json());
      expect(empty.database).toMatchObject({
        status: 'connected',
        kind,
        totalEpisodes: 0,
        episodesWithTranscripts: 0,
        coverage: 0,
      });

      await seedConversationContent(t.database);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/status',
      });
      expect(res.statusCode).toBe(200);
      const status = AdminStatus.parse(res.json());
      expect(status.openai).toMatchObject({
        status: 'available',
        provider: 'local',
        model: 'extractive',
        errorMessage: null,
      });
      expect(status.transcription).toMatchObject({
        status: 'not_configured',
        provider: 'none',
      });
      expect(status.database).toMatchObject({
        totalEpisodes: 2,
        episodesWithTranscripts: 1,
        coverage: 50,
      });
    });

    it('Test APIs answers the same shape', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/test-apis',
      });
      expect(res.statusCode).toBe(200);
      expect(AdminStatus.parse(res.json()).openai.status).toBe('available');
    });
  });

  describe('with ADMIN_TOKEN set', () => {
    const token = 'admin-token-0123456789';
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { ADMIN_TOKEN: token } });
    });
    afterAll(() => t.close());

    it('refuses status and tests without the token', async () => {
      for (const [method, url] of [
        ['GET', '/api/admin/status'],
        ['POST', '/api/admin/test-apis'],
      ] as const) {
        const res = await t.app.inject({ method, url });
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('admin.unauthorized');
      }
      const wrong = await t.app.inject({
        method: 'GET',
        url: '/api/admin/status',
        headers: { authorization: 'Bearer nope' },
      });
      expect(wrong.statusCode).toBe(401);
    });

    it('answers with the token', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/status',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(AdminStatus.parse(res.json()).database.status).toBe('connected');
    });
  });
});
