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

/** Episodes this listener has marked as used. */
export async function usedEpisodeIds(database: Database, listenerId: string): Promise<Set<string>> {
  const rows = await database.rows<{ episode_id: string }>(
    sql`select episode_id from queue_items where listener_id = ${listenerId} and used_at is not null`,
  );
  return new Set(rows.map((r) => r.episode_id));
}

/** Other unused episodes of the same show, closest in publishing date first. */
export async function moreFromShow(
  database: Database,
  listenerId: string,
  current: { id: string; showId: string; publishDate: Date | null },
  limit: number,
): Promise<{ id: string; hasTranscript: boolean }[]> {
  const at = (current.publishDate ?? new Date()).toISOString();
  return database.rows<{ id: string; hasTranscript: boolean }>(sql`
    select e.id, exists (select 1 from transcripts t where t.episode_id = e.id) as "hasTranscript"
    from episodes e
    where e.show_id = ${current.showId} and e.id <> ${current.id} and ${notUsed(listenerId)}
    order by abs(extract(epoch from (e.publish_date - ${at}::timestamptz))) asc nulls last, e.id
    limit ${limit}`);
}
