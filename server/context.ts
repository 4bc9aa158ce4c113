import { randomBytes } from 'node:crypto';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { AppMetrics } from './http/metrics';
import type { JobQueue } from './jobs/queue';
import { PgvectorIndex } from './modules/search/pgvector-index';
import { type MeaningIndex, VectorIndex } from './modules/search/vector-index';
import type { AiProvider } from './providers/ai/ai-provider';
import { createAiProvider } from './providers/ai/create-ai-provider';
import { databaseStatusStore } from './providers/ai/provider-status.store';
import { createEmbeddingProvider } from './providers/embeddings/create-embedding-provider';
import type { EmbeddingProvider } from './providers/embeddings/embedding-provider';
import { createSafeFetcher, type SafeFetcher } from './providers/feeds/safe-fetch';
import { createMediaStorage } from './providers/media-storage/create-media-storage';
import type { MediaStorage } from './providers/media-storage/media-storage';
import { createPodcastIndexClient, type PodcastIndexClient } from './providers/podcastindex/podcastindex.client';
import { createTranscriptionProvider } from './providers/speech-to-text/create-transcription-provider';
import type { TranscriptionProvider } from './providers/speech-to-text/transcription-provider';
import { YoutubeDataApi } from './providers/youtube/youtube-data-api';

/** The outside services the app talks to, each built once per app. */
export type Providers = {
  ai: AiProvider;
  transcription: TranscriptionProvider;
  /** Null when PODCASTINDEX_API_KEY and PODCASTINDEX_API_SECRET are not set. */
  podcastIndex: PodcastIndexClient | null;
  /** Every fetch of an outside address (feeds, transcripts, audio, pages), under the private-address rule. */
  fetch: SafeFetcher;
  /** Sentence embeddings for meaning-based search (local by default). */
  embeddings: EmbeddingProvider;
  /** Listeners' uploaded media (audiobooks): the data folder, or S3-compatible storage. */
  storage: MediaStorage;
  /** The YouTube Data API; null without YOUTUBE_API_KEY (channels then sync from their Atom feeds). */
  youtube: YoutubeDataApi | null;
};

/** What the app is built from. */
export type AppDeps = {
  env: Env;
  database: Database;
  sessionSecret: string;
  /** Background jobs: run workers (default true) and cron schedules (default true). */
  jobs?: { workers?: boolean; schedules?: boolean; pollingIntervalSeconds?: number };
  version: string;
  /** Folder of the built web client; served with an SPA fallback when present. */
  webRoot?: string;
  /** Providers to use instead of the ones the configuration names (tests pass their own). */
  providers?: Partial<Providers>;
};

/** What every module is built from: the app's inputs plus the services the app owns. */
export type AppContext = Omit<AppDeps, 'jobs' | 'providers'> & {
  jobs: JobQueue;
  providers: Providers;
  /** The episode embeddings of the configured model: pgvector in the database, or in memory. */
  vectors: MeaningIndex;
  metrics: AppMetrics;
};

/** The providers the configuration names, with any given ones in their place. */
export function buildProviders(
  env: Env,
  database: Database,
  given: Partial<Providers> = {},
  sessionSecret = randomBytes(32).toString('hex'),
): Providers {
  return {
    storage: given.storage ?? createMediaStorage(env, sessionSecret),
    ai: given.ai ?? createAiProvider(env, databaseStatusStore(database)),
    transcription: given.transcription ?? createTranscriptionProvider(env),
    podcastIndex: given.podcastIndex !== undefined ? given.podcastIndex : createPodcastIndexClient(env),
    embeddings: given.embeddings ?? createEmbeddingProvider(env),
    youtube:
      given.youtube !== undefined
        ? given.youtube
        : env.YOUTUBE_API_KEY
          ? new YoutubeDataApi(env.YOUTUBE_API_KEY, env.YOUTUBE_API_BASE_URL)
          : null,
    fetch:
      given.fetch ??
      createSafeFetcher({ allowPrivateHosts: env.FETCH_ALLOW_PRIVATE_HOSTS, allowedHosts: env.FETCH_ALLOWED_HOSTS }),
  };
}

/** A context without the HTTP app or the job queue, for scripts and tests that call services directly. */
export function serviceContext(
  env: Env,
  database: Database,
  given: Partial<Providers> = {},
): Pick<AppContext, 'env' | 'database' | 'providers' | 'vectors'> {
  const providers = buildProviders(env, database, given);
  return { env, database, providers, vectors: vectorIndexFor(providers, database) };
}

/** The index for the configured embedding model, where the database ranks vectors best. */
export function vectorIndexFor(providers: Providers, database: Database): MeaningIndex {
  const { model, dimensions } = providers.embeddings;
  return database.pgvector ? new PgvectorIndex(database, model, dimensions) : new VectorIndex(model, dimensions);
}
