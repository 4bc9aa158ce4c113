import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import { VoiceBookmarkBody, VoiceBookmarkParams, VoiceBookmarkResponse } from '../../../common/api/saved';
import type { AppContext } from '../../context';
import { runVoiceBookmark } from './voice-bookmark.service';

export const voiceBookmarkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/voice-bookmark/:episodeId',
      {
        schema: {
          tags: ['saved'],
          summary: 'Save, unsave or add to the playlist by voice; answers a sentence to speak',
          params: VoiceBookmarkParams,
          body: VoiceBookmarkBody,
          response: { 200: VoiceBookmarkResponse, ...errorResponses },
        },
      },
      async (request) =>
        runVoiceBookmark(ctx.database.db, request.listenerId, request.params.episodeId, request.body.action),
    );
  };
