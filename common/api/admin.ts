import { z } from 'zod';

export const ProviderStatus = z.object({
  status: z
    .enum(['available', 'quota_exceeded', 'error', 'not_configured'])
    .describe(
      "'available', 'quota_exceeded', 'error' or 'not_configured'; the screen shows anything but the first two as Error",
    ),
  lastCheck: z.string().nullable().describe('When the provider was last used or tested, ISO 8601'),
  quotaReset: z.string().nullable().describe('When the quota is expected back, when the provider says'),
  errorMessage: z.string().nullable(),
  provider: z.string().describe("Which provider is configured: 'local', 'openai' (or 'none' for speech to text)"),
  model: z.string().nullable(),
});
export type ProviderStatus = z.infer<typeof ProviderStatus>;

export const DatabaseStatus = z.object({
  status: z.enum(['connected', 'error']),
  kind: z.enum(['pglite', 'postgres']),
  totalEpisodes: z.number().int(),
  episodesWithTranscripts: z.number().int(),
  coverage: z.number().int().describe('Episodes with transcripts, as a rounded percentage'),
  errorMessage: z.string().nullable(),
});

/** Meaning-based search: which embeddings are used, how far the catalog is embedded, and the index. */
export const SearchMeaningStatus = z.object({
  provider: z.enum(['local', 'openai']),
  model: z.string().describe("Which embedding model, e.g. 'local:use-lite-512'"),
  embeddedEpisodes: z.number().int(),
  totalEpisodes: z.number().int(),
  index: z
    .string()
    .describe('How nearest episodes are found: pgvector, or the in-memory quantized scan where the database has none'),
});
export type SearchMeaningStatus = z.infer<typeof SearchMeaningStatus>;

/**
 * Admin status. `openai` is the AI provider whichever vendor it is (the screen's name for it):
 * with AI_PROVIDER=local it reports provider 'local', model 'extractive', status 'available',
 * since the embedded provider needs no key or network.
 */
export const AdminStatus = z.object({
  openai: ProviderStatus,
  transcription: ProviderStatus,
  database: DatabaseStatus,
  search: SearchMeaningStatus,
});
export type AdminStatus = z.infer<typeof AdminStatus>;
