// Loads the real feeds of the shared fixtures into a fresh database, the corpus that the
// relevance evaluation and the speed benchmark search over.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { storeParsedFeed } from '../../server/modules/catalog/catalog-store.service';
import { toPassages } from '../../server/modules/transcripts/transcript-fetch';
import { saveTranscript } from '../../server/modules/transcripts/transcripts.store';
import { parseFeed } from '../../server/providers/feeds/parse-feed';
import { parseTranscript } from '../../server/providers/transcript-formats/parse-transcript';
import { sharedFixture } from '../../server/test/fixtures';

/** Every feed file under fixtures/feeds, as paths relative to it. */
export function feedFiles(): string[] {
  const root = sharedFixture('feeds');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.xml')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

/** Transcripts known to belong to an episode of a fixture feed (fixtures/SOURCES.md pairings). */
const TRANSCRIPT_PAIRS = [
  {
    feed: 'podcast-feed-parser/start_podcast.xml',
    title: '10 Things I Wish I Knew Before I Started a Podcast',
    file: 'podcast-namespace/example.srt',
  },
  {
    feed: 'podcast-feed-parser/start_podcast.xml',
    title: 'The Key to Making Your Podcast Stand Out',
    file: 'buzzsprout-how-to-start/how_to_start_a_podcast.json',
  },
];

/** Parses and stores every readable fixture feed (and the paired transcripts); returns counts. */
export async function loadFixtureFeeds(
  database: Database,
): Promise<{ shows: number; episodes: number; skipped: string[] }> {
  const skipped: string[] = [];
  for (const rel of feedFiles()) {
    try {
      const feed = parseFeed(readFileSync(sharedFixture('feeds', rel)));
      if (!feed.episodes.length) continue;
      await storeParsedFeed(database.db, { feedUrl: `https://fixtures.invalid/${rel}`, feed });
    } catch (err) {
      skipped.push(`${rel}: ${(err as Error).message}`);
    }
  }
  for (const pair of TRANSCRIPT_PAIRS) {
    const [row] = await database.rows<{ id: string }>(sql`
      select e.id from episodes e join shows s on s.id = e.show_id
      where s.feed_url = ${`https://fixtures.invalid/${pair.feed}`} and e.title like ${`${pair.title}%`} limit 1`);
    if (!row) continue;
    const { format, segments } = parseTranscript(readFileSync(sharedFixture('transcripts', pair.file), 'utf8'), {
      url: pair.file,
    });
    // Stored as the app stores a fetched transcript: a word-level JSON one as passages.
    await saveTranscript({ database }, row.id, { source: 'feed', format, segments: toPassages(format, segments) });
  }
  const [counts] = await database.rows<{ shows: number; episodes: number }>(
    sql`select (select count(*) from shows)::int as shows, (select count(*) from episodes)::int as episodes`,
  );
  return { ...counts, skipped };
}
