import type { AdminStatus, ProviderStatus, SearchMeaningStatus } from '../../../common/api/admin';
import type { AppContext } from '../../context';
import type { ProviderState } from '../../providers/ai/ai-provider';
import { databaseStatusStore } from '../../providers/ai/provider-status.store';
import { embeddingProgress } from '../search/embeddings.repo';
import { countTranscriptCoverage } from './admin.repo';

type Ctx = Pick<AppContext, 'env' | 'database' | 'providers' | 'vectors'>;

const TRANSCRIPTION = 'transcription';

function present(state: ProviderState, provider: string, model: string | null): ProviderStatus {
  return {
    status: state.status,
    lastCheck: state.lastCheck ? state.lastCheck.toISOString() : null,
    quotaReset: state.quotaReset ? state.quotaReset.toISOString() : null,
    errorMessage: state.errorMessage,
    provider,
    model,
  };
}

function transcriptionModel(ctx: Ctx): string | null {
  if (ctx.env.TRANSCRIBE_PROVIDER === 'openai') return ctx.env.OPENAI_TRANSCRIBE_MODEL;
  if (ctx.env.TRANSCRIBE_PROVIDER === 'local') return 'pocketsphinx';
  return null;
}

/** Speech to text as admin status shows it: the provider's own check, then any failure it recorded. */
async function transcriptionState(ctx: Ctx, probe: boolean): Promise<ProviderState> {
  const store = databaseStatusStore(ctx.database);
  if (ctx.env.TRANSCRIBE_PROVIDER === 'none') {
    return {
      status: 'not_configured',
      lastCheck: null,
      quotaReset: null,
      errorMessage: 'Speech to text is turned off (TRANSCRIBE_PROVIDER=none)',
    };
  }
  const live = await ctx.providers.transcription.status();
  const now = new Date();
  if (!live.available)
    return {
      status: 'not_configured',
      lastCheck: now,
      quotaReset: null,
      errorMessage: live.message,
    };
  if (probe) {
    const state: ProviderState = {
      status: 'available',
      lastCheck: now,
      quotaReset: null,
      errorMessage: null,
    };
    await store.save(TRANSCRIPTION, state);
    return state;
  }
  return (
    (await store.load(TRANSCRIPTION)) ?? {
      status: 'available',
      lastCheck: now,
      quotaReset: null,
      errorMessage: null,
    }
  );
}

async function databaseState(ctx: Ctx): Promise<AdminStatus['database']> {
  try {
    const { totalEpisodes, episodesWithTranscripts } = await countTranscriptCoverage(ctx.database);
    return {
      status: 'connected',
      kind: ctx.database.kind,
      totalEpisodes,
      episodesWithTranscripts,
      coverage: totalEpisodes === 0 ? 0 : Math.round((episodesWithTranscripts / totalEpisodes) * 100),
      errorMessage: null,
    };
  } catch (err) {
    return {
      status: 'error',
      kind: ctx.database.kind,
      totalEpisodes: 0,
      episodesWithTranscripts: 0,
      coverage: 0,
      errorMessage: (err as Error).message,
    };
  }
}

/**
 * Admin status. The `openai` entry is the AI provider whichever it is: with AI_PROVIDER=local it
 * is the embedded extractive provider, which needs no key and is always available.
 */
export async function adminStatus(ctx: Ctx): Promise<AdminStatus> {
  const ai = ctx.providers.ai;
  const [aiState, transcription, database, search] = await Promise.all([
    ai.status(),
    transcriptionState(ctx, false),
    databaseState(ctx),
    searchMeaningState(ctx),
  ]);
  return {
    openai: present(aiState, ai.name, ai.model),
    transcription: present(transcription, ctx.env.TRANSCRIBE_PROVIDER, transcriptionModel(ctx)),
    database,
    search,
  };
}

/** Probes the providers now (a tiny chat call for a remote model), records and returns the result. */
export async function testProviders(ctx: Ctx): Promise<AdminStatus> {
  const ai = ctx.providers.ai;
  const [aiState, transcription, database, search] = await Promise.all([
    ai.check(),
    transcriptionState(ctx, true),
    databaseState(ctx),
    searchMeaningState(ctx),
  ]);
  return {
    openai: present(aiState, ai.name, ai.model),
    transcription: present(transcription, ctx.env.TRANSCRIBE_PROVIDER, transcriptionModel(ctx)),
    database,
    search,
  };
}

async function searchMeaningState(ctx: Ctx): Promise<SearchMeaningStatus> {
  const { embeddings } = ctx.providers;
  const progress = await embeddingProgress(ctx.database, embeddings.model);
  return {
    provider: ctx.env.EMBEDDING_PROVIDER,
    model: embeddings.model,
    embeddedEpisodes: progress.embedded,
    totalEpisodes: progress.total,
    index: ctx.vectors.description,
  };
}
