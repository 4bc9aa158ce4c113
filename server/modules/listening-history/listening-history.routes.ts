import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import {
  ListeningHistoryItem,
  ListeningHistoryList,
  ListeningHistoryParams,
  ListeningHistoryQuery,
  ListeningProgressBody,
} from '../../../common/api/listening-history';
import type { AppContext } from '../../context';
import { getProgress, listListeningHistory, recordProgress } from './listening-history.service';

export const listeningHistoryRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const tags = ['listening history'];

    app.get(
      '/api/listening-history',
      {
        schema: {
          tags,
          summary: 'Recently played episodes, most recent first',
          querystring: ListeningHistoryQuery,
          response: { 200: ListeningHistoryList, ...errorResponses },
        },
      },
      async (request) => listListeningHistory(db, request.listenerId, request.query.limit),
    );

    app.post(
      '/api/listening-history',
      {
        schema: {
          tags,
          summary: "Record the player's position in an episode",
          body: ListeningProgressBody,
          response: { 200: ListeningHistoryItem, ...errorResponses },
        },
      },
      async (request) => recordProgress(db, request.listenerId, request.body),
    );

    app.get(
      '/api/listening-history/:episodeId',
      {
        schema: {
          tags,
          summary: 'Where to resume an episode',
          params: ListeningHistoryParams,
          response: { 200: ListeningHistoryItem, ...errorResponses },
        },
      },
      async (request) => getProgress(db, request.listenerId, request.params.episodeId),
    );
  };
