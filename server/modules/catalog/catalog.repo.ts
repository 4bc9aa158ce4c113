import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creators, episodes, shows } from '../../db/schema/catalog';

export type ShowValues = Omit<typeof shows.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type EpisodeValues = Omit<typeof episodes.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'searchVector'>;

/** Columns a feed writes; a stored row whose values all match is left untouched on re-sync. */
export const EPISODE_FEED_COLUMNS = [
  ['guid', 'guid'],
  ['title', 'title'],
  ['descriptionHtml', 'description_html'],
  ['descriptionText', 'description_text'],
  ['host', 'host'],
  ['publishDate', 'publish_date'],
  ['durationSeconds', 'duration_seconds'],
  ['audioUrl', 'audio_url'],
  ['audioType', 'audio_type'],
  ['audioLength', 'audio_length'],
  ['imageUrl', 'image_url'],
  ['link', 'link'],
  ['season', 'season'],
  ['episodeNumber', 'episode_number'],
  ['episodeType', 'episode_type'],
  ['explicit', 'explicit'],
  ['chaptersUrl', 'chapters_url'],
  ['feedTranscripts', 'feed_transcripts'],
  ['persons', 'persons'],
] as const satisfies readonly (readonly [keyof EpisodeValues, string])[];

// 21 parameters a row: 250 rows stay far below PostgreSQL's 65535-parameter limit per statement.
const BATCH = 250;

export async function findShowByFeedUrl(db: Db, feedUrl: string) {
  const [row] = await db
    .select({
      id: shows.id,
      kind: shows.kind,
      etag: shows.etag,
      lastModified: shows.lastModified,
      feedHash: shows.feedHash,
    })
    .from(shows)
    .where(eq(shows.feedUrl, feedUrl));
  return row ?? null;
}

export async function upsertShow(db: Db, values: ShowValues): Promise<string> {
  const { feedUrl: _feedUrl, ...update } = values;
  const [row] = await db
    .insert(shows)
    .values(values)
    .onConflictDoUpdate({ target: shows.feedUrl, set: { ...update, updatedAt: sql`now()` } })
    .returning({ id: shows.id });
  return (row as { id: string }).id;
}

/** Records a fetch that found nothing new, keeping the validators the server sent. */
export async function touchShow(
  db: Db,
  showId: string,
  validators: { etag?: string | null; lastModified?: string | null } = {},
): Promise<void> {
  await db
    .update(shows)
    .set({ lastFetchedAt: sql`now()`, ...validators })
    .where(eq(shows.id, showId));
}

/** The stored feed values of a show's episodes, keyed by identity, for change detection. */
export async function loadStoredEpisodes(db: Db, showId: string) {
  const columns = Object.fromEntries(EPISODE_FEED_COLUMNS.map(([key]) => [key, episodes[key]])) as {
    [K in (typeof EPISODE_FEED_COLUMNS)[number][0]]: (typeof episodes)[K];
  };
  return db
    .select({ identityKey: episodes.identityKey, ...columns })
    .from(episodes)
    .where(eq(episodes.showId, showId));
}

/** Inserts new episodes and rewrites changed ones, a batch of rows per statement. */
export async function upsertEpisodes(db: Db, rows: EpisodeValues[]): Promise<void> {
  const set = Object.fromEntries(EPISODE_FEED_COLUMNS.map(([key, column]) => [key, sql.raw(`excluded.${column}`)]));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(episodes)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: [episodes.showId, episodes.identityKey], set: { ...set, updatedAt: sql`now()` } });
  }
}

/**
 * Records videos' view counts, which change on every fetch but are not feed content: they do not
 * rewrite the row or touch its updatedAt (so nothing is embedded again for them).
 */
export async function updateViewCounts(
  db: Db,
  showId: string,
  counts: { identityKey: string; viewCount: number }[],
): Promise<void> {
  for (let i = 0; i < counts.length; i += BATCH) {
    const values = counts.slice(i, i + BATCH).map((c) => sql`(${c.identityKey}, ${c.viewCount}::bigint)`);
    await db.execute(sql`
      update episodes e set view_count = v.views
      from (values ${sql.join(values, sql`, `)}) as v(identity_key, views)
      where e.show_id = ${showId} and e.identity_key = v.identity_key and e.view_count is distinct from v.views`);
  }
}

export async function countShowEpisodes(db: Db, showId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(episodes).where(eq(episodes.showId, showId));
  return row?.n ?? 0;
}

export async function linkCreatorToShow(db: Db, creatorId: string, showId: string): Promise<void> {
  await db.update(creators).set({ showId }).where(eq(creators.id, creatorId));
}
