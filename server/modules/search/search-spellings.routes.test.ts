import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '../../../common/api/search';
import { seedShow } from '../../test/factories';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';

/** Words as listeners type them and as feeds write them: hyphens, accents, initials. */
describe.each(testDatabases())('spellings of a word in the search box on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedShow(t.database, 'Public Health Weekly', [
      {
        title: 'What COVID-19 Taught Hospitals',
        description: 'Doctors look back on the first year of COVID-19 and what the wards learned.',
      },
      { title: 'Reading an X-ray', description: 'A radiologist walks through an X-ray of a broken wrist.' },
      { title: 'Nineteen Ways to Sleep Better', description: 'Tips for 19 nights of better sleep.' },
      { title: 'Taming Your Inbox', description: 'How a nurse answers her email in ten minutes a day.' },
      { title: 'The Pokémon Generation', description: 'Children who grew up trading cards.' },
      { title: 'Pokemon Cards at School', description: 'Teachers on a playground craze.' },
      { title: 'When A.I. Reads the Scans', description: 'Software that flags tumours before the doctor does.' },
      { title: 'What the 9/11 Commission Found', description: 'The report on the attacks, twenty years on.' },
      { title: 'Airports After 2001', description: 'How post-9/11 security changed every flight.' },
      { title: 'Monday, Sept. 11', description: 'The week ahead: 11 stories from the capital.' },
      { title: 'Podcasting for Clinics', description: 'How a hospital started podcasting for its patients.' },
    ]);
    await seedShow(t.database, 'Podcasting 2.0', [
      { title: 'Episode 17: Chapters', description: 'New tags for apps.' },
    ]);
    await seedShow(t.database, "Riordan's Desk", [{ title: 'Chapter 24', description: 'A reporter files late.' }]);
    await seedShow(t.database, 'History Hour', [
      { title: 'Nurses of World War II', description: 'The women who ran the field hospitals.' },
      { title: 'The Trade War and the World Economy', description: 'Tariffs, two years on.' },
      { title: 'Season 2 Premiere', description: 'We are back.' },
      { title: 'Season Two Finale', description: 'Goodbye for now.' },
      { title: 'Season 3 Opens', description: 'A new year of stories.' },
      { title: 'Railways of the 1800s', description: 'Steam, iron and timetables.' },
      { title: 'Letters from the Nineteenth Century', description: 'What people wrote home.' },
      { title: 'The 19th Amendment', description: 'Votes for women, a century on.' },
    ]);
    await seedShow(t.database, 'Coin Talk', [
      { title: 'Ethereum After the Merge', description: 'Validators count the cost.' },
      { title: 'Crypto for Beginners', description: 'Wallets, keys and exchanges.' },
      { title: 'Cash in the Attic', description: 'Old coins found at home.' },
    ]);
    await seedShow(t.database, 'Money Weekly', [
      { title: 'The U.S. Economy in Winter', description: 'Jobs and prices.' },
      { title: 'A Farm Economy in the United States', description: 'Grain and rain.' },
      { title: 'The Economy of Japan', description: 'Forty years of prices.' },
    ]);
  });
  afterAll(() => t.close());

  const search = async (searchCriteria: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/search', payload: { searchCriteria } });
    expect(res.statusCode).toBe(200);
    return SearchResponse.parse(res.json());
  };

  it('finds the word as written, its parts side by side, and scores it high', async () => {
    // The index holds "COVID-19" as "covid" and "-19": the "19" on its own is in another episode.
    const covid = await search('covid-19');
    expect(covid.results.map((r) => r.title)).toEqual(['What COVID-19 Taught Hospitals']);
    expect(covid.results[0]?.relevanceScore).toBeGreaterThanOrEqual(0.8);
    // A number typed on its own finds it after a hyphen, where the index reads it as negative.
    const spaced = await search('covid 19');
    expect(spaced.results[0]?.title).toBe('What COVID-19 Taught Hospitals');
    expect(spaced.results[0]?.relevanceScore).toBeGreaterThanOrEqual(0.8);
    const xray = await search('x-ray');
    expect(xray.results.map((r) => r.title)).toEqual(['Reading an X-ray']);
    // Written together, as most feeds write it.
    const email = await search('e-mail');
    expect(email.results.map((r) => r.title)).toEqual(['Taming Your Inbox']);
    expect(email.results[0]?.relevanceScore).toBeGreaterThanOrEqual(0.6);
  });

  it('finds a subject newer than the dictionary by each of its names, and its best-known kinds for less', async () => {
    for (const criteria of ['cryptocurrency', 'crypto', 'crypto currency', 'cryptocurrencies']) {
      const r = await search(criteria);
      const scores = Object.fromEntries(r.results.map((e) => [e.title, e.relevanceScore]));
      expect(Object.keys(scores).sort(), criteria).toEqual(['Crypto for Beginners', 'Ethereum After the Merge']);
      expect(scores['Crypto for Beginners'], criteria).toBeGreaterThan(scores['Ethereum After the Merge'] as number);
    }
  });

  it('reads a century by its years and by its number: "the 1800s" is the 19th century', async () => {
    for (const criteria of ['1800s', 'the 19th century', 'nineteenth century']) {
      const r = await search(criteria);
      const titles = r.results.filter((e) => e.relevanceScore >= 0.6).map((e) => e.title);
      expect(titles.sort(), criteria).toEqual(['Letters from the Nineteenth Century', 'Railways of the 1800s']);
    }
  });

  it('finds a word written with or without accents, however it is typed', async () => {
    for (const criteria of ['pokémon', 'pokemon', 'POKÉMON']) {
      const r = await search(criteria);
      expect(r.results.map((e) => e.title).sort()).toEqual(['Pokemon Cards at School', 'The Pokémon Generation']);
      for (const e of r.results) expect(e.relevanceScore).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('reads numbers joined by a slash as one: "9/11" is neither 9 nor 11', async () => {
    const r = await search('9/11');
    // The index holds "9/11" as one token, but "post-9/11" as "-9" and "/11".
    expect(r.results.map((e) => e.title).sort()).toEqual(['Airports After 2001', 'What the 9/11 Commission Found']);
  });

  it('reads a version number as one: "podcasting 2.0" is the show of that name', async () => {
    const r = await search('podcasting 2.0');
    expect(r.results[0]?.podcastShow).toBe('Podcasting 2.0');
    // One topic, as the show's name says it: not "podcasting", "2" and "0".
    expect(r.results[0]?.matchedTopics).toEqual(['podcasting 2.0']);
  });

  it('reads a small number with the word before it, however it is written: "season 2" is not season 3', async () => {
    for (const criteria of ['season 2', 'Season Two', 'season II']) {
      const r = await search(criteria);
      expect(r.results.map((e) => e.title).sort()).toEqual(['Season 2 Premiere', 'Season Two Finale']);
    }
    const war = await search('world war 2');
    expect(war.results.map((e) => e.title)).toEqual(['Nurses of World War II']);
  });

  it('reads "US" as the country, written with dots or in full, and the economy without it still counts', async () => {
    for (const searchCriteria of ['US economy', 'U.S. economy']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/search',
        payload: { searchCriteria, relevanceThreshold: 0.3 },
      });
      const titles = SearchResponse.parse(res.json()).results.map((e) => e.title);
      expect(titles.slice(0, 2).sort()).toEqual(['A Farm Economy in the United States', 'The U.S. Economy in Winter']);
      expect(titles).toContain('The Economy of Japan');
    }
  });

  it('finds a name with an apostrophe: "Riordan\'s Desk" is indexed as riordan, s, desk', async () => {
    for (const criteria of ["Riordan's Desk", "riordan's desk"]) {
      const r = await search(criteria);
      expect(r.results.map((e) => e.podcastShow)).toEqual(["Riordan's Desk"]);
    }
  });

  it('finds initials with or without their dots', async () => {
    for (const criteria of ['A.I.', 'AI', 'a.i.']) {
      const r = await search(criteria);
      expect(r.results.map((e) => e.title)).toEqual(['When A.I. Reads the Scans']);
    }
  });

  it('joins two words the catalog writes as one, and says so: "bit coin" is bitcoin', async () => {
    await seedShow(t.database, 'Coin Desk Weekly', [
      { title: 'Bitcoin Halving Explained', description: 'What the bitcoin halving means for miners.' },
      { title: 'Bitcoin in El Salvador', description: 'A country that made bitcoin legal tender.' },
      { title: 'Is Bitcoin a Bubble?', description: 'Prices, hype and the bitcoin faithful.' },
      { title: 'Every Day Carry', description: 'What a courier carries every day, and the everyday tools.' },
      { title: 'Pocket Knives', description: 'Everyday knives for every day of the week.' },
    ]);
    const split = await search('bit coin');
    expect(split.respelledCriteria).toBe('bitcoin');
    expect(split.results.map((e) => e.title).sort()).toEqual([
      'Bitcoin Halving Explained',
      'Bitcoin in El Salvador',
      'Is Bitcoin a Bubble?',
    ]);
    expect(split.results[0]?.relevanceScore).toBeGreaterThanOrEqual(0.8);
    expect((await search('is bit coin a bubble?')).respelledCriteria).toBe('is bitcoin a bubble?');
    // Two words the catalog also writes side by side stay two; in quotes, or parted by a comma,
    // they are taken as typed.
    expect((await search('every day')).respelledCriteria).toBeUndefined();
    expect((await search('"bit coin"')).respelledCriteria).toBeUndefined();
    expect((await search('bit, coin')).respelledCriteria).toBeUndefined();
  });
});
