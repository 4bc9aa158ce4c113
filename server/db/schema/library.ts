import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { episodes } from './catalog';

const listenerId = () => uuid().notNull();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const episodeRef = () =>
  uuid()
    .notNull()
    .references(() => episodes.id, { onDelete: 'cascade' });

export const savedEpisodes = pgTable(
  'saved_episodes',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: listenerId(),
    episodeId: episodeRef(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_episodes_listener_episode_key').on(t.listenerId, t.episodeId)],
);

export const playlistItems = pgTable(
  'playlist_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: listenerId(),
    episodeId: episodeRef(),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('playlist_items_listener_episode_key').on(t.listenerId, t.episodeId)],
);

export const searchHistory = pgTable(
  'search_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: listenerId(),
    searchCriteria: text().notNull(),
    podcastShow: text().notNull().default(''),
    platform: text().notNull().default('RSS'),
    createdAt: createdAt(),
  },
  (t) => [index('search_history_listener_idx').on(t.listenerId, t.createdAt)],
);

export const listeningHistory = pgTable(
  'listening_history',
  {
    listenerId: listenerId(),
    episodeId: episodeRef(),
    positionSeconds: real().notNull().default(0),
    completed: boolean().notNull().default(false),
    lastListenedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listening_history_listener_episode_key').on(t.listenerId, t.episodeId)],
);

export const queueItems = pgTable(
  'queue_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: listenerId(),
    episodeId: episodeRef(),
    position: integer().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('queue_items_listener_episode_key').on(t.listenerId, t.episodeId)],
);

export const autoQueueSettings = pgTable('auto_queue_settings', {
  listenerId: uuid().primaryKey(),
  autoPlayEnabled: boolean().notNull().default(false),
  queueSize: integer().notNull().default(3),
  autoAdvanceDelay: integer().notNull().default(5),
});

export type StoredMessage = {
  id?: string;
  type?: 'user' | 'ai';
  role?: 'user' | 'assistant';
  content: string;
  timestamp: string;
  citations?: { start: number; end?: number; text: string }[];
};

export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: listenerId(),
    podcastId: text().notNull(),
    contentType: text().notNull().default('podcast'),
    title: text().notNull(),
    description: text(),
    episodeTitle: text(),
    podcastShow: text(),
    messages: jsonb().$type<StoredMessage[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversations_listener_idx').on(t.listenerId, t.updatedAt)],
);

/** Last known state of each outside provider (AI, speech to text), for admin status. */
export const providerStatus = pgTable('provider_status', {
  name: text().primaryKey(),
  status: text().notNull(),
  lastCheck: timestamp({ withTimezone: true }),
  quotaReset: timestamp({ withTimezone: true }),
  errorMessage: text(),
});
