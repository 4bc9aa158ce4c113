import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uuidList } from '../search/search.repo';

/**
 * How episodes are listed: each show's newest (or oldest) first; the longest or shortest of all,
 * whatever the show ("the longest episode you have"); or at random ("play a random episode of The
 * Daily"): led by the first episode the text `named` names ("Title from Show"), else by the one
 * `seed` draws, and the others in the order the lead draws, by md5(id || lead's id). The same text
 * lists the same episodes in the same order.
 */
export type ListedBy =
  | { by: 'newest' | 'oldest' | 'longest' | 'shortest' }
  | { by: 'random'; seed: string; named: string };

/**
 * The newest episodes of each show that fit a length and a date, newest first: what "surprise
 * me" or "something short for the drive" offers when no topic, show or person is named.
 */
export async function newestOfEachShow(
  database: Database,
  fits: {
    since: Date | null;
    until: Date | null;
    maxMinutes: number | null;
    minMinutes: number | null;
    /** Only these shows' episodes, when set. */
    showIds?: string[] | null;
  },
  limit: number,
  order: ListedBy = { by: 'newest' },
): Promise<{ ids: string[]; catalogEmpty: boolean }> {
  const conditions = [sql`e.publish_date is not null`];
  if (fits.since) conditions.push(sql`e.publish_date >= ${fits.since.toISOString()}::timestamptz`);
  if (fits.until) conditions.push(sql`e.publish_date < ${fits.until.toISOString()}::timestamptz`);
  if (fits.maxMinutes) conditions.push(sql`e.duration_seconds <= ${fits.maxMinutes * 60}`);
  if (fits.minMinutes) conditions.push(sql`e.duration_seconds >= ${fits.minMinutes * 60}`);
  if (fits.showIds) conditions.push(sql`e.show_id = any(${uuidList(fits.showIds)})`);
  const byLength = order.by === 'longest' || order.by === 'shortest';
  // The newest of each show first, then each show's second newest, and so on: "something else"
  // goes on to older episodes once every show has offered its newest.
  const direction = order.by === 'oldest' || order.by === 'shortest' ? sql`asc` : sql`desc`;
  const where = sql.join(conditions, sql` and `);
  const rows = await database.rows<{ id: string }>(
    order.by === 'random'
      ? sql`
    with fitting as (select e.id, e.title from episodes e where ${where}),
    lead as (
      select id from fitting
      order by nullif(strpos(${order.named}, title || ' from '), 0) nulls last, md5(id::text || ${order.seed})
      limit 1)
    select f.id from fitting f cross join lead
    order by f.id = lead.id desc, md5(f.id::text || lead.id::text)
    limit ${limit}`
      : byLength
        ? sql`
    select e.id from episodes e
    where ${where}
    order by nullif(e.duration_seconds, 0) ${direction} nulls last, e.publish_date desc, e.id
    limit ${limit}`
        : sql`
    select id from (
      select e.id, e.publish_date,
        row_number() over (partition by e.show_id order by e.publish_date ${direction}, e.id) as nth
      from episodes e
      where ${where}
    ) ranked
    order by nth, publish_date ${direction}, id
    limit ${limit}`,
  );
  if (rows.length) return { ids: rows.map((r) => r.id), catalogEmpty: false };
  const [any] = await database.rows<{ found: boolean }>(sql`select exists (select 1 from episodes) as found`);
  return { ids: [], catalogEmpty: !any?.found };
}

/**
 * The shows whose feed gives one of `codes` as its language: "de" matches "de" and "de-AT", in
 * any case ("pt-BR", "EN").
 */
export async function showIdsInLanguage(
  database: Database,
  codes: string[],
  /** Also the shows whose feed names no language (they may be in any). */
  opts: { orUnsaid?: boolean } = {},
): Promise<string[]> {
  const unsaid = opts.orUnsaid ? sql`coalesce(btrim(language), '') = '' or ` : sql``;
  const rows = await database.rows<{ id: string }>(sql`
    select id from shows
    where ${unsaid}split_part(lower(language), '-', 1) = any(${`{${codes.join(',')}}`}::text[])`);
  return rows.map((r) => r.id);
}

/** The shows whose feed gives a category that starts with `genre` ("Comedy", "Comedy Interviews"), in any case. */
export async function showIdsOfGenre(database: Database, genre: string): Promise<string[]> {
  const rows = await database.rows<{ id: string }>(sql`
    select id from shows
    where exists (select 1 from jsonb_array_elements_text(categories) c where lower(c) like ${`${genre.toLowerCase().replace(/[%_\\]/g, '')}%`})`);
  return rows.map((r) => r.id);
}

/** The shows a publisher puts out, as their feeds name it ("NPR"). */
export async function showIdsOfPublisher(database: Database, publisher: string): Promise<string[]> {
  const rows = await database.rows<{ id: string }>(
    sql`select id from shows where lower(btrim(host)) = lower(${publisher.trim()})`,
  );
  return rows.map((r) => r.id);
}

/** What a show says it is (its name and description), and the ids it has in the catalog (a feed may be followed twice). */
export async function showLikeness(
  database: Database,
  name: string,
): Promise<{ text: string; showIds: string[] } | null> {
  const rows = await database.rows<{ id: string; description: string | null }>(
    sql`select id, description from shows where name = ${name} order by id`,
  );
  const [first] = rows;
  if (!first) return null;
  return { text: `${name}. ${first.description ?? ''}`, showIds: rows.map((r) => r.id) };
}

/** How many episodes the catalog holds of the shows named so ("how many episodes of Planet Money are there"). */
export async function showEpisodeCount(database: Database, name: string): Promise<number> {
  const [row] = await database.rows<{ episodes: number }>(sql`
    select count(*)::int as episodes
    from episodes e join shows s on s.id = e.show_id
    where lower(s.name) = lower(${name})`);
  return row?.episodes ?? 0;
}

/** A show's own description and who makes it (its feed's author), by its name. */
export async function showAbout(
  database: Database,
  name: string,
): Promise<{ host: string | null; description: string | null } | null> {
  const [row] = await database.rows<{ host: string | null; description: string | null }>(sql`
    select host, description from shows where lower(name) = lower(${name}) limit 1`);
  return row ?? null;
}

/** How many episodes and shows the catalog holds, and the names of the shows with most episodes. */
export async function catalogSummary(
  database: Database,
  named: number,
): Promise<{ episodes: number; shows: number; largest: string[] }> {
  const rows = await database.rows<{ name: string; episodes: number }>(sql`
    select s.name, count(*)::int as episodes
    from episodes e join shows s on s.id = e.show_id
    group by s.id, s.name
    order by count(*) desc, s.name`);
  return {
    episodes: rows.reduce((n, r) => n + r.episodes, 0),
    shows: rows.length,
    largest: rows.slice(0, named).map((r) => r.name),
  };
}
