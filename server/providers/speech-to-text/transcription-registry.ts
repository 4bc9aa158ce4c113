import { join } from 'node:path';
import type { Env } from '../../config/env';
import { LocalTranscriptionProvider } from './local.provider';
import { NoTranscriptionProvider } from './none.provider';
import { OpenAiTranscriptionProvider } from './openai.provider';
import type { TranscriptionProvider } from './transcription-provider';

const cache = new WeakMap<Env, TranscriptionProvider>();

/** The speech to text provider TRANSCRIBE_PROVIDER names; one instance per configuration. */
export function transcriptionProvider(env: Env): TranscriptionProvider {
  const cached = cache.get(env);
  if (cached) return cached;
  let provider: TranscriptionProvider;
  switch (env.TRANSCRIBE_PROVIDER) {
    case 'openai':
      provider = new OpenAiTranscriptionProvider({
        apiKey: env.OPENAI_API_KEY,
        baseUrl: env.OPENAI_BASE_URL,
        model: env.OPENAI_TRANSCRIBE_MODEL,
      });
      break;
    case 'none':
      provider = new NoTranscriptionProvider();
      break;
    default:
      provider = new LocalTranscriptionProvider({ workDir: join(env.DATA_DIR, 'tmp') });
  }
  cache.set(env, provider);
  return provider;
}
