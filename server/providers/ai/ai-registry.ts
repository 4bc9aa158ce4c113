import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { AiProvider } from './ai-provider';
import { LocalAiProvider } from './local.provider';
import { OpenAiProvider } from './openai.provider';
import { databaseStatusStore } from './provider-status.store';

const cache = new WeakMap<Database, WeakMap<Env, AiProvider>>();

/**
 * The language-model provider AI_PROVIDER names, one instance per app (it keeps the
 * retrieval cache). `local` needs nothing; `openai` falls back to `local` when it fails.
 */
export function aiProvider(ctx: { env: Env; database: Database }): AiProvider {
  let byEnv = cache.get(ctx.database);
  if (!byEnv) {
    byEnv = new WeakMap();
    cache.set(ctx.database, byEnv);
  }
  const cached = byEnv.get(ctx.env);
  if (cached) return cached;
  const local = new LocalAiProvider();
  const provider: AiProvider =
    ctx.env.AI_PROVIDER === 'openai'
      ? new OpenAiProvider({
          apiKey: ctx.env.OPENAI_API_KEY,
          baseUrl: ctx.env.OPENAI_BASE_URL,
          model: ctx.env.OPENAI_CHAT_MODEL,
          timeoutMs: ctx.env.OPENAI_TIMEOUT_MS,
          local,
          store: databaseStatusStore(ctx.database),
        })
      : local;
  byEnv.set(ctx.env, provider);
  return provider;
}
