import type { Env } from '../../config/env';
import type { EmbeddingProvider } from './embedding-provider';
import { LocalEmbeddingProvider } from './local.provider';
import { OpenAiEmbeddingProvider } from './openai.provider';

/**
 * EMBEDDING_PROVIDER names where meaning comes from: `local` (the default, no key) or `openai`
 * (any OpenAI-compatible server at OPENAI_BASE_URL, model OPENAI_EMBEDDING_MODEL).
 */
export function createEmbeddingProvider(env: Env): EmbeddingProvider {
  if (env.EMBEDDING_PROVIDER === 'openai') {
    return new OpenAiEmbeddingProvider({
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL,
      model: env.OPENAI_EMBEDDING_MODEL,
      dimensions: env.OPENAI_EMBEDDING_DIMENSIONS,
      timeoutMs: env.OPENAI_TIMEOUT_MS,
    });
  }
  return new LocalEmbeddingProvider();
}
