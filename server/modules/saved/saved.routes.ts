import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import {
  SavedClearResponse,
  SavedEpisode,
  SavedEpisodeCreateBody,
  SavedEpisodeList,
  SavedEpisodeParams,
  SavedRemoveResponse,
} from '../../../common/api/saved';
import type { AppContext } from '../../context';
import { clearSavedEpisodes, listSavedEpisodes, saveEpisode, unsaveEpisode } from './saved.service';

export const savedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const tags = ['saved'];

    app.get(
      '/api/saved',
      { schema: { tags, summary: "The listener's saved episodes, newest first", response: { 200: SavedEpisodeList } } },
      async (request) => listSavedEpisodes(db, request.listenerId),
    );

    app.post(
      '/api/saved',
      {
        schema: {
          tags,
          summary: 'Save an episode for later (saving twice is one save)',
          body: SavedEpisodeCreateBody,
          response: { 200: SavedEpisode, 201: SavedEpisode, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { item, created } = await saveEpisode(db, request.listenerId, request.body.podcastId);
        return reply.status(created ? 201 : 200).send(item);
      },
    );

    // Registered before '/api/saved/:id'; the router also prefers the static segment.
    app.delete(
      '/api/saved/clear',
      { schema: { tags, summary: 'Remove every saved episode', response: { 200: SavedClearResponse } } },
      async (request) => ({ removedCount: await clearSavedEpisodes(db, request.listenerId) }),
    );

    app.delete(
      '/api/saved/:id',
      {
        schema: {
          tags,
          summary: 'Remove one saved episode, by episode id',
          params: SavedEpisodeParams,
          response: { 200: SavedRemoveResponse, ...errorResponses },
        },
      },
      async (request) => {
        await unsaveEpisode(db, request.listenerId, request.params.id);
        return { removed: true as const, episodeId: request.params.id };
      },
    );
  };
