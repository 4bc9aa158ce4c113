import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  Episode,
  EpisodeChapters,
  EpisodeIdParams,
  EpisodeList,
  EpisodeListQuery,
  RecentEpisodesQuery,
} from '../../../common/api/episodes';
import { ErrorBody, errorResponses } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import { NotFoundError } from '../../http/errors';
import { episodeChapters } from './chapters.service';
import { presentEpisode } from './episode.presenter';
import { findEpisode, listEpisodes } from './episodes.repo';
import { titlePeopleOf } from './title-people';

export const episodesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const db = ctx.database.db;

    app.get(
      '/api/episodes',
      {
        schema: {
          tags: ['episodes'],
          summary: 'Catalog episodes, newest first, each with whether a transcript is stored',
          querystring: EpisodeListQuery,
          response: { 200: EpisodeList, 400: errorResponses[400] },
        },
      },
      async (request) => (await listEpisodes(db, request.query)).map(presentEpisode),
    );

    app.get(
      '/api/episodes/recent',
      {
        schema: {
          tags: ['episodes'],
          summary: 'The newest episodes across the catalog',
          querystring: RecentEpisodesQuery,
          response: { 200: EpisodeList, 400: errorResponses[400] },
        },
      },
      async (request) => (await listEpisodes(db, { limit: request.query.limit, offset: 0 })).map(presentEpisode),
    );

    app.get(
      '/api/episodes/:id',
      {
        schema: {
          tags: ['episodes'],
          summary: 'One episode',
          params: EpisodeIdParams,
          response: { 200: Episode, ...errorResponses },
        },
      },
      async (request) => {
        const row = await findEpisode(db, request.params.id);
        if (!row) throw new NotFoundError('episodes.not_found', 'Episode not found.');
        const episode = presentEpisode(row);
        return { ...episode, titlePeople: titlePeopleOf(episode) };
      },
    );

    app.get(
      '/api/episodes/:id/chapters',
      {
        schema: {
          tags: ['episodes'],
          summary: "The episode's chapters, from the chapters file its feed names",
          params: EpisodeIdParams,
          response: { 200: EpisodeChapters, ...errorResponses, 502: ErrorBody },
        },
      },
      async (request) => ({ chapters: await episodeChapters(ctx, request.params.id) }),
    );
  };
