import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { searchGate } from './search-gate';
import { seedSearchCatalog } from './test/search-catalog';

describe.each(testDatabases())('POST /api/search on %s', (kind) => {
  let t: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = (await seedSearchCatalog(t.database)).episodeIds;
  });
  afterAll(() => t.close());

  const search = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: body });
    return { status: res.statusCode, body: res.json() };
  };
  const ok = async (body: Record<string, unknown>) => {
    const res = await search(body);
    expect(res.status).toBe(200);
    return SearchResponse.parse(res.body);
  };
  const titles = (r: SearchResponse) => r.results.map((e) => e.title);

  it('finds an episode by topic, explains the match and scores it high', async () => {
    const r = await ok({
      searchCriteria: 'sleep and memory',
      podcastShow: 'ALL_SHOWS',
      userId: 'anonymous',
      platform: 'RSS',
    });
    expect(r.results[0].title).toBe('How Sleep Shapes Memory');
    expect(r.results[0].relevanceScore).toBeGreaterThanOrEqual(0.8);
    expect(r.results[0].aiExplanation).toContain('"sleep" and "memory" in the title');
    expect(r.results[0].explanation).toBe(r.results[0].aiExplanation);
    expect(r.results[0].matchedTopics).toEqual(['sleep', 'memory']);
    expect(r.results[0].podcastShow).toBe('The Brain Hour');
    expect(r.results[0].duration).toBe(48);
    expect(r.totalFound).toBe(r.results.length);
    expect(r.searchCriteria).toBe('sleep and memory');
  });

  it('finds shows by name and guests by name', async () => {
    const byShow = await ok({ searchCriteria: 'kitchen table' });
    expect(byShow.results.map((e) => e.podcastShow)).toEqual(Array(byShow.results.length).fill('Kitchen Table'));
    expect(byShow.results.length).toBe(4);
    const byGuest = await ok({ searchCriteria: 'Matthew Walker' });
    expect(titles(byGuest)).toEqual(['How Sleep Shapes Memory']);
    expect(byGuest.results[0].aiExplanation).toContain('people on the episode');
  });

  it('finds a guest by a name typed in lower case that is no common first name', async () => {
    await seedShow(t.database, 'Retro Games Night', [
      {
        title: 'The Year 1995 in Games',
        description: 'A look back at the games of 1995.',
        persons: [{ name: 'Roar Granevang', role: 'guest' }],
      },
      { title: 'Roaring Engines', description: 'A racing game night with engines that roar.' },
    ]);
    const r = await ok({ searchCriteria: 'episodes with roar granevang' });
    expect(titles(r)).toEqual(['The Year 1995 in Games']);
    expect(r.results[0].aiExplanation).toContain('"Roar Granevang" in the people on the episode');
    expect(r.searchCriteria).toBe('episodes with roar granevang');
    expect(r.respelledCriteria).toBeUndefined();
    // Words that are nobody's name stay words.
    expect(titles(await ok({ searchCriteria: 'engines roar' }))).toContain('Roaring Engines');
  });

  it('finds a show by a misspelled name in the search box, and says what it searched', async () => {
    const r = await ok({ searchCriteria: 'kitchen tabel' });
    expect(r.respelledCriteria).toBe('kitchen table');
    expect(r.searchCriteria).toBe('kitchen tabel');
    expect(r.results.map((e) => e.podcastShow)).toEqual(Array(4).fill('Kitchen Table'));
    expect(r.results[0]?.explanation).toContain(`"kitchen table" in the show's name`);
    // A word the catalog uses is searched as typed, even when a show's name spells a word like it.
    expect((await ok({ searchCriteria: 'sourdough' })).respelledCriteria).toBeUndefined();
    // Words in quotes are taken as written.
    expect((await ok({ searchCriteria: '"kitchen tabel"' })).respelledCriteria).toBeUndefined();
    expect((await ok({ searchCriteria: '"kitchen" tabel' })).respelledCriteria).toBe('"kitchen" table');
    // A name typed without its spaces, as handles and web addresses write it.
    const joined = await ok({ searchCriteria: 'KitchenTable' });
    expect(joined.respelledCriteria).toBe('Kitchen Table');
    expect(joined.results.map((e) => e.podcastShow)).toEqual(Array(4).fill('Kitchen Table'));
    expect((await ok({ searchCriteria: 'brainhour sleep' })).respelledCriteria).toBe('brain hour sleep');
  });

  it('finds the show a listener means by a misspelled name in the show filter', async () => {
    const filtered = await ok({ searchCriteria: 'sleep', podcastShow: 'The Brain Our' });
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(new Set(filtered.results.map((e) => e.podcastShow))).toEqual(new Set(['The Brain Hour']));
    const unknown = await ok({ searchCriteria: 'sleep', podcastShow: 'Gardening Weekly' });
    expect(unknown.results).toEqual([]);
    expect(unknown.message).toContain('No show named "Gardening Weekly"');
  });

  it('finds "80,000 Hours" when the listener types 80000 hours', async () => {
    await seedSearchCatalog(t.database, new Date(), [
      {
        name: '80,000 Hours',
        host: 'Rob Wiblin',
        episodes: [
          {
            key: 'hours-1',
            title: 'Careers That Matter',
            description: 'How to choose work that does the most good.',
            minutes: 90,
            daysAgo: 3,
          },
        ],
      },
    ]);
    const r = await ok({ searchCriteria: '80000 hours', relevanceThreshold: 0 });
    expect(r.results[0]?.title).toBe('Careers That Matter');
    expect(r.results[0]?.explanation).toContain(`"80000" and "hours" in the show's name`);
  });

  it('answers 503 with Retry-After when a search cannot start within 2 s, and searches again once there is room', async () => {
    // Every slot of the gate is taken by work that does not end until released.
    const gate = searchGate(t.database);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders = Array.from({ length: gate.limit }, () => gate.run(() => held));
    const busy = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'sleep and memory' },
    });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toEqual({
      error: { code: 'search.busy', message: 'Search is busy right now. Try again in a few seconds.' },
    });
    release();
    await Promise.all(holders);
    expect(titles(await ok({ searchCriteria: 'sleep and memory' }))[0]).toBe('How Sleep Shapes Memory');
  });

  it('forgives a typo in a title word, but takes a dictionary word as written', async () => {
    const r = await ok({ searchCriteria: 'sourdouhg' });
    expect(titles(r)).toContain('Sourdough Bread at Home');
    // "mediation" is a word of its own, not a typo of "Meditation".
    expect(titles(await ok({ searchCriteria: 'mediation', relevanceThreshold: 0 }))).not.toContain(
      'Meditation and the Anxious Mind',
    );
  });

  it('quick search does not read transcripts; deep search quotes the passage with its timestamp', async () => {
    const quick = await ok({ searchCriteria: 'eight hours before a long run', relevanceThreshold: 0.3 });
    expect(titles(quick)).not.toContain('Building Habits That Last');
    const deep = await ok({
      searchCriteria: 'eight hours before a long run',
      searchDepth: 'deep',
      relevanceThreshold: 0.3,
    });
    const habits = deep.results.find((e) => e.title === 'Building Habits That Last');
    expect(habits?.evidence).toEqual({
      kind: 'transcript',
      quote: expect.stringContaining('getting eight hours before a long run'),
      startSeconds: 754,
    });
    expect(habits?.aiExplanation).toContain('at 12:34 the transcript says: "Honestly the biggest thing');
    const alias = await ok({
      searchCriteria: 'eight hours before a long run',
      deepSearch: true,
      relevanceThreshold: 0.3,
    });
    expect(titles(alias)).toEqual(titles(deep));
  });

  it('similar mode: more like a reference episode, never the reference itself', async () => {
    const r = await ok({ searchMode: 'similar', referenceEpisode: ids.sourdough, relevanceThreshold: 0.3 });
    expect(titles(r)[0]).toBe('Pizza Dough Secrets');
    expect(titles(r)).not.toContain('Sourdough Bread at Home');
    expect(r.results[0].aiExplanation).toMatch(/^Similar to "Sourdough Bread at Home": shares /);
  });

  it("similar mode: from the listener's own description", async () => {
    const r = await ok({
      searchMode: 'similar',
      referenceEpisode:
        'I loved a calm episode about mindfulness, breathing exercises and how meditation lowers stress and anxiety',
      relevanceThreshold: 0.3,
    });
    expect(titles(r)[0]).toBe('Meditation and the Anxious Mind');
    expect(titles(r)).not.toContain('Sourdough Bread at Home');
  });

  it('filters by show, duration band, upload date and date range', async () => {
    const everything = { searchCriteria: 'home money sleep habits knife bread', relevanceThreshold: 0 };
    const all = await ok(everything);
    expect(all.totalFound).toBeGreaterThan(4);
    const show = await ok({ ...everything, podcastShow: 'money matters' });
    expect(new Set(show.results.map((e) => e.podcastShow))).toEqual(new Set(['Money Matters']));
    const short = await ok({ ...everything, duration: 'short' });
    expect(short.results.every((e) => (e.durationSeconds as number) < 30 * 60)).toBe(true);
    const medium = await ok({ ...everything, duration: 'medium' });
    expect(
      medium.results.every((e) => (e.durationSeconds as number) >= 30 * 60 && (e.durationSeconds as number) <= 60 * 60),
    ).toBe(true);
    const long = await ok({ ...everything, duration: 'long' });
    expect(long.results.every((e) => (e.durationSeconds as number) > 60 * 60)).toBe(true);
    expect(short.totalFound + medium.totalFound + long.totalFound).toBe(all.totalFound);
    const week = await ok({ ...everything, uploadDate: 'week' });
    expect(week.results.map((e) => e.title).sort()).toEqual(['How Sleep Shapes Memory', 'Sourdough Bread at Home']);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const range = await ok({ ...everything, dateFrom: day(120), dateTo: day(50) });
    expect(titles(range).sort()).toEqual(['Building Habits That Last', 'Choosing a Chef Knife']);
  });

  it('an unknown show answers an empty result with a message, not every show', async () => {
    const r = await ok({ searchCriteria: 'sleep', podcastShow: 'No Such Show Anywhere' });
    expect(r.results).toEqual([]);
    expect(r.message).toContain('No show named "No Such Show Anywhere"');
  });

  it('the threshold drops weaker matches', async () => {
    const low = await ok({ searchCriteria: 'sleep', searchDepth: 'deep', relevanceThreshold: 0 });
    const high = await ok({ searchCriteria: 'sleep', searchDepth: 'deep', relevanceThreshold: 0.8 });
    expect(titles(low)).toContain('Building Habits That Last');
    expect(titles(high)).toEqual(['How Sleep Shapes Memory']);
    expect(high.results.every((e) => e.relevanceScore >= 0.8)).toBe(true);
  });

  it('sorts by relevance, date or duration', async () => {
    const base = { searchCriteria: 'home money sleep habits knife bread', relevanceThreshold: 0 };
    const byRelevance = await ok(base);
    const scores = byRelevance.results.map((e) => e.relevanceScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const byDate = await ok({ ...base, sortBy: 'date' });
    const dates = byDate.results.map((e) => Date.parse(e.publishDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byDuration = await ok({ ...base, sortBy: 'duration' });
    const lengths = byDuration.results.map((e) => e.durationSeconds as number);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
  });

  it('pages with offset and limit for Load More Results', async () => {
    const base = { searchCriteria: 'home money sleep habits knife bread', relevanceThreshold: 0, sortBy: 'date' };
    const all = await ok({ ...base, limit: 50 });
    const first = await ok({ ...base, limit: 2 });
    const second = await ok({ ...base, limit: 2, offset: 2 });
    expect(first.hasMore).toBe(true);
    expect(first.totalFound).toBe(all.totalFound);
    expect([...titles(first), ...titles(second)]).toEqual(titles(all).slice(0, 4));
    const last = await ok({ ...base, limit: 50, offset: all.totalFound - 1 });
    expect(last.results).toHaveLength(1);
    expect(last.hasMore).toBe(false);
    expect(last.offset).toBe(all.totalFound - 1);
  });

  it('answers nothing found with results [] and a message', async () => {
    const r = await ok({ searchCriteria: 'quantum chromodynamics' });
    expect(r).toMatchObject({ results: [], totalFound: 0, hasMore: false });
    expect(r.message).toMatch(/No Relevant Content Found/);
  });

  it('answers other platforms as not yet supported', async () => {
    const r = await ok({ searchCriteria: 'sleep', platform: 'Spotify' });
    expect(r.results).toEqual([]);
    expect(r.message).toContain('Spotify search is not yet supported');
  });

  it('works without any model call when useAI is false', async () => {
    const r = await ok({ searchCriteria: 'sleep memory', useAI: false });
    expect(r.results[0].aiExplanation).toContain('in the title');
  });

  it.each([
    [{ searchCriteria: '   ' }, 'Search criteria is required for topic search'],
    [{ searchCriteria: 'x', relevanceThreshold: 1.5 }, 'relevanceThreshold'],
    [{ searchCriteria: 'x', relevanceThreshold: -0.1 }, 'relevanceThreshold'],
    [{ searchCriteria: 'x', searchMode: 'fuzzy' }, 'searchMode'],
    [{ searchCriteria: 'x', searchDepth: 'medium' }, 'searchDepth'],
    [{ searchCriteria: 'x', limit: 51 }, 'limit'],
    [{ searchMode: 'similar' }, 'referenceEpisode'],
  ])('rejects %j with a 400 naming the problem', async (body, text) => {
    const res = await search(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(text);
  });

  it('an unknown reference episode id is a 400 naming the field', async () => {
    const res = await search({ searchMode: 'similar', referenceEpisode: '00000000-0000-4000-8000-000000000000' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('referenceEpisode');
  });

  it('quotes the part of a long show note that has the word', async () => {
    // A real episode of Changing the Tide: "inflation" is far into a long sentence of its notes.
    await seedShow(t.database, 'Changing the Tide', [
      {
        title: '0.00000004: Kal Kassa, Bitcoin in Ethiopia',
        description:
          "Kal Kassa runs BitcoinBirr.org, an open-source Bitcoin educational initiative for Ethiopia. We also talked about: *his family's migration to California, moving back to Ethiopia after college, and landing in Austin *what laid the groundwork for him to become a Bitcoiner *inflation as Ethiopia's biggest burden, and what Ethiopians are doing to beat it *Bitcoin as the answer",
      },
    ]);
    const r = await ok({ searchCriteria: 'inflation', relevanceThreshold: 0 });
    const kassa = r.results.find((e) => e.title.includes('Kal Kassa'));
    expect(kassa?.evidence?.quote).toMatch(/^….*inflation as Ethiopia's biggest burden/);
    expect(kassa?.explanation).toContain("inflation as Ethiopia's biggest burden");
  });
});
