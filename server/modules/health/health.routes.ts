import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../common/api/errors';
import { HealthResponse, LivenessResponse } from '../../../common/api/health';
import type { AppContext } from '../../context';
import { adminGuard } from '../../http/admin-guard';
import { AppError } from '../../http/errors';
import { settleWithin } from '../../lib/settle-within';

/** A readiness check waits this long for the database before it says not ready. */
const DATABASE_CHECK_MS = 2000;

function databaseAnswers(ctx: AppContext): Promise<boolean> {
  return settleWithin(
    ctx.database.rows(sql`select 1`).then(() => true),
    DATABASE_CHECK_MS,
    false,
  );
}

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['health'];
    const ready = async () => {
      if (!(await databaseAnswers(ctx))) {
        throw new AppError(503, 'health.database_unreachable', 'The database does not answer');
      }
      return { status: 'ok' as const, database: ctx.database.kind, version: ctx.version, role: ctx.env.ROLE };
    };

    app.get(
      '/api/health',
      {
        schema: {
          tags,
          summary: 'Ready to serve: the process is up and its database answers (503 otherwise)',
          response: { 200: HealthResponse, 503: ErrorBody },
        },
      },
      ready,
    );

    app.get(
      '/api/health/ready',
      {
        schema: { tags, summary: 'Readiness, for a load balancer', response: { 200: HealthResponse, 503: ErrorBody } },
      },
      ready,
    );

    app.get(
      '/api/health/live',
      { schema: { tags, summary: 'Liveness: the process answers at all', response: { 200: LivenessResponse } } },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/api/metrics',
      {
        schema: {
          tags,
          summary: 'Prometheus metrics: request latency, job queue depth and failures, provider errors',
          response: { 200: z.string(), 401: ErrorBody },
        },
        preHandler: adminGuard(ctx.env.ADMIN_TOKEN),
      },
      async (_request, reply) => {
        for (const [queue, depth] of Object.entries(await ctx.jobs.depths())) {
          ctx.metrics.queueDepth.set({ queue }, depth);
        }
        return reply.type(ctx.metrics.registry.contentType).send(await ctx.metrics.registry.metrics());
      },
    );
  };
