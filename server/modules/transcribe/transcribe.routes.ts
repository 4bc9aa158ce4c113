import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody } from '../../../common/api/errors';
import { TranscribeResponse } from '../../../common/api/transcripts';
import type { AppContext } from '../../context';
import { AppError, NotConfiguredError, ValidationError } from '../../http/errors';
import { streamToNewFile } from '../../lib/stream-to-file';
import { TranscriptionError } from '../../providers/speech-to-text/transcription-provider';
import { looksLikeAudio } from './audio-sniff';

// Voice questions are short; 25 MB is also the OpenAI endpoint's own limit.
export const MAX_TRANSCRIBE_BYTES = 25 * 1024 * 1024;

const STATUS: Record<TranscriptionError['code'], number> = {
  not_available: 503,
  quota_exceeded: 429,
  timeout: 504,
  upstream: 502,
  bad_audio: 415,
};

export const transcribeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/transcribe',
      {
        schema: {
          tags: ['transcripts'],
          summary: "Speech to text of a short recording (multipart field 'audio' or 'file')",
          consumes: ['multipart/form-data'],
          response: {
            200: TranscribeResponse,
            400: ErrorBody,
            413: ErrorBody,
            415: ErrorBody,
            429: ErrorBody,
            502: ErrorBody,
            503: ErrorBody,
          },
        },
      },
      async (request) => {
        const provider = ctx.providers.transcription;
        const status = await provider.status();
        if (!status.available)
          throw new NotConfiguredError(
            'transcribe.not_available',
            `Speech to text is not available: ${status.message}`,
          );
        if (!request.isMultipart())
          throw new AppError(
            415,
            'transcribe.not_multipart',
            "Send the recording as multipart/form-data in the field 'audio'",
          );
        const part = await request.file({ limits: { fileSize: MAX_TRANSCRIBE_BYTES, files: 1 } });
        if (!part || (part.fieldname !== 'audio' && part.fieldname !== 'file')) {
          part?.file.resume();
          throw new ValidationError('transcribe.missing_audio', "Attach the recording in the field 'audio'");
        }
        const dir = join(ctx.env.DATA_DIR, 'tmp');
        await mkdir(dir, { recursive: true });
        const path = join(dir, `transcribe-${randomUUID()}`);
        try {
          await streamToNewFile(path, part.file);
          if (part.file.truncated) {
            throw new AppError(
              413,
              'transcribe.too_large',
              `The recording must be smaller than ${MAX_TRANSCRIBE_BYTES / 1024 / 1024} MB`,
            );
          }
          const head = Buffer.alloc(16);
          const handle = await open(path, 'r');
          const { bytesRead } = await handle.read(head, 0, 16, 0).finally(() => handle.close());
          if (bytesRead < 4 || !looksLikeAudio(head)) {
            throw new AppError(
              415,
              'transcribe.not_audio',
              'The upload is not an audio recording (WAV, MP3, M4A, AAC, OGG, WebM or FLAC)',
            );
          }
          try {
            const result = await provider.transcribe(path);
            return { text: result.text };
          } catch (err) {
            if (err instanceof TranscriptionError) {
              if (err.code !== 'bad_audio') ctx.metrics.providerErrors.inc({ provider: 'speech_to_text' });
              const message =
                err.code === 'not_available' ? `Speech to text is not available: ${err.message}` : err.message;
              throw new AppError(STATUS[err.code], `transcribe.${err.code}`, message);
            }
            throw err;
          }
        } finally {
          await rm(path, { force: true });
        }
      },
    );
  };
