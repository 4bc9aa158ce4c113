import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { type ShowSeed, seedSearchCatalog } from './test/search-catalog';

// A drama whose every episode ends with the same credits, as narrative history shows do.
const CREDITS = 'Written and produced by Steven Walters. Narrated by Lindsay Graham. Music by Andrew McCollum.';
const episode = (key: string, title: string, about: string, daysAgo: number) => ({
  key,
  title,
  description: `${about} ${CREDITS}`,
  minutes: 40,
  daysAgo,
});
const DRAMA: ShowSeed[] = [
  {
    name: 'Eighteen Sixty-Five',
    host: 'Steven Walters',
    episodes: [
      episode(
        'klan-trials',
        'The Klan Trials',
        'Federal prosecutors take the Ku Klux Klan to court in South Carolina as night riders terrorize freedmen.',
        1,
      ),
      episode(
        'klan-act',
        'Enforcement',
        'Congress passes the Enforcement Acts against the Ku Klux Klan, and Grant sends troops to protect freedmen.',
        2,
      ),
      episode('railroad', 'The Golden Spike', 'The transcontinental railroad is finished at Promontory Summit.', 3),
      episode('panic', 'Panic of 1873', 'Banks fail on Wall Street and a long depression begins.', 4),
      episode('whaling', 'The Last Whalers', 'New Bedford whaling ships are trapped in Arctic ice.', 5),
      episode('telegraph', 'Wires Across the Sea', 'The Atlantic telegraph cable finally carries a message.', 6),
    ],
  },
];

describe.each(testDatabases())('similar search on a show with recurring credits, on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = (await seedSearchCatalog(t.database, new Date(), DRAMA)).episodeIds;
  });
  afterAll(() => t.close());

  it('ranks by what the episode is about, not by the cast and crew every episode credits', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchMode: 'similar', referenceEpisode: ids['klan-trials'], relevanceThreshold: 0 },
    });
    expect(res.statusCode).toBe(200);
    const r = SearchResponse.parse(res.json());
    expect(r.results[0].title).toBe('Enforcement');
    for (const other of r.results.slice(1)) expect(other.relevanceScore).toBeLessThan(0.6);
    expect(r.results[0].aiExplanation).not.toMatch(/walters|graham|mccollum|lindsay|steven/i);
  });
});

// A guest's episode, an episode of another show with the guest's first name, and one on the same craft.
const GUESTS: ShowSeed[] = [
  {
    name: 'Start Your Show',
    host: 'Travis Albritain',
    episodes: [
      {
        key: 'nuzum',
        title: 'Making Your Show Stand Out',
        description:
          'Eric Nuzum, who developed Invisibilia and TED Radio Hour, on his book Make Noise. Eric says a show needs a clear promise; Eric tells of storytelling at NPR, and Eric answers listeners.',
        minutes: 36,
        daysAgo: 1,
      },
      {
        key: 'mics',
        title: 'Choosing a Microphone',
        description: 'Dynamic or condenser: which microphone suits a small room.',
        minutes: 20,
        daysAgo: 4,
      },
      {
        key: 'hosting',
        title: 'Where to Host Your Files',
        description: 'Media hosts compared on price, statistics and feeds.',
        minutes: 22,
        daysAgo: 5,
      },
      {
        key: 'storytelling',
        title: 'Storytelling for New Shows',
        description: 'How storytelling and a clear promise make listeners come back to a new show.',
        minutes: 30,
        daysAgo: 2,
      },
    ],
  },
  {
    name: 'The Newsroom',
    host: 'Dana Reyes',
    episodes: [
      {
        key: 'garner',
        title: 'A Decision in the Eric Garner Case',
        description:
          'Eric Garner died in police custody in 2014. Eric Garner’s family waited five years for a decision.',
        minutes: 25,
        daysAgo: 3,
      },
    ],
  },
];

describe.each(testDatabases())('similar search from a guest episode, on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = (await seedSearchCatalog(t.database, new Date(), GUESTS)).episodeIds;
  });
  afterAll(() => t.close());

  it('finds the episode on the same craft before a stranger who shares the guest’s first name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchMode: 'similar', referenceEpisode: ids.nuzum, relevanceThreshold: 0 },
    });
    const r = SearchResponse.parse(res.json());
    expect(r.results[0]?.title).toBe('Storytelling for New Shows');
    const garner = r.results.find((x) => x.title.includes('Garner'));
    // Sharing "Eric" makes a stranger unrelated, not similar.
    expect(garner?.relevanceScore ?? 0).toBeLessThan(0.4);
  });
});

// A show that airs an episode again under a new title ("Classic episode"), as 80,000 Hours does.
const RERUNS: ShowSeed[] = [
  {
    name: 'Long Future',
    host: 'Rob Wiblin',
    episodes: [
      {
        key: 'first',
        title: '#8 - Lewis Bollard on how to end factory farming in our lifetimes',
        description: 'Lewis Bollard on ending factory farming, cage-free campaigns and the welfare of farmed animals.',
        minutes: 90,
        daysAgo: 400,
      },
      {
        key: 'rerun',
        title: '#8 Classic episode - Lewis Bollard on how to end factory farming in our lifetimes',
        description:
          'Rebroadcast. Lewis Bollard on ending factory farming, cage-free campaigns and the welfare of farmed animals.',
        minutes: 90,
        daysAgo: 10,
      },
      {
        key: 'meat',
        title: '#20 - Bruce Friedrich on inventing meat substitutes to end factory farming',
        description: 'Plant-based and cultivated meat as a way to end factory farming of animals.',
        minutes: 80,
        daysAgo: 300,
      },
    ],
  },
];

describe.each(testDatabases())('similar search from an episode aired again, on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = (await seedSearchCatalog(t.database, new Date(), RERUNS)).episodeIds;
  });
  afterAll(() => t.close());

  it('finds other episodes, never the episode itself aired again', async () => {
    for (const reference of ['first', 'rerun']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { searchMode: 'similar', referenceEpisode: ids[reference], relevanceThreshold: 0 },
      });
      expect(res.statusCode).toBe(200);
      const titles = SearchResponse.parse(res.json()).results.map((r) => r.title);
      expect(titles[0]).toBe('#20 - Bruce Friedrich on inventing meat substitutes to end factory farming');
      expect(titles.filter((x) => x.includes('Lewis Bollard'))).toEqual([]);
    }
  });
});
