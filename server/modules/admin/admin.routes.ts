import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminStatus } from '../../../common/api/admin';
import { ErrorBody } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import { adminGuard } from '../../http/admin-guard';
import { adminStatus, testProviders } from './admin.service';

export const adminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = adminGuard(ctx.env.ADMIN_TOKEN);

    app.get(
      '/api/admin/status',
      {
        preHandler,
        schema: {
          tags,
          summary: 'State of the AI provider, speech to text and the database (transcript coverage)',
          response: { 200: AdminStatus, 401: ErrorBody },
        },
      },
      async () => adminStatus(ctx),
    );

    app.post(
      '/api/admin/test-apis',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Probe the providers now and record the result; answers the new status',
          response: { 200: AdminStatus, 401: ErrorBody },
        },
      },
      async () => testProviders(ctx),
    );
  };
