import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Episodes this listener has already marked as used: never suggested again. */
const notUsed = (listenerId: string) =>
  sql`not exists (select 1 from queue_items q where q.listener_id = ${listenerId} and q.episode_id = e.id and q.used_at is not null)`;

/** The episode that follows `current` in its show's publishing order, skipping used ones. */
export async function nextInShow(
  database: Database,
  listenerId: string,
  current: { id: string; showId: string; publishDate: Date | null },
): Promise<string | null> {
  if (!current.publishDate) return null;
  const at = current.publishDate.toISOString();
  const [row] = await database.rows<{ id: string }>(sql`
    select e.id from episodes e
    where e.show_id = ${current.showId} and e.id <> ${current.id}
      and (e.publish_date > ${at}::timestamptz or (e.publish_date = ${at}::timestamptz and e.id > ${current.id}))
      and ${notUsed(listenerId)}
    order by e.publish_date asc, e.id asc
    limit 1`);
  return row?.id ?? null;
}

export type EpisodeTerm = { lexeme: string; weight: number; documents: number };

/**
 * The distinctive words of an episode's title and description (as stemmed lexemes), with how
 * often they occur there (title counts triple) and in how many catalog episodes.
 */
export async function episodeTerms(database: Database, episodeId: string, max = 30): Promise<EpisodeTerm[]> {
  return database.rows<EpisodeTerm>(sql`
    with terms as (
      select u.lexeme,
        (select sum(case w when 'A' then 3 when 'B' then 1 else 0.5 end) from unnest(u.weights) w)::float8 as weight
      from episodes e, unnest(e.search_vector) u
      where e.id = ${episodeId} and u.lexeme ~ '^[a-z][a-z0-9]{2,}$'
      order by weight desc, u.lexeme
      limit ${max}
    )
    select t.lexeme, t.weight,
      (select count(*) from episodes x where x.search_vector @@ to_tsquery('simple', t.lexeme))::int as documents
    from terms t`);
}

export async function countEpisodes(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from episodes`);
  return row?.n ?? 0;
}

export type SimilarRow = { id: string; matched: string; hasTranscript: boolean };

/** Episodes sharing any of `lexemes`, best full-text rank first, without `excludeIds` and used ones. */
export async function episodesSharingTerms(
  database: Database,
  listenerId: string,
  lexemes: string[],
  excludeIds: string[],
  limit = 100,
): Promise<SimilarRow[]> {
  if (lexemes.length === 0) return [];
  const query = lexemes.join(' | ');
  const wanted = lexemes.join(' ');
  return database.rows<SimilarRow>(sql`
    select e.id,
      array_to_string(array(
        select u.lexeme from unnest(e.search_vector) u where u.lexeme = any(string_to_array(${wanted}, ' '))
      ), ' ') as matched,
      exists (select 1 from transcripts t where t.episode_id = e.id) as "hasTranscript"
    from episodes e
    where e.search_vector @@ to_tsquery('simple', ${query})
      and e.id <> all(string_to_array(${excludeIds.join(' ')}, ' ')::uuid[])
      and ${notUsed(listenerId)}
    order by ts_rank(e.search_vector, to_tsquery('simple', ${query})) desc, e.id
    limit ${limit}`);
}

/** Maps lexemes back to a word as the episode writes it, for a readable reason. */
export async function surfaceWords(database: Database, words: string[]): Promise<Map<string, string>> {
  if (words.length === 0) return new Map();
  const rows = await database.rows<{ word: string; lexeme: string | null }>(sql`
    select w.word, (select u.lexeme from unnest(to_tsvector('english', w.word)) u limit 1) as lexeme
    from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as w(word, n)
    order by w.n`);
  const map = new Map<string, string>();
  for (const r of rows) if (r.lexeme && !map.has(r.lexeme)) map.set(r.lexeme, r.word);
  return map;
}
