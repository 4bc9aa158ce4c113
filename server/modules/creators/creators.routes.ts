import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Creator,
  CreatorCreateBody,
  CreatorDirectoryQuery,
  CreatorDirectoryResults,
  CreatorEpisodeList,
  CreatorIdParams,
  CreatorList,
  CreatorSyncResponse,
  OpmlImportBody,
  OpmlImportResponse,
} from '../../../common/api/creators';
import { ErrorBody, errorResponses } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import { requestEmbeddings } from '../search/embeddings.job';
import { presentCreator, presentCreatorEpisode } from './creators.presenter';
import { listCreators } from './creators.repo';
import { createCreator, creatorEpisodes, getCreator, removeCreator, syncCreator } from './creators.service';
import { searchDirectory } from './creators-directory.service';
import { exportCreatorsOpml, importCreatorsOpml } from './creators-opml.service';

const tags = ['creators'];

/** Followed creators. */
export const creatorsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      '/api/creators',
      {
        schema: { tags, summary: "This listener's creators with their sync progress", response: { 200: CreatorList } },
      },
      async (request) => (await listCreators(db, request.listenerId)).map(presentCreator),
    );

    app.post(
      '/api/creators',
      {
        schema: {
          tags,
          summary: 'Follow a podcast feed or a YouTube channel; its first sync starts at once',
          body: CreatorCreateBody,
          response: { 201: Creator, 400: ErrorBody, 409: ErrorBody },
        },
      },
      async (request, reply) => {
        const created = await createCreator(ctx, request.listenerId, request.body);
        reply.status(201);
        return presentCreator(await getCreator(ctx, request.listenerId, created.id));
      },
    );

    app.get(
      '/api/creators/directory',
      {
        schema: {
          tags,
          summary: 'Find podcasts by name in the public directory',
          querystring: CreatorDirectoryQuery,
          response: { 200: CreatorDirectoryResults, 400: ErrorBody, 502: ErrorBody },
        },
      },
      async (request) => searchDirectory(ctx, request.query.term),
    );

    app.get(
      '/api/creators/opml',
      { schema: { tags, summary: "This listener's creators as an OPML 2.0 file", response: { 200: z.string() } } },
      async (request, reply) => {
        const opml = await exportCreatorsOpml(ctx, request.listenerId);
        reply
          .type('text/x-opml; charset=utf-8')
          .header('content-disposition', 'attachment; filename="earshot-creators.opml"');
        return opml;
      },
    );

    app.post(
      '/api/creators/opml',
      {
        schema: {
          tags,
          summary: 'Follow every feed of an OPML file; ones already followed are skipped',
          body: OpmlImportBody,
          response: { 200: OpmlImportResponse, 400: ErrorBody },
        },
      },
      async (request) => importCreatorsOpml(ctx, request.listenerId, request.body.opml),
    );

    app.delete(
      '/api/creators/:id',
      {
        schema: {
          tags,
          summary: 'Stop following a creator',
          params: CreatorIdParams,
          response: { 204: z.null().describe('Removed'), ...errorResponses },
        },
      },
      async (request, reply) => {
        await removeCreator(ctx, request.listenerId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/creators/:id/sync',
      {
        schema: {
          tags,
          summary: "Sync a creator's feed now",
          params: CreatorIdParams,
          response: { 200: CreatorSyncResponse, ...errorResponses, 502: ErrorBody },
        },
      },
      async (request) => {
        const result = await syncCreator(ctx, await getCreator(ctx, request.listenerId, request.params.id));
        await requestEmbeddings(ctx).catch((err) => request.log.warn({ err }, 'embedding job not queued'));
        return result;
      },
    );

    app.get(
      '/api/creators/:id/episodes',
      {
        schema: {
          tags,
          summary: "A creator's newest episodes",
          params: CreatorIdParams,
          response: { 200: CreatorEpisodeList, ...errorResponses },
        },
      },
      async (request) => (await creatorEpisodes(ctx, request.listenerId, request.params.id)).map(presentCreatorEpisode),
    );
  };
