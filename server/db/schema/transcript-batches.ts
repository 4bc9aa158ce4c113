import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type TranscriptBatchKind = 'feed' | 'podcastindex' | 'generate';
export type TranscriptBatchState = 'queued' | 'running' | 'completed' | 'failed';
export type TranscriptBatchResult = {
  episodeId: string;
  title: string;
  success: boolean;
  transcriptLength: number;
  error: string | null;
  sourceUrl: string | null;
};

/** A batch of transcript fetches or generations run as a background job, with its progress. */
export const transcriptBatches = pgTable('transcript_batches', {
  id: uuid().primaryKey().defaultRandom(),
  kind: text().$type<TranscriptBatchKind>().notNull(),
  state: text().$type<TranscriptBatchState>().notNull().default('queued'),
  maxEpisodes: integer().notNull(),
  total: integer().notNull().default(0),
  processed: integer().notNull().default(0),
  successful: integer().notNull().default(0),
  results: jsonb().$type<TranscriptBatchResult[]>().notNull().default([]),
  error: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
