import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import { ShowList, ShowListQuery } from '../../../common/api/shows';
import type { AppContext } from '../../context';
import { presentShow } from './shows.presenter';
import { listShows } from './shows.repo';

export const showsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/shows',
      {
        schema: {
          tags: ['shows'],
          summary: 'The shows of the catalog, sorted by name, a page at a time',
          querystring: ShowListQuery,
          response: { 200: ShowList, 400: errorResponses[400] },
        },
      },
      async (request) => (await listShows(ctx.database.db, request.query)).map(presentShow),
    );
  };
