import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import {
  SearchHistoryCreateBody,
  SearchHistoryItem,
  SearchHistoryList,
  SearchHistoryParams,
  SearchHistoryRemoveResponse,
} from '../../../common/api/search-history';
import type { AppContext } from '../../context';
import { listSearchHistory, recordSearch, removeSearch } from './search-history.service';

export const searchHistoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const tags = ['search history'];

    app.get(
      '/api/search/history',
      {
        schema: {
          tags,
          summary: 'Past searches, most recent first (at most 10)',
          response: { 200: SearchHistoryList },
        },
      },
      async (request) => listSearchHistory(db, request.listenerId),
    );

    app.post(
      '/api/search/history',
      {
        schema: {
          tags,
          summary: 'Record a search (a repeated search moves to the top)',
          body: SearchHistoryCreateBody,
          response: { 201: SearchHistoryItem, ...errorResponses },
        },
      },
      async (request, reply) => reply.status(201).send(await recordSearch(db, request.listenerId, request.body)),
    );

    app.delete(
      '/api/search/history/:id',
      {
        schema: {
          tags,
          summary: 'Delete one past search',
          params: SearchHistoryParams,
          response: { 200: SearchHistoryRemoveResponse, ...errorResponses },
        },
      },
      async (request) => {
        await removeSearch(db, request.listenerId, request.params.id);
        return { removed: true as const, id: request.params.id };
      },
    );
  };
