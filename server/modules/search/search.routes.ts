import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import { SearchRequest, SearchResponse } from '../../../common/api/search';
import type { AppContext } from '../../context';
import { searchEpisodes } from './search.service';

export const searchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/search',
      {
        schema: {
          tags: ['search'],
          summary: 'Find episodes by topic or by similarity, ranked, each with why it matched',
          body: SearchRequest,
          response: { 200: SearchResponse, 400: errorResponses[400] },
        },
      },
      async (request) => searchEpisodes(ctx, request.body),
    );
  };
