import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, shows } from '../../db/schema';
import { createTestApp, type TestApp, testDatabases } from '../../test/test-app';
import { oncePerEpisode, rerunOf } from './search.service';

// One show's feed followed at two addresses (the show moved hosts): its episodes are in the catalog twice.
const EPISODE = {
  title: 'Chemical Regulation in the Middle East',
  descriptionText: 'How chemical safety rules are written and enforced across the Gulf states.',
};

describe.each(testDatabases())('a search over a feed held twice, on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const feedUrl of ['https://old-host.test/chemistry.xml', 'https://new-host.test/chemistry.xml']) {
      const [show] = await t.database.db
        .insert(shows)
        .values({ name: 'Chemistry Today', feedUrl })
        .returning({ id: shows.id });
      await t.database.db.insert(episodes).values([
        { showId: show.id, identityKey: `${feedUrl}#1`, ...EPISODE, publishDate: new Date('2024-03-01T10:00:00Z') },
        {
          showId: show.id,
          identityKey: `${feedUrl}#2`,
          title: 'Chemical Safety at Work',
          descriptionText: 'Chemical safety in the lab and on the factory floor.',
          publishDate: new Date('2024-02-01T10:00:00Z'),
        },
      ]);
    }
  });
  afterAll(() => t.close());

  it('lists each episode once', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search',
      payload: { searchCriteria: 'chemical regulation', useAI: false, relevanceThreshold: 0 },
    });
    const body = res.json() as { results: { title: string }[]; totalFound: number };
    const titles = body.results.map((r) => r.title);
    expect(titles).toContain(EPISODE.title);
    expect(titles.filter((x) => x === EPISODE.title)).toHaveLength(1);
    expect(new Set(titles).size).toBe(titles.length);
    expect(body.totalFound).toBe(titles.length);
  });
});

describe('one result per episode', () => {
  const copy = (show: string, title: string, score: number, id: string) =>
    ({ evidence: { id, row: { title, showName: show } }, score }) as unknown as Parameters<
      typeof oncePerEpisode
    >[0][number];

  it('keeps the copy that matches best, wherever it comes in the list, and the order of the rest', () => {
    const list = [
      copy('Planet Money', '#760: Tax Hero', 0.59, 'rerun'),
      copy('The Indicator', 'Taxes', 0.8, 'other'),
      copy('Planet Money ', '#760: tax hero', 0.69, 'first airing'),
    ];
    expect(oncePerEpisode(list).map((s) => s.evidence.id)).toEqual(['other', 'first airing']);
    expect(oncePerEpisode([...list].reverse()).map((s) => s.evidence.id)).toEqual(['first airing', 'other']);
  });
});

describe('a rerun', () => {
  const result = (title: string, score: number, show = '80,000 Hours Podcast') =>
    ({ evidence: { id: title, row: { title, showName: show } }, score }) as unknown as Parameters<
      typeof oncePerEpisode
    >[0][number];

  it('is the episode of its show with its number, under a new title', () => {
    const list = [
      result('#44 Classic episode - Paul Christiano on finding real solutions to the AI alignment problem', 0.9),
      result('#23 - How to actually become an AI alignment researcher', 0.85),
      result("#44 - Dr Paul Christiano on how we'll hand the future off to AI, & solving the alignment problem", 0.8),
      result('#44 - Someone else on another show', 0.7, 'Other Show'),
    ];
    expect(oncePerEpisode(list).map((s) => s.evidence.id)).toEqual([
      '#44 Classic episode - Paul Christiano on finding real solutions to the AI alignment problem',
      '#23 - How to actually become an AI alignment researcher',
      '#44 - Someone else on another show',
    ]);
  });

  it('is the episode of its title without the mark, where the show numbers none', () => {
    const list = [
      result('Rerun: Steve Solomon on Intelligent Gardening', 0.5, 'The Ruminant'),
      result('Steve Solomon on Intelligent Gardening', 0.6, 'The Ruminant'),
      result('Replay (rerun) of the season', 0.4, 'The Ruminant'),
    ];
    expect(oncePerEpisode(list).map((s) => s.evidence.id)).toEqual([
      'Steve Solomon on Intelligent Gardening',
      'Replay (rerun) of the season',
    ]);
  });

  it('folds nothing when two first airings share a number', () => {
    const list = [result('Episode 1: Pilot', 0.5, 'Show'), result('Episode 1: Pilot, part two', 0.4, 'Show')];
    expect(oncePerEpisode(list)).toHaveLength(2);
  });
});

describe('rerunOf', () => {
  it('reads the marks shows use and nothing else', () => {
    expect(rerunOf('#8 Classic episode - Lewis Bollard on how to end factory farming')).toEqual({
      title: '#8 Lewis Bollard on how to end factory farming',
      number: '8',
    });
    expect(rerunOf('Rerun: e.16 Steve Solomon on Intelligent Gardening Part 2')?.number).toBe('16');
    expect(rerunOf('Encore: The Land Of Duty Free')?.title).toBe('The Land Of Duty Free');
    expect(rerunOf('The Land Of Duty Free (Rebroadcast)')?.title).toBe('The Land Of Duty Free');
    expect(rerunOf('Instant replay and the referees')).toBeNull();
    expect(rerunOf('An encore for the orchestra')).toBeNull();
  });
});
