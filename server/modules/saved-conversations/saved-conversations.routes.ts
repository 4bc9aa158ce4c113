import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../common/api/errors';
import {
  ConversationCreateBody,
  ConversationDeleteResponse,
  ConversationList,
  ConversationParams,
  ConversationUpdateBody,
  SavedConversation,
} from '../../../common/api/saved-conversations';
import type { AppContext } from '../../context';
import {
  editSavedConversation,
  getSavedConversation,
  listSavedConversations,
  removeSavedConversation,
  saveConversation,
} from './saved-conversations.service';

export const savedConversationsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;
    const tags = ['conversations'];

    app.get(
      '/api/conversations',
      {
        schema: {
          tags,
          summary: "The listener's saved conversations, most recently updated first",
          response: { 200: ConversationList },
        },
      },
      async (request) => listSavedConversations(db, request.listenerId),
    );

    app.post(
      '/api/conversations',
      {
        schema: {
          tags,
          summary: 'Save a conversation with its messages and citations',
          body: ConversationCreateBody,
          response: { 201: SavedConversation, ...errorResponses },
        },
      },
      async (request, reply) => reply.status(201).send(await saveConversation(db, request.listenerId, request.body)),
    );

    app.get(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          summary: 'One saved conversation',
          params: ConversationParams,
          response: { 200: SavedConversation, ...errorResponses },
        },
      },
      async (request) => getSavedConversation(db, request.listenerId, request.params.id),
    );

    app.put(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          summary: 'Rename a conversation, or replace its messages when the chat was continued',
          params: ConversationParams,
          body: ConversationUpdateBody,
          response: { 200: SavedConversation, ...errorResponses },
        },
      },
      async (request) => editSavedConversation(db, request.listenerId, request.params.id, request.body),
    );

    app.delete(
      '/api/conversations/:id',
      {
        schema: {
          tags,
          summary: 'Delete a saved conversation',
          params: ConversationParams,
          response: { 200: ConversationDeleteResponse, ...errorResponses },
        },
      },
      async (request) => {
        await removeSavedConversation(db, request.listenerId, request.params.id);
        return { deleted: true as const, id: request.params.id };
      },
    );
  };
