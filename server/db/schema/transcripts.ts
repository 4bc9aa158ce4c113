import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { episodes } from './catalog';
import { tsvector } from './types';

export type TranscriptSource = 'feed' | 'podcastindex' | 'manual_upload' | 'generated';

/** The transcript of one episode; its text lives in transcript_segments. */
export const transcripts = pgTable(
  'transcripts',
  {
    id: uuid().primaryKey().defaultRandom(),
    episodeId: uuid()
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    source: text().$type<TranscriptSource>().notNull(),
    format: text().notNull(),
    language: text(),
    sourceUrl: text(),
    textLength: integer().notNull().default(0),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transcripts_episode_key').on(t.episodeId)],
);

export const transcriptSegments = pgTable(
  'transcript_segments',
  {
    transcriptId: uuid()
      .notNull()
      .references(() => transcripts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    startSeconds: real(),
    endSeconds: real(),
    speaker: text(),
    text: text().notNull(),
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('earshot', text)`),
  },
  (t) => [
    uniqueIndex('transcript_segments_pkey_idx').on(t.transcriptId, t.position),
    index('transcript_segments_search_idx').using('gin', t.searchVector),
  ],
);
