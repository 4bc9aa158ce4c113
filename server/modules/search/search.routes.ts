import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import { SearchRequest, SearchResponse } from '../../../common/api/search';
import type { AppContext } from '../../context';
import { ClientClosedError } from '../../http/errors';
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
          response: { 200: SearchResponse, 400: errorResponses[400], 503: errorResponses[503] },
        },
      },
      async (request, reply) => {
        // A listener who closed the connection no longer waits for this search.
        const gaveUp = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableEnded) gaveUp.abort(new ClientClosedError());
        });
        return searchEpisodes(ctx, request.body, { signal: gaveUp.signal });
      },
    );
  };
