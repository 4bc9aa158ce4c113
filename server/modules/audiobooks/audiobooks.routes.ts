import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Audiobook,
  AudiobookAskBody,
  AudiobookAskResponse,
  AudiobookCreateBody,
  AudiobookList,
  AudiobookParams,
  PositionBody,
  UploadUrlBody,
  UploadUrlResponse,
} from '../../../common/api/audiobooks';
import { ErrorBody, errorResponses } from '../../../common/api/errors';
import type { AppContext } from '../../context';
import { parseByteRange } from '../../http/byte-range';
import { NotFoundError } from '../../http/errors';
import { audiobookPlayerPage } from './audiobook-player.page';
import { createUploadUrl, receiveLocalUpload } from './audiobook-upload.service';
import { presentAudiobook } from './audiobooks.presenter';
import {
  askAudiobook,
  createAudiobook,
  keepPosition,
  listListenerAudiobooks,
  removeAudiobook,
  requireAudiobook,
  retryTranscription,
} from './audiobooks.service';

const bookErrors = { ...errorResponses, 409: ErrorBody, 413: ErrorBody, 415: ErrorBody };

export const audiobooksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['audiobooks'];

    app.get(
      '/api/audiobooks',
      { schema: { tags, summary: "The listener's audiobooks, newest first", response: { 200: AudiobookList } } },
      async (request) => listListenerAudiobooks(ctx, request.listenerId),
    );

    app.get(
      '/api/audiobooks/:id',
      {
        schema: {
          tags,
          summary: 'One audiobook with its transcription status',
          params: AudiobookParams,
          response: { 200: Audiobook, ...errorResponses },
        },
      },
      async (request) => presentAudiobook(await requireAudiobook(ctx, request.listenerId, request.params.id)),
    );

    app.post(
      '/api/audiobooks/upload-url',
      {
        schema: {
          tags,
          summary: 'A signed URL, valid for 15 minutes, to PUT one audiobook file to (at most 500 MB)',
          body: UploadUrlBody,
          response: { 200: UploadUrlResponse, ...bookErrors },
        },
      },
      async (request) => createUploadUrl(ctx, request.listenerId, request.body),
    );

    app.post(
      '/api/audiobooks',
      {
        schema: {
          tags,
          summary: 'Create the audiobook from its uploaded file and queue transcription',
          body: AudiobookCreateBody,
          response: { 201: Audiobook, ...bookErrors },
        },
      },
      async (request, reply) => reply.status(201).send(await createAudiobook(ctx, request.listenerId, request.body)),
    );

    app.delete(
      '/api/audiobooks/:id',
      {
        schema: {
          tags,
          summary: 'Delete the audiobook, its file and its transcript',
          params: AudiobookParams,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await removeAudiobook(ctx, request.listenerId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/audiobooks/:id/transcribe',
      {
        schema: {
          tags,
          summary: 'Retry transcription of a failed or pending book (finished pieces are kept)',
          params: AudiobookParams,
          response: { 202: Audiobook, ...bookErrors },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await retryTranscription(ctx, request.listenerId, request.params.id)),
    );

    app.put(
      '/api/audiobooks/:id/position',
      {
        schema: {
          tags,
          summary: 'Keep where the listener stopped, to resume there',
          params: AudiobookParams,
          body: PositionBody,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await keepPosition(ctx, request.listenerId, request.params.id, request.body.seconds);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/audiobooks/:id/ask',
      {
        schema: {
          tags,
          summary: "Ask about the book; the answer cites the transcript's passages with time and chapter",
          params: AudiobookParams,
          body: AudiobookAskBody,
          response: { 200: AudiobookAskResponse, ...bookErrors },
        },
      },
      async (request) => {
        const answer = await askAudiobook(
          ctx,
          request.listenerId,
          request.params.id,
          request.body.message,
          request.body.history,
        );
        if (answer.fallback) ctx.metrics.providerErrors.inc({ provider: 'ai' });
        return answer;
      },
    );

    app.get(
      '/api/audiobooks/:id/stream',
      {
        schema: {
          tags,
          summary: 'The audio, with HTTP Range (206) so a player can seek anywhere',
          params: AudiobookParams,
        },
      },
      async (request, reply) => {
        const row = await requireAudiobook(ctx, request.listenerId, request.params.id);
        const storage = ctx.providers.storage;
        const stat = await storage.stat(row.storageKey);
        if (!stat) throw new NotFoundError('audiobooks.file_missing', 'The audio file is missing');
        const range = parseByteRange(request.headers.range, stat.size);
        reply
          .header('Accept-Ranges', 'bytes')
          .header('Content-Type', row.contentType)
          .header('Cache-Control', 'private, max-age=3600');
        if (range === 'unsatisfiable') {
          return reply.status(416).header('Content-Range', `bytes */${stat.size}`).send();
        }
        if (!range) {
          return reply.header('Content-Length', stat.size).send(await storage.read(row.storageKey));
        }
        return reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${stat.size}`)
          .header('Content-Length', range.end - range.start + 1)
          .send(await storage.read(row.storageKey, range));
      },
    );

    app.get(
      '/api/audiobooks/:id/player',
      {
        schema: {
          tags,
          summary: "A plain page with the book's audio player and chapters",
          params: AudiobookParams,
          querystring: z.object({ t: z.coerce.number().min(0).max(1_000_000).optional() }),
        },
      },
      async (request, reply) => {
        const row = await requireAudiobook(ctx, request.listenerId, request.params.id);
        return reply.type('text/html; charset=utf-8').send(audiobookPlayerPage(row, request.query.t ?? null));
      },
    );

    // The local upload target. Any content type: the body is the file, streamed to disk.
    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      scope.put(
        '/api/uploads/audiobooks/:uploadId',
        {
          schema: {
            tags,
            summary: 'Receives the file PUT to a signed upload URL (local storage)',
            params: z.object({ uploadId: z.uuid() }),
            querystring: z.object({
              expires: z.string().max(20).optional(),
              signature: z.string().max(128).optional(),
            }),
            response: { 200: z.object({ size: z.number() }), 403: ErrorBody, ...bookErrors },
          },
        },
        async (request) => {
          const length = request.headers['content-length'];
          const size = await receiveLocalUpload(
            ctx,
            request.params.uploadId,
            request.query,
            request.raw,
            length === undefined ? null : Number(length),
          );
          return { size };
        },
      );
    });
  };
