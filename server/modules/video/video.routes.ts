import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import { StreamingStatus, VideoChannelList, VideoSearchBody, VideoSearchResponse } from '../../../common/api/video';
import type { AppContext } from '../../context';
import { listVideoChannels, searchVideoChannel } from './video.service';

const tags = ['video'];

/**
 * Followed video channels and search within them (spec: {video} = youtube), and the streaming
 * account's status (spec: {streaming} = spotify). Connecting an account is not offered yet, so
 * the status says whether the server is configured for it and that nothing is connected.
 */
export const videoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/youtube/channels',
      { schema: { tags, summary: 'Video channels this listener follows', response: { 200: VideoChannelList } } },
      async (request) => listVideoChannels(ctx, request.listenerId),
    );

    app.post(
      '/api/youtube/search',
      {
        schema: {
          tags,
          summary: "Search one followed channel's videos (from its public feed)",
          body: VideoSearchBody,
          response: { 200: VideoSearchResponse, ...errorResponses },
        },
      },
      async (request) => searchVideoChannel(ctx, request.listenerId, request.body),
    );

    app.get(
      '/api/spotify/status',
      { schema: { tags, summary: 'The streaming account: configured, connected', response: { 200: StreamingStatus } } },
      async () => ({ configured: Boolean(ctx.env.SPOTIFY_CLIENT_ID), connected: false, hasValidToken: false }),
    );
  };
