import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../common/api/errors';
import {
  CurrentlyPlayingResponse,
  StreamingAuthUrl,
  StreamingDisconnected,
  StreamingStatus,
} from '../../../common/api/streaming';
import type { AppContext } from '../../context';
import { currentlyPlaying, disconnect, finishConsent, startConsent, streamingStatus } from './streaming.service';

const tags = ['streaming'];
const CallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/**
 * The listener's streaming account (spec: {streaming} = spotify): connect through Spotify's
 * consent (authorization code with PKCE), its status, what it is playing, and disconnect.
 */
export const streamingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/spotify/status',
      {
        schema: {
          tags,
          summary: 'The streaming account: configured, connected, token valid',
          response: { 200: StreamingStatus },
        },
      },
      async (request) => streamingStatus(ctx, request.listenerId),
    );

    app.get(
      '/api/spotify/auth-url',
      {
        schema: {
          tags,
          summary: "Spotify's consent page for this listener (valid ten minutes)",
          response: { 200: StreamingAuthUrl, ...errorResponses },
        },
      },
      async (request) => startConsent(ctx, request.listenerId, `${request.protocol}://${request.host}`),
    );

    app.get(
      '/api/spotify/callback',
      {
        schema: {
          tags,
          summary: "Where Spotify's consent returns; redirects to /search?streaming=connected or =failed",
          querystring: CallbackQuery,
        },
      },
      async (request, reply) => {
        const failure = await finishConsent(ctx, request.listenerId, request.query);
        return reply.redirect(failure ? `/search?streaming=failed&reason=${failure}` : '/search?streaming=connected');
      },
    );

    app.get(
      '/api/spotify/currently-playing',
      {
        schema: {
          tags,
          summary: 'The podcast episode playing on the account; null when nothing (or music) plays',
          response: { 200: CurrentlyPlayingResponse, ...errorResponses },
        },
      },
      async (request) => currentlyPlaying(ctx, request.listenerId),
    );

    app.post(
      '/api/spotify/disconnect',
      {
        schema: {
          tags,
          summary: 'Forget the streaming account and its tokens',
          response: { 200: StreamingDisconnected, ...errorResponses },
        },
      },
      async (request) => disconnect(ctx, request.listenerId),
    );
  };
