import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListenerExport } from '../../../common/api/listener-export';
import type { AppContext } from '../../context';
import { exportListener } from './listener-export.service';

/** A listener's own data, downloadable: nothing they keep is only in Earshot. */
export const listenerExportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/export',
      {
        schema: {
          tags: ['export'],
          summary: 'Everything this listener keeps, as one JSON file',
          response: { 200: ListenerExport },
        },
      },
      async (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        reply.header('content-disposition', `attachment; filename="earshot-export-${day}.json"`);
        return exportListener(ctx, request.listenerId);
      },
    );
  };
