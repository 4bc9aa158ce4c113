import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { episodes, type FeedTranscriptRef, shows } from '../../../db/schema/catalog';

/** Inserts a show and one episode straight into the catalog tables. */
export async function seedEpisode(
  database: Database,
  opts: {
    title?: string;
    showName?: string;
    feedUrl?: string;
    guid?: string;
    audioUrl?: string;
    feedTranscripts?: FeedTranscriptRef[];
  } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const [show] = await database.db
    .insert(shows)
    .values({
      name: opts.showName ?? `Test Show ${suffix}`,
      feedUrl: opts.feedUrl ?? `https://feeds.example.com/${suffix}.xml`,
    })
    .returning();
  const [episode] = await database.db
    .insert(episodes)
    .values({
      showId: show.id,
      identityKey: opts.guid ?? `guid-${suffix}`,
      guid: opts.guid ?? `guid-${suffix}`,
      title: opts.title ?? `Episode ${suffix}`,
      audioUrl: opts.audioUrl,
      feedTranscripts: opts.feedTranscripts ?? [],
    })
    .returning();
  return { show, episode };
}
