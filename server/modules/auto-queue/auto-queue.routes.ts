import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AutoQueueCreateBody,
  AutoQueueCreateResponse,
  AutoQueueEpisodeParams,
  AutoQueueSettings,
  AutoQueueSettingsBody,
  Queue,
  QueueClearResponse,
  QueueOrderBody,
  QueueRemoveResponse,
  Suggestion,
  SuggestionBody,
  UsedResponse,
} from '../../../common/api/auto-queue';
import { errorResponses } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import {
  clearQueue,
  getQueue,
  getSettings,
  markEpisodeUsed,
  queueWithFollowUps,
  removeFromQueue,
  reorderQueue,
  suggestNext,
  updateSettings,
} from './auto-queue.service';

export const autoQueueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const database = ctx.database;
    const tags = ['auto-queue'];

    app.get(
      '/api/auto-queue',
      { schema: { tags, summary: "The listener's waiting queue, in order", response: { 200: Queue } } },
      async (request) => getQueue(database, request.listenerId),
    );

    app.post(
      '/api/auto-queue',
      {
        schema: {
          tags,
          summary: 'Queue an episode or video and its best follow-ups (up to the queue size setting)',
          body: AutoQueueCreateBody,
          response: { 200: AutoQueueCreateResponse, ...errorResponses },
        },
      },
      async (request) => queueWithFollowUps(ctx, request.listenerId, request.body.currentEpisodeId),
    );

    app.put(
      '/api/auto-queue/order',
      {
        schema: {
          tags,
          summary: 'Reorder the waiting queue (a permutation of its episodes)',
          body: QueueOrderBody,
          response: { 200: Queue, ...errorResponses },
        },
      },
      async (request) => reorderQueue(database, request.listenerId, request.body.episodeIds),
    );

    app.delete(
      '/api/auto-queue',
      { schema: { tags, summary: 'Empty the waiting queue', response: { 200: QueueClearResponse } } },
      async (request) => ({ removedCount: await clearQueue(database, request.listenerId) }),
    );

    app.get(
      '/api/auto-queue/settings',
      {
        schema: { tags, summary: 'Auto-queue settings (defaults until changed)', response: { 200: AutoQueueSettings } },
      },
      async (request) => getSettings(database, request.listenerId),
    );

    app.post(
      '/api/auto-queue/settings',
      {
        schema: {
          tags,
          summary: 'Change auto-queue settings',
          body: AutoQueueSettingsBody,
          response: { 200: AutoQueueSettings, ...errorResponses },
        },
      },
      async (request) => updateSettings(database, request.listenerId, request.body),
    );

    app.post(
      '/api/auto-queue/:episodeId',
      {
        schema: {
          tags,
          summary: 'The queueIndex-th best episode to play after this one',
          params: AutoQueueEpisodeParams,
          body: SuggestionBody,
          response: { 200: Suggestion, ...errorResponses },
        },
      },
      async (request) => suggestNext(ctx, request.listenerId, request.params.episodeId, request.body.queueIndex),
    );

    app.post(
      '/api/auto-queue/:episodeId/used',
      {
        schema: {
          tags,
          summary: 'Mark an episode as used: it leaves the queue and is not suggested again',
          params: AutoQueueEpisodeParams,
          response: { 200: UsedResponse, ...errorResponses },
        },
      },
      async (request) => {
        await markEpisodeUsed(database, request.listenerId, request.params.episodeId);
        return { episodeId: request.params.episodeId, used: true as const };
      },
    );

    app.delete(
      '/api/auto-queue/:episodeId',
      {
        schema: {
          tags,
          summary: 'Take one episode out of the waiting queue',
          params: AutoQueueEpisodeParams,
          response: { 200: QueueRemoveResponse, ...errorResponses },
        },
      },
      async (request) => {
        await removeFromQueue(database, request.listenerId, request.params.episodeId);
        return { episodeId: request.params.episodeId, removed: true as const };
      },
    );
  };
