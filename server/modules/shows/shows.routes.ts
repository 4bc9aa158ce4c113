import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ShowList } from '../../../common/api/shows';
import type { AppContext } from '../../context';
import { presentShow } from './shows.presenter';
import { listShows } from './shows.repo';

export const showsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/shows',
      {
        schema: { tags: ['shows'], summary: 'Every show in the catalog, sorted by name', response: { 200: ShowList } },
      },
      async () => (await listShows(ctx.database.db)).map(presentShow),
    );
  };
