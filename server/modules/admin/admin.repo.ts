import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function countTranscriptCoverage(
  database: Database,
): Promise<{ totalEpisodes: number; episodesWithTranscripts: number }> {
  const [row] = await database.rows<{
    total: number | string;
    with_transcripts: number | string;
  }>(sql`
    select (select count(*) from episodes) as total,
           (select count(distinct episode_id) from transcripts) as with_transcripts`);
  return {
    totalEpisodes: Number(row?.total ?? 0),
    episodesWithTranscripts: Number(row?.with_transcripts ?? 0),
  };
}
