import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

export type FeedTranscriptRef = { url: string; type: string; language?: string; rel?: string };
export type FeedPerson = { name: string; role?: string; group?: string; href?: string; img?: string };

/** A podcast or video channel in the shared catalog, usually backed by a feed. */
export const shows = pgTable(
  'shows',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<'podcast' | 'youtube'>().notNull().default('podcast'),
    name: text().notNull(),
    host: text(),
    description: text(),
    imageUrl: text(),
    siteUrl: text(),
    feedUrl: text(),
    language: text(),
    explicit: boolean(),
    categories: jsonb().$type<string[]>().notNull().default([]),
    etag: text(),
    lastModified: text(),
    /** SHA-256 of the last feed body stored: an unchanged body is not parsed again. */
    feedHash: text(),
    lastFetchedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The name's words as search reads them: "planet money" finds the show by an index, however many shows there are. */
    nameVector: tsvector().generatedAlwaysAs(sql`to_tsvector('earshot', name)`),
  },
  (t) => [
    uniqueIndex('shows_feed_url_key').on(t.feedUrl),
    index('shows_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('shows_name_fts_idx').using('gin', t.nameVector),
    index('shows_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/** One episode (or video) of a show. identityKey is the feed guid, else enclosure URL, else title + date. */
export const episodes = pgTable(
  'episodes',
  {
    id: uuid().primaryKey().defaultRandom(),
    showId: uuid()
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    identityKey: text().notNull(),
    guid: text(),
    title: text().notNull(),
    descriptionHtml: text().notNull().default(''),
    descriptionText: text().notNull().default(''),
    host: text(),
    publishDate: timestamp({ withTimezone: true }),
    durationSeconds: integer(),
    audioUrl: text(),
    audioType: text(),
    audioLength: bigint({ mode: 'number' }),
    imageUrl: text(),
    link: text(),
    season: integer(),
    episodeNumber: integer(),
    episodeType: text(),
    explicit: boolean(),
    chaptersUrl: text(),
    feedTranscripts: jsonb().$type<FeedTranscriptRef[]>().notNull().default([]),
    persons: jsonb().$type<FeedPerson[]>().notNull().default([]),
    /** A video's views as last read from its channel (Atom media:statistics or the Data API). */
    viewCount: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The title's words on their own: title matches are found and ranked without reading the whole episode's vector. */
    titleVector: tsvector().generatedAlwaysAs(sql`to_tsvector('earshot', title)`),
    searchVector: tsvector().generatedAlwaysAs(
      sql`setweight(to_tsvector('earshot', coalesce(title, '')), 'A') || setweight(to_tsvector('earshot', coalesce(host, '')), 'C') || setweight(to_tsvector('earshot', left(coalesce(description_text, ''), 20000)), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('episodes_show_identity_key').on(t.showId, t.identityKey),
    // Newest first, as every list of episodes is ordered: the first page is read from the index,
    // not sorted out of the whole catalog. Date filters use it too.
    index('episodes_newest_first_idx').on(
      t.publishDate.desc().nullsLast(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('episodes_search_idx').using('gin', t.searchVector),
    index('episodes_title_vector_idx').using('gin', t.titleVector),
    index('episodes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // The people an episode names (podcast:person), by the words of their names: whether a name
    // typed in lower case ("roar granevang") is someone the catalog knows.
    index('episodes_people_idx').using(
      'gin',
      sql`to_tsvector('earshot', jsonb_path_query_array(${t.persons}, '$[*].name')::text)`,
    ),
  ],
);

/** A listener's followed creator; its feed fills the shared catalog. */
export const creators = pgTable(
  'creators',
  {
    id: uuid().primaryKey().defaultRandom(),
    listenerId: uuid().notNull(),
    name: text().notNull(),
    type: text().$type<'podcast' | 'youtube'>().notNull(),
    url: text().notNull(),
    channelId: text(),
    autoSync: boolean().notNull().default(true),
    description: text(),
    showId: uuid().references(() => shows.id, { onDelete: 'set null' }),
    syncStatus: text().$type<'pending' | 'syncing' | 'synced' | 'failed'>().notNull().default('pending'),
    syncError: text(),
    lastSynced: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creators_listener_name_key').on(t.listenerId, sql`lower(${t.name})`),
    index('creators_listener_idx').on(t.listenerId),
  ],
);
