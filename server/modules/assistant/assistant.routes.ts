import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ConversationalSearchBody, ConversationalSearchResponse } from '../../../common/api/assistant';
import { errorResponses } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import { conversationalSearch } from './assistant.service';

export const assistantRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/conversational-search',
      {
        schema: {
          tags: ['assistant'],
          summary:
            'Borris: one turn of a spoken or typed conversation; follow-ups ("shorter ones", "only The Daily") refine the request before',
          body: ConversationalSearchBody,
          response: { 200: ConversationalSearchResponse, ...errorResponses },
        },
      },
      // The listener's own history answers "pick up where I left off" and "something I haven't heard".
      async (request) => conversationalSearch(ctx, request.body, { listenerId: request.listenerId }),
    );
  };
