import { join } from 'node:path';
import type { Env } from '../../config/env';
import { LocalTranscriptionProvider } from './local.provider';
import { NoTranscriptionProvider } from './none.provider';
import { OpenAiTranscriptionProvider } from './openai.provider';
import type { TranscriptionProvider } from './transcription-provider';

/** The speech to text provider TRANSCRIBE_PROVIDER names. */
export function createTranscriptionProvider(env: Env): TranscriptionProvider {
  switch (env.TRANSCRIBE_PROVIDER) {
    case 'openai':
      return new OpenAiTranscriptionProvider({
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_TRANSCRIBE_MODEL,
      });
    case 'none':
      return new NoTranscriptionProvider();
    default:
      return new LocalTranscriptionProvider({ workDir: join(env.DATA_DIR, 'tmp') });
  }
}
