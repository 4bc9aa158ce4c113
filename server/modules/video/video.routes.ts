import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import { VideoChannelList, VideoSearchBody, VideoSearchResponse } from '../../../common/api/video';
import type { AppContext } from '../../context';
import { listVideoChannels, searchVideoChannel } from './video.service';

const tags = ['video'];

/** Followed video channels and search within them (spec: {video} = youtube). */
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
  };
