import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { FeedTranscriptRef } from '../../db/schema/catalog';

export type CandidateEpisode = {
  id: string;
  title: string;
  guid: string | null;
  audioUrl: string | null;
  feedTranscripts: FeedTranscriptRef[];
  showName: string;
  showFeedUrl: string | null;
};

const columns = sql`e.id, e.title, e.guid, e.audio_url as "audioUrl", e.feed_transcripts as "feedTranscripts", s.name as "showName", s.feed_url as "showFeedUrl"`;
const withoutTranscript = sql`not exists (select 1 from transcripts t where t.episode_id = e.id)`;
const notIn = (ids: string[]) =>
  ids.length
    ? sql`and e.id not in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;

export async function findCandidateEpisode(database: Database, id: string): Promise<CandidateEpisode | null> {
  const rows = await database.rows<CandidateEpisode>(
    sql`select ${columns} from episodes e join shows s on s.id = e.show_id where e.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Episodes whose feed lists a transcript we have not stored yet. */
export async function countFeedCandidates(database: Database): Promise<number> {
  const rows = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from episodes e where jsonb_array_length(e.feed_transcripts) > 0 and ${withoutTranscript}`,
  );
  return rows[0]?.n ?? 0;
}

export async function listFeedCandidates(
  database: Database,
  limit: number,
  exclude: string[] = [],
): Promise<CandidateEpisode[]> {
  return database.rows<CandidateEpisode>(sql`
    select ${columns} from episodes e join shows s on s.id = e.show_id
    where jsonb_array_length(e.feed_transcripts) > 0 and ${withoutTranscript} ${notIn(exclude)}
    order by e.publish_date desc nulls last, e.id limit ${limit}`);
}

/** Episodes Podcast Index may know a transcript for: no transcript, a show feed; feedless-transcript ones first. */
export async function countPodcastIndexCandidates(database: Database): Promise<number> {
  const rows = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from episodes e join shows s on s.id = e.show_id where s.feed_url is not null and ${withoutTranscript}`,
  );
  return rows[0]?.n ?? 0;
}

export async function listPodcastIndexCandidates(
  database: Database,
  limit: number,
  exclude: string[] = [],
): Promise<CandidateEpisode[]> {
  return database.rows<CandidateEpisode>(sql`
    select ${columns} from episodes e join shows s on s.id = e.show_id
    where s.feed_url is not null and ${withoutTranscript} ${notIn(exclude)}
    order by jsonb_array_length(e.feed_transcripts) = 0 desc, e.publish_date desc nulls last, e.id limit ${limit}`);
}

/** Episodes with audio and no transcript, for speech to text. */
export async function listGenerateCandidates(
  database: Database,
  limit: number,
  exclude: string[] = [],
): Promise<CandidateEpisode[]> {
  return database.rows<CandidateEpisode>(sql`
    select ${columns} from episodes e join shows s on s.id = e.show_id
    where e.audio_url is not null and ${withoutTranscript} ${notIn(exclude)}
    order by e.publish_date desc nulls last, e.id limit ${limit}`);
}

/** The catalog episode best matching an episode title and (optionally) a show name, by trigrams. */
export async function findEpisodeByNames(
  database: Database,
  episodeName: string,
  showName: string,
): Promise<CandidateEpisode | null> {
  const rows = await database.rows<CandidateEpisode>(sql`
    select ${columns} from episodes e join shows s on s.id = e.show_id
    where (e.title % ${episodeName} or strpos(lower(e.title), lower(${episodeName})) > 0
           or word_similarity(${episodeName}, e.title) >= 0.6)
      and (${showName} = '' or similarity(s.name, ${showName}) >= 0.3 or strpos(lower(s.name), lower(${showName})) > 0)
    order by similarity(e.title, ${episodeName}) + 0.5 * similarity(s.name, ${showName}) desc, e.id
    limit 1`);
  return rows[0] ?? null;
}
