import type { Env } from '../../config/env';
import type { AiProvider } from './ai-provider';
import { LocalAiProvider } from './local.provider';
import { OpenAiProvider } from './openai.provider';
import type { ProviderStatusStore } from './provider-status.store';

/**
 * The language-model provider AI_PROVIDER names. `local` needs nothing; `openai` falls back to
 * `local` when it fails and records its health in the status store.
 */
export function createAiProvider(env: Env, store: ProviderStatusStore): AiProvider {
  const local = new LocalAiProvider();
  if (env.AI_PROVIDER !== 'openai') return local;
  return new OpenAiProvider({
    apiKey: env.OPENAI_API_KEY,
    baseUrl: env.OPENAI_BASE_URL,
    model: env.OPENAI_CHAT_MODEL,
    timeoutMs: env.OPENAI_TIMEOUT_MS,
    local,
    store,
  });
}
