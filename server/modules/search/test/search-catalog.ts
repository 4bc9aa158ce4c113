import type { Database } from '../../../db/client';
import { episodes, shows, transcriptSegments, transcripts } from '../../../db/schema/index';

const DAY = 86_400_000;

type EpisodeSeed = {
  key: string;
  title: string;
  description: string;
  minutes: number;
  daysAgo: number;
  persons?: { name: string; role?: string }[];
  transcript?: [seconds: number, text: string][];
};

export type ShowSeed = { name: string; host: string; episodes: EpisodeSeed[] };

/**
 * A small catalog written for the search tests: three shows whose episodes are clearly about one
 * thing each, so that "relevant" and "unrelated" are not matters of opinion.
 */
export const SEARCH_CATALOG: ShowSeed[] = [
  {
    name: 'The Brain Hour',
    host: 'Dana Reyes',
    episodes: [
      {
        key: 'sleep-memory',
        title: 'How Sleep Shapes Memory',
        description:
          'Why a good night of sleep helps the brain keep what it learned during the day. We look at memory consolidation and dreaming.',
        minutes: 48,
        daysAgo: 3,
        persons: [{ name: 'Matthew Walker', role: 'guest' }],
      },
      {
        key: 'meditation',
        title: 'Meditation and the Anxious Mind',
        description:
          'A calm look at mindfulness practice, breathing, and what ten minutes a day does to stress and anxiety.',
        minutes: 25,
        daysAgo: 20,
      },
      {
        key: 'habits',
        title: 'Building Habits That Last',
        description:
          'Cues, routines and rewards: the psychology of habit formation, with practical advice for sticking to exercise.',
        minutes: 72,
        daysAgo: 100,
        transcript: [
          [0, 'Welcome back to the show, today we talk about habits.'],
          [95, 'Most people quit a new routine in the first two weeks.'],
          [
            754,
            'Honestly the biggest thing for me was sleep, getting eight hours before a long run made every habit easier.',
          ],
          [900, 'Let us wrap up with three tips you can use tomorrow.'],
        ],
      },
    ],
  },
  {
    name: 'Money Matters',
    host: 'Priya Shah',
    episodes: [
      {
        key: 'index-funds',
        title: 'Index Funds for Beginners',
        description:
          'What an index fund is, why fees matter, and how to start investing for retirement with little money.',
        minutes: 35,
        daysAgo: 10,
      },
      {
        key: 'inflation',
        title: 'Inflation Explained',
        description: 'Why prices rise, what central banks do about it, and how inflation eats into your savings.',
        minutes: 55,
        daysAgo: 200,
      },
      {
        key: 'crypto',
        title: 'Is Bitcoin a Bubble?',
        description:
          'A skeptical conversation about cryptocurrency, speculation and what happened to the coins that went to zero. Also: the hackers who steal coins for Kim Jong-un.',
        minutes: 90,
        daysAgo: 400,
      },
    ],
  },
  {
    name: 'Kitchen Table',
    host: 'Marco Bellini',
    episodes: [
      {
        key: 'sourdough',
        title: 'Sourdough Bread at Home',
        description: 'Feeding a starter, folding the dough and baking a loaf with a crisp crust in a home oven.',
        minutes: 28,
        daysAgo: 5,
      },
      {
        key: 'pizza',
        title: 'Pizza Dough Secrets',
        description:
          'Long fermentation, a hot oven and a wet dough: baking pizza at home like a pizzeria, with notes on flour and starter.',
        minutes: 42,
        daysAgo: 15,
      },
      {
        key: 'knives',
        title: 'Choosing a Chef Knife',
        description: 'Steel, balance and sharpening: what to look for in the one knife every cook needs.',
        minutes: 31,
        daysAgo: 60,
        transcript: [
          [12, 'Good knives make cooking a pleasure.'],
          [301, 'A dull knife slips, and that is when you cut yourself.'],
        ],
      },
      {
        key: 'movies-food',
        title: 'Food in the Movies',
        description: 'Our favourite film scenes about cooking and eating, from Ratatouille to Big Night.',
        minutes: 65,
        daysAgo: 30,
      },
    ],
  },
];

/** Inserts the catalog; returns episode ids by key and show ids by name. */
export async function seedSearchCatalog(database: Database, now = new Date(), catalog: ShowSeed[] = SEARCH_CATALOG) {
  const episodeIds: Record<string, string> = {};
  const showIds: Record<string, string> = {};
  for (const show of catalog) {
    const [s] = await database.db
      .insert(shows)
      .values({
        name: show.name,
        host: show.host,
        feedUrl: `https://feeds.example.com/${encodeURIComponent(show.name)}.xml`,
      })
      .returning({ id: shows.id });
    showIds[show.name] = s.id;
    for (const ep of show.episodes) {
      const [e] = await database.db
        .insert(episodes)
        .values({
          showId: s.id,
          identityKey: `guid:${ep.key}`,
          guid: ep.key,
          title: ep.title,
          descriptionText: ep.description,
          descriptionHtml: `<p>${ep.description}</p>`,
          host: show.host,
          publishDate: new Date(now.getTime() - ep.daysAgo * DAY),
          durationSeconds: ep.minutes * 60,
          audioUrl: `https://cdn.example.com/${ep.key}.mp3`,
          audioType: 'audio/mpeg',
          link: `https://example.com/${ep.key}`,
          persons: ep.persons ?? [],
        })
        .returning({ id: episodes.id });
      episodeIds[ep.key] = e.id;
      if (ep.transcript) {
        const [t] = await database.db
          .insert(transcripts)
          .values({ episodeId: e.id, source: 'manual_upload', format: 'srt', textLength: 100 })
          .returning({ id: transcripts.id });
        await database.db.insert(transcriptSegments).values(
          ep.transcript.map(([start, text], position) => ({
            transcriptId: t.id,
            position,
            startSeconds: start,
            endSeconds: start + 10,
            text,
          })),
        );
      }
    }
  }
  return { episodeIds, showIds };
}
