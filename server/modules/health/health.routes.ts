import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse } from '../../../common/api/health';
import type { AppContext } from '../../context';

export const healthRoutes =
  (deps: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          summary: 'Is the server up and its database reachable',
          response: { 200: HealthResponse },
        },
      },
      async () => {
        await deps.database.rows(sql`select 1`);
        return { status: 'ok' as const, database: deps.database.kind, version: deps.version };
      },
    );
  };
