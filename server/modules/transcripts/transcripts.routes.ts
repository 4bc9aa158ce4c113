import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EpisodeIdParams } from '../../../common/api/episodes';
import { ErrorBody } from '../../../common/api/errors';
import {
  AutoFetchExternalBody,
  AutoFetchExternalResponse,
  AutoTranscriptTestBody,
  AutoTranscriptTestResponse,
  BatchJobParams,
  BatchResponse,
  EpisodeTranscript,
  FeedBatchBody,
  GenerateBatchBody,
  PodcastIndexBatchBody,
  TranscriptDeleteResponse,
  TranscriptServiceStatus,
  TranscriptUploadBody,
  TranscriptUploadResponse,
} from '../../../common/api/transcripts';
import type { AppContext } from '../../context';
import { adminGuard } from '../../http/admin-guard';
import { autoFetchExternal, testAutoTranscript } from './transcript-lookup.service';
import { presentBatch, presentTranscript } from './transcripts.presenter';
import {
  batchProgress,
  deleteTranscript,
  feedStatus,
  getTranscript,
  podcastIndexStatus,
  startBatch,
  uploadTranscript,
} from './transcripts.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 503: ErrorBody };
const tags = ['transcripts'];

export const transcriptsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { preHandler: adminGuard(ctx.env.ADMIN_TOKEN) };

    app.post(
      '/api/episodes/:id/transcript',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Store a pasted transcript for an episode (replaces its transcript)',
          params: EpisodeIdParams,
          body: TranscriptUploadBody,
          response: { 200: TranscriptUploadResponse, ...errors },
        },
      },
      async (request) => uploadTranscript(ctx, request.params.id, request.body.transcriptText),
    );

    app.get(
      '/api/episodes/:id/transcript',
      {
        schema: {
          tags,
          summary: "An episode's transcript with its timed segments",
          params: EpisodeIdParams,
          response: { 200: EpisodeTranscript, ...errors },
        },
      },
      async (request) => {
        const { row, segments } = await getTranscript(ctx, request.params.id);
        return presentTranscript(row, segments);
      },
    );

    app.delete(
      '/api/episodes/:id/transcript',
      {
        ...admin,
        schema: {
          tags,
          summary: "Remove an episode's transcript",
          params: EpisodeIdParams,
          response: { 200: TranscriptDeleteResponse, ...errors },
        },
      },
      async (request) => {
        await deleteTranscript(ctx, request.params.id);
        return { deleted: true as const };
      },
    );

    app.get(
      '/api/transcripts/feed-status',
      {
        schema: {
          tags,
          summary: 'How many episodes list a transcript in their feed that is not stored yet',
          response: { 200: TranscriptServiceStatus },
        },
      },
      async () => feedStatus(ctx),
    );

    app.post(
      '/api/transcripts/batch-auto-fetch',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Fetch the transcripts feeds list, as a background job',
          body: FeedBatchBody.default({ maxEpisodes: 10 }),
          response: { 200: BatchResponse, ...errors },
        },
      },
      async (request) => presentBatch(await startBatch(ctx, 'feed', request.body.maxEpisodes)),
    );

    app.get(
      '/api/transcripts/podcastindex-status',
      {
        schema: { tags, summary: 'Whether Podcast Index is configured', response: { 200: TranscriptServiceStatus } },
      },
      async () => podcastIndexStatus(ctx),
    );

    app.post(
      '/api/transcripts/podcastindex-batch-fetch',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Fetch transcripts Podcast Index knows of, as a background job',
          body: PodcastIndexBatchBody.default({ maxEpisodes: 5 }),
          response: { 200: BatchResponse, ...errors },
        },
      },
      async (request) => presentBatch(await startBatch(ctx, 'podcastindex', request.body.maxEpisodes)),
    );

    app.post(
      '/api/transcripts/batch-generate',
      {
        ...admin,
        schema: {
          tags,
          summary: "Run speech to text on episodes' audio, as a background job",
          body: GenerateBatchBody.default({ maxEpisodes: 2 }),
          response: { 200: BatchResponse, ...errors },
        },
      },
      async (request) => presentBatch(await startBatch(ctx, 'generate', request.body.maxEpisodes)),
    );

    app.get(
      '/api/transcripts/jobs/:id',
      {
        ...admin,
        schema: {
          tags,
          summary: "A transcript batch job's progress and results",
          params: BatchJobParams,
          response: { 200: BatchResponse, ...errors },
        },
      },
      async (request) => presentBatch(await batchProgress(ctx, request.params.id)),
    );

    app.post(
      '/api/auto-transcript/test',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Find an episode by show and episode name and get its transcript, timed',
          body: AutoTranscriptTestBody.default({ showName: '', episodeName: '' }),
          response: { 200: AutoTranscriptTestResponse, ...errors },
        },
      },
      async (request) => testAutoTranscript(ctx, request.body.showName, request.body.episodeName),
    );

    app.post(
      '/api/transcripts/auto-fetch-external',
      {
        ...admin,
        schema: {
          tags,
          summary: 'Find an episode by names and fetch its transcript from its feed or Podcast Index',
          body: AutoFetchExternalBody,
          response: { 200: AutoFetchExternalResponse, ...errors },
        },
      },
      async (request) => autoFetchExternal(ctx, request.body.episodeName, request.body.showName),
    );
  };
