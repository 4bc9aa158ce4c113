import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FeedPerson } from '../../db/schema/catalog';
import type { TranscriptSource } from '../../db/schema/transcripts';
import { perDatabase } from '../../lib/recent-map';
import { type Concept, INITIAL, writtenTogether } from './search-terms';

/** Where episodes may come from: every filter of the search form that the database can apply. */
export type SearchFilters = {
  showIds: string[] | null;
  /** Shows whose episodes are left out ("podcasts like The Daily" leaves out The Daily). */
  notShowIds: string[] | null;
  minSeconds: number | null;
  maxSeconds: number | null;
  publishedAfter: Date | null;
  publishedBefore: Date | null;
  excludeEpisodeId: string | null;
};

// Text is read with the "earshot" configuration (migration 0011): English, with accents dropped
// from words before they are stemmed, in the stored vectors and in every query alike.

/** The statements every search runs, prepared once per connection (see `Database.rows`). */
function searchRows<T>(database: Database, query: SQL): Promise<T[]> {
  return database.rows<T>(query, { prepared: true });
}

/**
 * A query's tsquery, made once per statement: written inline, `to_tsquery` would run again for
 * every row a statement rechecks or ranks once the plan is PostgreSQL's generic one (which a
 * statement run often gets, see `preparedRows` in db/client.ts).
 */
const tsquery = (text: string) => sql`(select to_tsquery('earshot', ${text}))`;

/** How many candidates a single query may bring back; everything after that is ranked in TypeScript. */
export const CANDIDATE_LIMIT = 100;

const lexeme = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * A word as written, with the hyphens ("jong-un"), dots ("a.i") or slashes ("9/11") between its
 * parts that the database's parser keeps in a token of its own.
 */
const writtenLexeme = (word: string) =>
  word
    .split(/([-./])/)
    .map((part) => (part === '-' || part === '.' || part === '/' ? part : lexeme(part)))
    .join('')
    .replace(/[-./]{2,}/g, (m) => m[0] as string)
    .replace(/^[-./]+|[-./]+$/g, '');

