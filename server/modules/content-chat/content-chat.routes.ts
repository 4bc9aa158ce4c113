import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AskBody, AskResponse, ContentParams, ConversationContent } from '../../../common/api/content-chat';
import { errorResponses } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import { askAboutContent, loadConversationContent } from './content-chat.service';

export const contentChatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['conversation'];

    app.get(
      '/api/conversation/content/:contentType/:contentId',
      {
        schema: {
          tags,
          summary: 'An episode or video with its transcript, for the conversation screen',
          params: ContentParams,
          response: { 200: ConversationContent, ...errorResponses },
        },
      },
      async (request) => loadConversationContent(ctx, request.params.contentType, request.params.contentId),
    );

    app.post(
      '/api/conversation/ask',
      {
        schema: {
          tags,
          summary: 'Ask a question about an episode; the answer cites transcript passages with timestamps',
          body: AskBody,
          response: { 200: AskResponse, ...errorResponses },
        },
      },
      async (request) => {
        const answer = await askAboutContent(ctx, request.body);
        if (answer.fallback) ctx.metrics.providerErrors.inc({ provider: 'ai' });
        return answer;
      },
    );
  };
