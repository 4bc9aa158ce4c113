import { and, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { episodes } from '../../server/db/schema/catalog';
import { storeParsedFeed } from '../../server/modules/catalog/catalog-store.service';
import { saveTranscript } from '../../server/modules/transcripts/transcripts.store';
import type { ParsedFeed } from '../../server/providers/feeds/feed-types';
import { DEMO_SHOWS, type DemoShow, demoFeedUrl } from './demo-shows';
import { DEMO_TRANSCRIPTS } from './demo-transcripts';

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A demo show in the shape a parsed feed has, so it enters the catalog the way a real feed does. */
function demoFeed(show: DemoShow): ParsedFeed {
  return {
    format: 'rss',
    title: show.title,
    description: show.description,
    author: show.author,
    imageUrl: null,
    link: null,
    language: 'en',
    explicit: false,
    categories: show.categories,
    newFeedUrl: null,
    channelId: null,
    episodes: show.episodes.map((e) => ({
      guid: e.guid,
      title: e.title,
      descriptionHtml: `<p>${escapeHtml(e.description)}</p>`,
      descriptionText: e.description,
      author: e.author ?? null,
      publishDate: new Date(e.published),
      durationSeconds: e.minutes * 60,
      enclosure: null,
      imageUrl: null,
      link: null,
      season: null,
      episodeNumber: Number(e.guid.split('-')[1]),
      episodeType: 'full',
      explicit: false,
      transcripts: [],
      chaptersUrl: null,
      persons: [],
    })),
  };
}

/**
 * Loads the demo catalog: shows and episodes by feed identity, transcripts replaced whole, so
 * running it again changes nothing.
 */
export async function loadDemoCatalog(database: Database) {
  let newEpisodes = 0;
  let totalEpisodes = 0;
  let transcriptCount = 0;
  for (const show of DEMO_SHOWS) {
    const result = await storeParsedFeed(database.db, { feedUrl: demoFeedUrl(show.slug), feed: demoFeed(show) });
    newEpisodes += result.newEpisodes;
    totalEpisodes += result.totalEpisodes;
    for (const episode of show.episodes) {
      const lines = DEMO_TRANSCRIPTS[episode.guid];
      if (!lines) continue;
      const [row] = await database.db
        .select({ id: episodes.id })
        .from(episodes)
        .where(and(eq(episodes.showId, result.showId), eq(episodes.guid, episode.guid)));
      if (!row) continue;
      await saveTranscript({ database }, row.id, {
        source: 'manual_upload',
        format: 'text',
        language: 'en',
        segments: lines.map(([start, speaker, text], i) => ({
          startSeconds: start,
          endSeconds: lines[i + 1]?.[0] ?? start + 15,
          speaker,
          text,
        })),
      });
      transcriptCount++;
    }
  }
  return { shows: DEMO_SHOWS.length, newEpisodes, totalEpisodes, transcripts: transcriptCount };
}
