import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { episodes, type FeedPerson, type FeedTranscriptRef, shows, transcripts } from '../db/schema/index';
import { saveTranscript } from '../modules/transcripts/transcripts.store';
import { parseTranscript } from '../providers/transcript-formats/parse-transcript';

/** Test data written straight into the catalog tables, shared by every module's tests. */
export type SeedEpisode = {
  title: string;
  description?: string;
  publishDate?: string;
  /** Null for a feed that gives no length. */
  durationSeconds?: number | null;
  withTranscript?: boolean;
  /** podcast:person entries, as a feed's would be stored. */
  persons?: FeedPerson[];
};

/** Inserts a show and its episodes straight into the catalog tables; returns the episode ids in order. */
export async function seedShow(
  database: Database,
  name: string,
  items: SeedEpisode[],
): Promise<{ showId: string; episodeIds: string[] }> {
  const [show] = await database.db
    .insert(shows)
    .values({ name, host: `${name} Host`, feedUrl: `https://example.test/${encodeURIComponent(name)}.xml` })
    .returning({ id: shows.id });
  const showId = (show as { id: string }).id;
  const episodeIds: string[] = [];
  for (const [i, item] of items.entries()) {
    const [row] = await database.db
      .insert(episodes)
      .values({
        showId,
        identityKey: `${name}-${i}`,
        title: item.title,
        descriptionText: item.description ?? '',
        descriptionHtml: item.description ? `<p>${item.description}</p>` : '',
        publishDate: new Date(item.publishDate ?? `2024-01-${String(i + 1).padStart(2, '0')}T10:00:00Z`),
        durationSeconds: item.durationSeconds === undefined ? 1800 : item.durationSeconds,
        audioUrl: `https://example.test/audio/${encodeURIComponent(name)}-${i}.mp3`,
        link: `https://example.test/episodes/${encodeURIComponent(name)}-${i}`,
        persons: item.persons ?? [],
      })
      .returning({ id: episodes.id });
    const id = (row as { id: string }).id;
    episodeIds.push(id);
    if (item.withTranscript) {
      await database.db
        .insert(transcripts)
        .values({ episodeId: id, source: 'manual_upload', format: 'text', textLength: 100 });
    }
  }
  return { showId, episodeIds };
}

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

/** A short interview written for these tests; each fact is said once, at a known time. */
export const BEEKEEPING_VTT = `WEBVTT

00:00:00.000 --> 00:00:08.000
<v Host>Welcome to Garden Hours. Today we talk with Marta about keeping bees in the city.

00:00:08.500 --> 00:00:16.000
<v Marta>Thanks for having me. I have kept bees on my apartment roof for six years now.

00:00:16.500 --> 00:00:25.000
<v Host>What got you started?

00:00:25.500 --> 00:00:36.000
<v Marta>My grandfather kept hives in Poland, and I missed the smell of the wax.

00:00:40.000 --> 00:00:52.000
<v Host>Let's talk about equipment. What does a beginner really need to buy?

00:00:52.500 --> 00:01:05.000
<v Marta>A veil, gloves, a smoker and a hive tool. The whole starter kit cost me about two hundred euros.

00:01:10.000 --> 00:01:22.000
<v Host>People worry about getting stung. How often does that happen to you?

00:01:22.500 --> 00:01:35.000
<v Marta>Maybe three times a season. Calm movements matter more than thick gloves.

00:01:40.000 --> 00:01:55.000
<v Host>And the neighbours, were they nervous about a colony on the roof?

00:01:55.500 --> 00:02:10.000
<v Marta>At first, yes. I gave every flat a jar of honey and the complaints stopped.

00:02:15.000 --> 00:02:30.000
<v Host>How much honey does one hive give you in a year?

00:02:30.500 --> 00:02:45.000
<v Marta>In a good year around fifteen kilograms, after I leave enough for the bees to survive the winter.

00:02:50.000 --> 00:03:05.000
<v Host>What is the biggest threat to city bees?

00:03:05.500 --> 00:03:20.000
<v Marta>The varroa mite. I treat the colonies with oxalic acid every December when there is no brood.

00:03:25.000 --> 00:03:40.000
<v Host>Marta, thank you so much for coming on Garden Hours.
`;

/** Inserts a show with one episode that has the interview transcript and one that has none. */
export async function seedConversationContent(
  database: Database,
): Promise<{ withTranscript: string; withoutTranscript: string }> {
  const [show] = await database.db
    .insert(shows)
    .values({
      name: 'Garden Hours',
      host: 'Ines Ruiz',
      feedUrl: 'https://example.test/garden-hours.xml',
    })
    .returning({ id: shows.id });
  const [a, b] = await database.db
    .insert(episodes)
    .values([
      {
        showId: show.id,
        identityKey: 'bees',
        title: 'Bees on the roof',
        descriptionText: 'Marta keeps bees in the city.',
        durationSeconds: 1830,
        audioUrl: 'https://example.test/bees.mp3',
        publishDate: new Date('2024-05-01T08:00:00Z'),
      },
      {
        showId: show.id,
        identityKey: 'compost',
        title: 'Compost basics',
        durationSeconds: 900,
      },
    ])
    .returning({ id: episodes.id });
  const parsed = parseTranscript(BEEKEEPING_VTT, { format: 'vtt' });
  await saveTranscript({ database }, a.id, {
    source: 'manual_upload',
    format: parsed.format,
    segments: parsed.segments,
  });
  return { withTranscript: a.id, withoutTranscript: b.id };
}