/** One alternative of a concept as tsquery text: a word, or a phrase (adjacent but for an INITIAL's word). */
function alternative(words: string[], weight?: string, asWritten = false): string {
  // As written, an apostrophe parts a word as the database's parser does: "Riordan's" is "riordan"
  // and the stopword "s" (the phrase then allows a word between), "O'Brien" is "o" and "brien".
  const parts = words
    .flatMap((w) => (w === INITIAL ? [w] : asWritten ? w.split(/['’]/).map(writtenLexeme) : [lexeme(w)]))
    .filter(Boolean);
  // The index cannot say a word is an initial: any word stands for it here, and the evidence
  // (assembleEvidence) keeps a match in a title or description only where the word is one letter.
  let text = '';
  let distance = 1;
  for (const part of parts) {
    if (part === INITIAL) distance++;
    else {
      const word = weight ? `${part}:${weight}` : part;
      text = text ? `${text} ${distance === 1 ? '<->' : `<${distance}>`} ${word}` : word;
      distance = 1;
    }
  }
  return parts.filter((p) => p !== INITIAL).length > 1 ? `(${text})` : text;
}

/** A concept as tsquery text: its own words, or (with synonyms) any of its synonyms. */
export function conceptQuery(concept: Concept, opts: { synonyms?: boolean; weight?: string } = {}): string {
  const alts = [alternative(concept.words, opts.weight)];
  if (concept.spelled) alts.push(alternative(concept.spelled, opts.weight, true));
  // Hyphenated words are written together too ("e-mail" as "email", "hip-hop" as "hiphop").
  const together = writtenTogether(concept);
  if (together) alts.push(alternative(together, opts.weight));
  // The index reads a number after a hyphen as negative ("COVID-19", "top-10", "2019-2020"): a
  // number typed on its own matches it there too.
  const [only] = concept.words;
  if (concept.words.length === 1 && only && /^\d+$/.test(only)) alts.push(`-${alternative([only], opts.weight)}`);
  // Numbers joined by a slash are one token ("9/11"), but after a hyphen ("post-9/11") two: "-9", "/11".
  const [written, ...more] = concept.spelled ?? [];
  if (written && !more.length && /^\d+(\/\d+)+$/.test(written)) {
    const [first, ...rest] = written.split('/');
    const w = opts.weight ? `:${opts.weight}` : '';
    alts.push(`(-${first}${w} <-> ${rest.map((r) => `/${r}${w}`).join(' <-> ')})`);
  }
  for (const variant of concept.variants ?? []) alts.push(alternative(variant, opts.weight));
  if (opts.synonyms) for (const s of concept.synonyms) alts.push(alternative([s], opts.weight));
  const clean = [...new Set(alts.filter(Boolean))];
  return clean.length > 1 ? `(${clean.join(' | ')})` : (clean[0] ?? '');
}

/** One word as tsquery text, as its own concept would be: how often the catalog uses it is asked this way. */
export function wordQuery(word: string): string {
  return conceptQuery({ label: word, words: [word], synonyms: [], weight: 1 });
}

/** All concepts joined with AND (every one must match) or OR (any may match). */
export function combinedQuery(concepts: Concept[], op: 'and' | 'or', synonyms: boolean): string {
  return concepts
    .map((c) => conceptQuery(c, { synonyms }))
    .filter(Boolean)
    .join(op === 'and' ? ' & ' : ' | ');
}

/** Any concept, as tsquery text for the title index. */
export function combinedTitleQuery(concepts: Concept[]): string {
  return concepts
    .map((c) => conceptQuery(c, { synonyms: true }))
    .filter(Boolean)
    .join(' | ');
}

/**
 * A list as one bind parameter, not one per item: a statement over a hundred candidates is built,
 * sent and planned with one value instead of a hundred. Ids are uuids the database gave us;
 * texts travel as a JSON array, which carries any character.
 */
export function uuidList(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

function textRows(texts: readonly (string | null)[]): SQL {
  return sql`jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb)`;
}

function filterSql(f: SearchFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.showIds) parts.push(f.showIds.length ? sql`e.show_id = any(${uuidList(f.showIds)})` : sql`false`);
  if (f.notShowIds?.length) parts.push(sql`e.show_id <> all(${uuidList(f.notShowIds)})`);
  if (f.minSeconds != null) parts.push(sql`e.duration_seconds >= ${f.minSeconds}`);
  if (f.maxSeconds != null) parts.push(sql`e.duration_seconds < ${f.maxSeconds}`);
  if (f.publishedAfter) parts.push(sql`e.publish_date >= ${f.publishedAfter.toISOString()}::timestamptz`);
  if (f.publishedBefore) parts.push(sql`e.publish_date < ${f.publishedBefore.toISOString()}::timestamptz`);
  if (f.excludeEpisodeId) parts.push(sql`e.id <> ${f.excludeEpisodeId}::uuid`);
  return sql.join(parts, sql` and `);
}

/** Ids of shows whose name is, or closely resembles, the given one (case and small typos forgiven). */
export async function findShowIdsByName(database: Database, name: string): Promise<string[]> {
  const exact = await database.rows<{ id: string }>(sql`select id from shows where lower(name) = lower(${name})`);
  if (exact.length) return exact.map((r) => r.id);
  const close = await database.rows<{ id: string }>(
    // `%` (similarity of at least pg_trgm.similarity_threshold, 0.3 unless changed) lets the name's
    // trigram index pick the shows worth comparing.
    sql`select id from shows where name % ${name} and similarity(name, ${name}) >= 0.5 order by similarity(name, ${name}) desc limit 1`,
  );
  return close.map((r) => r.id);
}

/** At most this many matches of a broad query are ranked; the rest of a very common word's matches are not read. */
export const RANK_SAMPLE = 300;

/**
 * Episodes matching a tsquery over title, description and host, bounded: the best-ranked title
 * matches, plus the best-ranked of a bounded sample of all matches. ts_rank_cd reads each
 * candidate's vector, so it must never run over every match of a common word.
 */
export async function episodeCandidates(
  database: Database,
  query: string,
  titleQuery: string,
  filters: SearchFilters,
  limit = CANDIDATE_LIMIT,
) {
  if (!query) return [];
  const all = sql`
    select m.id from (
      select e.id, e.search_vector from episodes e
      where e.search_vector @@ ${tsquery(query)} and ${filterSql(filters)}
      limit ${RANK_SAMPLE}
    ) m
    order by ts_rank_cd(m.search_vector, ${tsquery(query)}) desc
    limit ${limit}`;
  if (!titleQuery) return searchRows<{ id: string }>(database, all);
  // Titles have their own small stored vector and index (episodes_title_vector_idx): no episode's
  // whole vector is read, and no title is parsed again to rank it.
  const titles = sql`
    select m.id from (
      select e.id, e.title_vector from episodes e
      where e.title_vector @@ ${tsquery(titleQuery)} and ${filterSql(filters)}
      limit ${RANK_SAMPLE}
    ) m
    order by ts_rank_cd(m.title_vector, ${tsquery(titleQuery)}) desc
    limit ${limit}`;
  return searchRows<{ id: string }>(database, sql`(${titles}) union (${all})`);
}

/** Episodes of shows whose name matches the criteria: "planet money" finds Planet Money's episodes. */
export async function showNameCandidates(database: Database, query: string, filters: SearchFilters, limit = 60) {
  if (!query) return [];
  // By the name's stored words, through their index. Comparing the criteria with every show's name
  // letter by letter (pg_trgm) as well cost about 9 ms a search at 2,500 shows and changed no
  // result: the episodes of a show found only by close spelling score nothing for its name.
  // The best named shows first, each with its latest episodes: many shows share a word like
  // "podcast", and neither the show whose name the criteria are ("podlove podcast") nor its
  // episodes may be crowded out by the others'. Ranked by the share of the name the criteria
  // cover (normalization 1 divides by the name's length).
  return searchRows<{ id: string }>(
    database,
    sql`
    with named as (
      select s.id, ts_rank(s.name_vector, ${tsquery(query)}, 1) as rank from shows s
      where s.name_vector @@ ${tsquery(query)}
      order by rank desc, s.id
      limit 20
    )
    select latest.id from named cross join lateral (
      select e.id, e.publish_date from episodes e
      where e.show_id = named.id and ${filterSql(filters)}
      order by e.publish_date desc nulls last
      limit ${limit}
    ) latest
    order by named.rank desc, named.id, latest.publish_date desc nulls last
    limit ${limit}`,
  );
}

/** Episodes whose title resembles the criteria letter by letter: catches typos full-text misses. */
export async function titleTrigramCandidates(database: Database, criteria: string, filters: SearchFilters, limit = 50) {
  return searchRows<{ id: string }>(
    database,
    sql`
    select e.id from episodes e
    where ${criteria} <% e.title and ${filterSql(filters)}
    order by word_similarity(${criteria}, e.title) desc
    limit ${limit}`,
  );
}

/**
 * Which of these phrases ("roar granevang") are the name of someone an episode names
 * (podcast:person), read through the index of people's names (episodes_people_idx).
 */
export async function peopleNamed(database: Database, phrases: string[]): Promise<Set<string>> {
  const cache = namedCache(database);
  const known = new Set<string>();
  const missing: string[] = [];
  for (const phrase of phrases) {
    const hit = cache.get(phrase);
    if (hit && hit.at > Date.now() - NAMED_CACHE_MS) {
      if (hit.named) known.add(phrase);
    } else missing.push(phrase);
  }
  if (!missing.length) return known;
  const rows = await searchRows<{ q: string }>(
    database,
    sql`
    select t.q from ${textRows(missing)} as t(q)
    where exists (
      select 1 from episodes e
      where to_tsvector('earshot', jsonb_path_query_array(e.persons, '$[*].name')::text) @@ phraseto_tsquery('earshot', t.q))`,
  );
  const named = new Set(rows.map((r) => r.q));
  for (const phrase of missing) {
    cache.set(phrase, { named: named.has(phrase), at: Date.now() });
    if (named.has(phrase)) known.add(phrase);
  }
  return known;
}

/**
 * Whether a phrase names someone is asked once a minute at most per database: a search asks it
 * of most queries of two or more words, and a guest the catalog gains is known within the minute.
 */
const NAMED_CACHE_MS = 60_000;
const namedCache = perDatabase<{ named: boolean; at: number }>(5000);

/**
 * Episodes listing a person by name (podcast:person), e.g. a guest: the name's words in order, as
 * the index of people's names holds them (accents dropped, "Høiback" found as "hoiback").
 */
export async function personCandidates(database: Database, names: string[], filters: SearchFilters, limit = 100) {
  if (!names.length) return [];
  // Each name's tsquery made once per statement, as tsquery() does.
  const asked = sql.join(
    names.map((n) => sql`(select phraseto_tsquery('earshot', ${n}))`),
    sql` || `,
  );
  return searchRows<{ id: string }>(
    database,
    sql`
    select e.id from episodes e
    where to_tsvector('earshot', jsonb_path_query_array(e.persons, '$[*].name')::text) @@ (${asked})
      and ${filterSql(filters)}
    order by e.publish_date desc nulls last
    limit ${limit}`,
  );
}

export type MatchRow = {
  id: string;
  title: string;
  description: string;
  showName: string;
  rank: number;
  /** Per concept: [title, description, host/people, show name, title by synonym, description by synonym]. */
  hits: boolean[][];
};

/**
 * Where each concept matched in each candidate. The generated search_vector labels title A,
 * description B and host C, so a weight-restricted tsquery tells the fields apart.
 */
export async function matchDetails(
  database: Database,
  ids: string[],
  concepts: Concept[],
  rankQuery: string,
): Promise<MatchRow[]> {
  if (!ids.length) return [];
  // Six checks per concept; the tsqueries are built once (not per row) and each episode's vector
  // is read once (x.v), however many checks use it.
  const texts: string[] = [];
  for (const c of concepts) {
    const syn = (w: string) =>
      c.synonyms.length ? conceptQuery({ ...c, words: [] }, { synonyms: true, weight: w }) : '';
    texts.push(
      conceptQuery(c, { weight: 'A' }),
      conceptQuery(c, { weight: 'B' }),
      conceptQuery(c, { weight: 'C' }),
      conceptQuery(c),
      syn('A'),
      syn('B'),
    );
  }
  texts.push(rankQuery);
  const n = concepts.length * CHECKS;
  // One expression per check, written out: a per-row subquery over the checks costs more.
  const checks = Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    if (i % CHECKS === 2) return `(x.v @@ qs.q[${k}] or x.pv @@ qs.q[${k + 1}])`;
    if (i % CHECKS === 3) return `x.sv @@ qs.q[${k}]`;
    return `x.v @@ qs.q[${k}]`;
  });
  const hits = sql.raw(checks.length ? `array_to_json(array[${checks.join(', ')}])::text` : `'[]'`);
  // A description comes along only when this process has not read it yet; one read before the
  // episode last changed is read again below. (Held here: other searches may push them out of
  // the cache while this one waits.)
  const cache = descriptionCache(database);
  const known = new Map<string, KnownDescription>();
  const unread: string[] = [];
  for (const id of ids) {
    const description = cache.get(id);
    if (description) known.set(id, description);
    else unread.push(id);
  }
  const rows = await searchRows<{
    id: string;
    title: string;
    changed: string;
    description: string | null;
    show_name: string;
    rank: number;
    hits: string;
  }>(
    database,
    sql`
    with qs as (
      select array_agg(to_tsquery('earshot', t) order by i) as q
      from ${textRows(texts.map((t) => t || null))} with ordinality as u(t, i)
    )
    select e.id, e.title, e.updated_at::text as changed, s.name as show_name,
      case when e.id = any(${uuidList(unread)}) then left(e.description_text, ${DESCRIPTION_READ}) end as description,
      ts_rank_cd(x.v, qs.q[${n + 1}])::float8 as rank,
      ${hits} as hits
    from episodes e
    join shows s on s.id = e.show_id
    cross join qs
    cross join lateral (
      select e.search_vector || ''::tsvector as v,
        s.name_vector as sv,
        case when e.persons = '[]'::jsonb then ''::tsvector
          else to_tsvector('earshot', jsonb_path_query_array(e.persons, '$[*].name')::text) end as pv
      offset 0
    ) x
    where e.id = any(${uuidList(ids)})`,
  );
  const changed = rows.filter((r) => r.description === null && known.get(r.id)?.changed !== r.changed);
  const fresh = changed.length
    ? await descriptions(
        database,
        changed.map((r) => r.id),
      )
    : new Map<string, string>();
  return rows.map((r) => {
    const flat = JSON.parse(r.hits) as boolean[];
    let description = r.description ?? fresh.get(r.id) ?? null;
    if (description === null) description = known.get(r.id)?.text ?? '';
    else cache.set(r.id, { changed: r.changed, text: description });
    return {
      id: r.id,
      title: r.title,
      description,
      showName: r.show_name,
      rank: Number(r.rank),
      hits: concepts.map((_, i) => flat.slice(i * CHECKS, i * CHECKS + CHECKS)),
    };
  });
}

/** The opening of these episodes' descriptions, as the evidence reads it. */
async function descriptions(database: Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await database.rows<{ id: string; description: string | null }>(
    sql`select e.id, left(e.description_text, ${DESCRIPTION_READ}) as description from episodes e where e.id = any(${uuidList(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.description ?? '']));
}

/** Checks per concept in matchDetails, in MatchRow.hits order. */
const CHECKS = 6;

/** How much of a description the evidence reads: its opening says what the episode is about. */
export const DESCRIPTION_READ = 1200;

/**
 * Candidates' descriptions as last read, with when their episode last changed (the catalog sets
 * updated_at on every change): most candidates of a search were candidates of earlier ones, and
 * their descriptions need not be read and sent again. Per database, a few thousand episodes.
 */
const DESCRIPTION_CACHE_SIZE = 5000;
type KnownDescription = { changed: string; text: string };
const descriptionCache = perDatabase<KnownDescription>(DESCRIPTION_CACHE_SIZE);

export type SegmentHit = {
  episodeId: string;
  startSeconds: number | null;
  text: string;
  rank: number;
  /** Per concept: matched by its own words, matched by a synonym. */
  hits: [boolean, boolean][];
};

/** Transcript passages matching the query, best first, bounded; only of episodes passing the filters. */
export async function transcriptHits(
  database: Database,
  query: string,
  concepts: Concept[],
  filters: SearchFilters,
  limit = 400,
): Promise<SegmentHit[]> {
  if (!query) return [];
  const texts: string[] = [];
  for (const c of concepts)
    texts.push(conceptQuery(c), c.synonyms.length ? conceptQuery({ ...c, words: [] }, { synonyms: true }) : '');
  const n = texts.length;
  texts.push(query);
  const rows = await searchRows<{
    episode_id: string;
    start_seconds: number | null;
    text: string;
    rank: number;
    hits: string;
  }>(
    database,
    sql`
    with qs as (
      select array_agg(to_tsquery('earshot', t) order by i) as q
      from ${textRows(texts.map((t) => t || null))} with ordinality as u(t, i)
    ),
    hit as (
      select m.transcript_id, m.start_seconds, m.text, ts_rank_cd(m.search_vector, qs.q[${n + 1}]) as rank,
        array_to_json(array(select m.search_vector @@ qs.q[k] from generate_series(1, ${n}) as k order by k))::text as hits
      from (
        select ts.transcript_id, ts.start_seconds, ts.text, ts.search_vector from transcript_segments ts
        where ts.search_vector @@ ${tsquery(query)}
        limit ${RANK_SAMPLE * 4}
      ) m cross join qs
      order by rank desc
      limit ${limit * 2}
    )
    select t.episode_id, hit.start_seconds, hit.text, hit.rank::float8 as rank, hit.hits
    from hit join transcripts t on t.id = hit.transcript_id join episodes e on e.id = t.episode_id
    where ${filterSql(filters)}
    order by hit.rank desc
    limit ${limit}`,
  );
  return rows.map((r) => {
    const flat = JSON.parse(r.hits) as boolean[];
    return {
      episodeId: r.episode_id,
      startSeconds: r.start_seconds == null ? null : Number(r.start_seconds),
      text: r.text,
      rank: Number(r.rank),
      hits: concepts.map((_, i) => [flat[i * 2], flat[i * 2 + 1]] as [boolean, boolean]),
    };
  });
}

export type ResultEpisodeRow = {
  id: string;
  show_id: string;
  title: string;
  host: string | null;
  show_host: string | null;
  show_name: string;
  show_kind: string;
  show_image_url: string | null;
  duration_seconds: number | null;
  publish_date: string | Date | null;
  description_text: string;
  image_url: string | null;
  audio_url: string | null;
  audio_type: string | null;
  link: string | null;
  season: number | null;
  episode_number: number | null;
  has_transcript: boolean;
  transcript_source: TranscriptSource | null;
  persons: FeedPerson[];
};

/** The episodes of one page of results, with what their cards need from the show and transcript. */
export async function loadResultEpisodes(database: Database, ids: string[]): Promise<ResultEpisodeRow[]> {
  if (!ids.length) return [];
  return searchRows<ResultEpisodeRow>(
    database,
    sql`
    select e.id, e.show_id, e.title, e.host, s.host as show_host, s.name as show_name, s.kind as show_kind,
      s.image_url as show_image_url, e.duration_seconds, e.publish_date, e.description_text,
      e.image_url, e.audio_url, e.audio_type, e.link, e.season, e.episode_number, e.persons,
      exists (select 1 from transcripts t where t.episode_id = e.id) as has_transcript,
      (select t.source from transcripts t where t.episode_id = e.id) as transcript_source
    from episodes e join shows s on s.id = e.show_id
    where e.id = any(${uuidList(ids)})`,
  );
}

/** Sort keys of candidates, for sorting by date or duration before a page is loaded. */
export async function loadSortKeys(database: Database, ids: string[]) {
  if (!ids.length) return [];
  return searchRows<{ id: string; publish_date: string | Date | null; duration_seconds: number | null }>(
    database,
    sql`
    select e.id, e.publish_date, e.duration_seconds from episodes e
    where e.id = any(${uuidList(ids)})`,
  );
}

/** A reference episode's own words, for "more like this": title, description, opening of its transcript. */
export async function loadReferenceText(database: Database, episodeId: string) {
  const [episode] = await database.rows<{
    id: string;
    show_id: string;
    title: string;
    description_text: string;
    show_name: string;
  }>(sql`
    select e.id, e.show_id, e.title, e.description_text, s.name as show_name from episodes e join shows s on s.id = e.show_id
    where e.id = ${episodeId}::uuid`);
  if (!episode) return null;
  const segments = await database.rows<{ text: string }>(sql`
    select ts.text from transcript_segments ts join transcripts t on t.id = ts.transcript_id
    where t.episode_id = ${episodeId}::uuid order by ts.position limit 600`);
  return { ...episode, transcript: segments.map((s) => s.text).join(' ') };
}

/** Document frequencies are counted up to this: past it a term is simply "common". */
export const DF_CAP = 1000;

/**
 * How many episodes match each tsquery (counted up to DF_CAP, so that common words stay cheap),
 * and how many episodes there are.
 */
export async function documentFrequencies(
  database: Database,
  queries: string[],
): Promise<{ total: number; df: Map<string, number> }> {
  const total = await episodeCount(database);
  const df = new Map<string, number>();
  const missing: string[] = [];
  for (const q of new Set(queries.filter(Boolean))) {
    const hit = dfCache(database).get(q);
    if (hit && hit.at > Date.now() - DF_CACHE_MS) df.set(q, hit.df);
    else missing.push(q);
  }
  if (!missing.length) return { total, df };
  const rows = await searchRows<{ q: string; df: number }>(
    database,
    sql`
    select t.q, (select count(*) from (select 1 from episodes e where e.search_vector @@ to_tsquery('earshot', t.q) limit ${DF_CAP}) m)::int as df
    from ${textRows(missing)} as t(q)`,
  );
  const cache = dfCache(database);
  for (const r of rows) {
    df.set(r.q, r.df);
    cache.set(r.q, { df: r.df, at: Date.now() });
  }
  return { total, df };
}

/**
 * For each tsquery, the share of one show's episodes that match it (0 when the show has none).
 * A word in most of a show's episodes is the show's (its cast, its credits), not one episode's.
 */
export async function showShares(database: Database, showId: string, queries: string[]): Promise<Map<string, number>> {
  const distinct = [...new Set(queries.filter(Boolean))];
  if (!distinct.length) return new Map();
  const rows = await database.rows<{ q: string; share: number }>(sql`
    with show_episodes as (select e.search_vector from episodes e where e.show_id = ${showId}::uuid)
    select t.q, coalesce(
      (select count(*) filter (where v.search_vector @@ to_tsquery('earshot', t.q))::float8 / nullif(count(*), 0)
       from show_episodes v), 0) as share
    from ${textRows(distinct)} as t(q)`);
  return new Map(rows.map((r) => [r.q, Number(r.share)]));
}

/** Rarity changes slowly as the catalog grows; counts are reused for a few minutes per database. */
const DF_CACHE_MS = 10 * 60_000;
const dfCache = perDatabase<{ df: number; at: number }>(5000);

/**
 * The number of episodes, for rarity weights. The planner's estimate is exact enough and free
 * on a large catalog; a small one (or one never analysed) is simply counted.
 */
export async function episodeCount(database: Database): Promise<number> {
  const known = countCache.get(database);
  if (known && known.at > Date.now() - COUNT_CACHE_MS) return known.total;
  const total = await countEpisodes(database);
  countCache.set(database, { total, at: Date.now() });
  return total;
}

/** Like the rarity counts, the size of the catalog is reused for a while (here 30 s) per database. */
const COUNT_CACHE_MS = 30_000;
const countCache = new WeakMap<Database, { total: number; at: number }>();

async function countEpisodes(database: Database): Promise<number> {
  const [estimate] = await database.rows<{ n: number }>(
    sql`select reltuples::float8 as n from pg_class where relname = 'episodes'`,
  );
  const n = Number(estimate?.n ?? 0);
  if (n >= 10_000) return Math.round(n);
  const [{ total }] = await database.rows<{ total: number }>(sql`select count(*)::int as total from episodes`);
  return total;
}

/** The ones among `ids` that pass the search's filters (show, duration, dates, excluded reference). */
export async function idsPassingFilters(
  database: Database,
  ids: string[],
  filters: SearchFilters,
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  // Nothing to check but the excluded episode: no need to ask the database.
  const narrows =
    filters.showIds !== null ||
    !!filters.notShowIds?.length ||
    filters.minSeconds != null ||
    filters.maxSeconds != null ||
    filters.publishedAfter !== null ||
    filters.publishedBefore !== null;
  if (!narrows) return new Set(ids.filter((id) => id !== filters.excludeEpisodeId));
  const rows = await searchRows<{ id: string }>(
    database,
    sql`
    select e.id from episodes e
    where e.id = any(${uuidList(ids)}) and ${filterSql(filters)}`,
  );
  return new Set(rows.map((r) => r.id));
}
