import { describe, expect, it } from 'vitest';
import { byEpisode, ndcgAt } from './relevance-eval';

// Two feeds carry the same episode ("a.xml#X", "b.xml#X"); "#44 Classic" is a rerun of "#44".
const corpus = {
  episodeOf: new Map([
    ['a.xml#X', 'x\nshow'],
    ['b.xml#X', 'x\nshow'],
    ['a.xml#Y', 'y\nshow'],
    ['a.xml#44', 'show\n#44'],
    ['a.xml#44 Classic', 'show\n#44'],
    ['a.xml#Z', 'z\nshow'],
  ]),
};

describe('judgements by episode', () => {
  const judged = byEpisode(corpus, { 'a.xml#X': 3, 'b.xml#X': 3, 'a.xml#Y': 2, 'a.xml#44': 3, 'a.xml#Z': 0 });

  it('grades a copy of a judged episode as that episode, and counts each episode once', () => {
    expect(judged.grade('a.xml#44 Classic')).toBe(3);
    expect(judged.grade('b.xml#X')).toBe(3);
    expect(judged.grade('c.xml#unknown')).toBeUndefined();
    expect([...judged.grades].sort()).toEqual([0, 2, 3, 3]);
  });

  it("leaves a similar query's reference out, and its copies with it", () => {
    const like44 = byEpisode(corpus, { 'a.xml#44 Classic': 3, 'a.xml#Y': 2 }, 'a.xml#44');
    expect(like44.grades).toEqual([2]);
    expect(like44.grade('a.xml#44 Classic')).toBe(0);
    expect(ndcgAt(['a.xml#Y'], like44)).toBeCloseTo(1);
  });

  it('scores a ranking of each episode once as perfect, and a repeat as nothing new', () => {
    expect(ndcgAt(['b.xml#X', 'a.xml#44 Classic', 'a.xml#Y'], judged)).toBeCloseTo(1);
    const repeated = ndcgAt(['a.xml#X', 'b.xml#X', 'a.xml#44', 'a.xml#Y'], judged);
    expect(repeated).toBeLessThan(1);
    expect(repeated).toBeCloseTo(ndcgAt(['a.xml#X', 'a.xml#Z', 'a.xml#44', 'a.xml#Y'], judged));
  });
});
