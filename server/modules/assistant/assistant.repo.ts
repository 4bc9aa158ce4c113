import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * The newest episode of each show that fits a length and a date, newest first: what "surprise
 * me" or "something short for the drive" offers when no topic, show or person is named.
 */
export async function newestOfEachShow(
  database: Database,
  fits: { since: Date | null; until: Date | null; maxMinutes: number | null; minMinutes: number | null },
  limit: number,
): Promise<{ ids: string[]; catalogEmpty: boolean }> {
  const conditions = [sql`e.publish_date is not null`];
  if (fits.since) conditions.push(sql`e.publish_date >= ${fits.since.toISOString()}::timestamptz`);
  if (fits.until) conditions.push(sql`e.publish_date < ${fits.until.toISOString()}::timestamptz`);
  if (fits.maxMinutes) conditions.push(sql`e.duration_seconds <= ${fits.maxMinutes * 60}`);
  if (fits.minMinutes) conditions.push(sql`e.duration_seconds >= ${fits.minMinutes * 60}`);
  const rows = await database.rows<{ id: string }>(sql`
    select id from (
      select distinct on (e.show_id) e.id, e.publish_date
      from episodes e
      where ${sql.join(conditions, sql` and `)}
      order by e.show_id, e.publish_date desc, e.id
    ) newest
    order by publish_date desc, id
    limit ${limit}`);
  if (rows.length) return { ids: rows.map((r) => r.id), catalogEmpty: false };
  const [any] = await database.rows<{ found: boolean }>(sql`select exists (select 1 from episodes) as found`);
  return { ids: [], catalogEmpty: !any?.found };
}
