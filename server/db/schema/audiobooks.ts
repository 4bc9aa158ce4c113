import { bigint, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ParsedSegment } from '../../providers/transcript-formats/transcript-types';

export type AudiobookTranscriptState = 'pending' | 'processing' | 'completed' | 'failed';
export type StoredChapter = { title: string; startSeconds: number; endSeconds: number | null };

/**
 * A file on its way in: `POST /api/audiobooks/upload-url` makes the row and signs a URL for it;
 * `completedAt` and `sizeBytes` are set once the whole file has arrived and passed its checks.
 * The object lives in media storage under `storageKey`.
 */
export const audiobookUploads = pgTable(
  'audiobook_uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: uuid().notNull(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audiobook_uploads_listener_idx').on(t.listenerId)],
);

/** A listener's own audiobook: what they told us, what the file says, and its transcription. */
export const audiobooks = pgTable(
  'audiobooks',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: uuid().notNull(),
    title: text().notNull(),
    author: text().notNull(),
    narrator: text(),
    description: text(),
    durationMinutes: integer(),
    publishYear: integer(),
    genre: text(),
    storageKey: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** Read from the file by the transcription job. */
    durationSeconds: real(),
    chapters: jsonb().$type<StoredChapter[]>().notNull().default([]),
    transcriptStatus: text().$type<AudiobookTranscriptState>().notNull().default('pending'),
    transcriptProgress: integer().notNull().default(0),
    transcriptError: text(),
    positionSeconds: real().notNull().default(0),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audiobooks_listener_idx').on(t.listenerId, t.uploadedAt)],
);

/**
 * One piece of a book's transcription plan: a stretch of audio (a chapter, or part of one cut at a
 * silence). A piece's segments are kept as soon as it is transcribed, with times in the whole
 * book, so a restarted job carries on with the pieces still missing.
 */
export const audiobookPieces = pgTable(
  'audiobook_pieces',
  {
    audiobookId: uuid()
      .notNull()
      .references(() => audiobooks.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    startSeconds: real().notNull(),
    endSeconds: real().notNull(),
    chapter: text(),
    segments: jsonb().$type<ParsedSegment[]>(),
    transcribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.audiobookId, t.position] })],
);
