import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import {
  Playlist,
  PlaylistClearResponse,
  PlaylistEpisodeParams,
  PlaylistItem,
  PlaylistItemParams,
  PlaylistOrderBody,
  PlaylistRemoveResponse,
} from '../../../common/api/playlist';
import type { AppContext } from '../../context';
import { addToPlaylist, clearPlaylist, getPlaylist, removeFromPlaylist, reorderPlaylist } from './playlist.service';

export const playlistRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const tags = ['playlist'];

    app.get(
      '/api/playlist',
      { schema: { tags, summary: "The listener's playlist in play order", response: { 200: Playlist } } },
      async (request) => getPlaylist(db, request.listenerId),
    );

    app.post(
      '/api/playlist/:episodeId',
      {
        schema: {
          tags,
          summary: 'Add an episode at the end of the playlist (adding twice is one item)',
          params: PlaylistEpisodeParams,
          response: { 200: PlaylistItem, 201: PlaylistItem, ...errorResponses },
        },
      },
      async (request, reply) => {
        const { item, created } = await addToPlaylist(db, request.listenerId, request.params.episodeId);
        return reply.status(created ? 201 : 200).send(item);
      },
    );

    app.put(
      '/api/playlist/order',
      {
        schema: {
          tags,
          summary: 'Reorder the playlist',
          body: PlaylistOrderBody,
          response: { 200: Playlist, ...errorResponses },
        },
      },
      async (request) => reorderPlaylist(db, request.listenerId, request.body.episodeIds),
    );

    app.delete(
      '/api/playlist',
      { schema: { tags, summary: 'Clear the playlist', response: { 200: PlaylistClearResponse } } },
      async (request) => ({ removedCount: await clearPlaylist(db, request.listenerId) }),
    );

    app.delete(
      '/api/playlist/:id',
      {
        schema: {
          tags,
          summary: 'Remove one episode from the playlist',
          params: PlaylistItemParams,
          response: { 200: PlaylistRemoveResponse, ...errorResponses },
        },
      },
      async (request) => {
        await removeFromPlaylist(db, request.listenerId, request.params.id);
        return { removed: true as const, episodeId: request.params.id };
      },
    );
  };
