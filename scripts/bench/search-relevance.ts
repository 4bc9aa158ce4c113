// Search quality on the real fixture feeds: Earshot's search (words and meaning) against a plain
// BM25 baseline (MiniSearch) over the same corpus, scored with the graded judgements of
// scripts/eval, per query form and per split (dev: tuned and calibrated on; test: only reported).
import { AUTO_SEARCH_SUGGESTIONS, AUTO_SEARCH_THRESHOLD } from '../../common/constants';
import { searchEpisodes } from '../../server/modules/search/search.service';
import { hasSharedFixtures } from '../../server/test/fixtures';
import {
  bm25Index,
  byEpisode,
  type EvalQuery,
  ndcgAt,
  openEvalCorpus,
  readRelevanceSet,
  referenceKey,
  runBm25,
  runOurs,
} from '../eval/relevance-eval';
import { type BenchResult, round } from './figures';

const RELEVANT = 2;
const THRESHOLD = 0.6;

type Tally = { ours: number[]; base: number[]; relevant: number; found: number; confident: number; right: number };
const tally = (): Tally => ({ ours: [], base: [], relevant: 0, found: 0, confident: 0, right: 0 });
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

export async function benchSearchRelevance(): Promise<BenchResult[]> {
  if (!hasSharedFixtures) return [{ name: 'search-relevance', figures: { skipped: 'needs shared/fixtures/feeds' } }];
  const set = readRelevanceSet();
  const corpus = await openEvalCorpus();
  const index = bm25Index(corpus.docs);
  const groups = new Map<string, Tally>();
  const add = (key: string, f: (t: Tally) => void) => {
    if (!groups.has(key)) groups.set(key, tally());
    f(groups.get(key) as Tally);
  };
  const unrelated = { dev: 0, test: 0 };
  const unrelatedLow = { dev: 0, test: 0 };
  // Queries the catalog has nothing clearly relevant for ("ballet"): how many say so, with no
  // result at 0.6 or more.
  const nothing = { dev: 0, test: 0 };
  const nothingSaid = { dev: 0, test: 0 };
  for (const q of set.queries as EvalQuery[]) {
    const split = q.split ?? 'dev';
    const ranked = await runOurs(corpus, q);
    const judged = byEpisode(corpus, q.judgements, referenceKey(q, corpus));
    const grades = judged.grades;
    const relevant = grades.filter((g) => g >= RELEVANT).length;
    const found = ranked.filter((r) => r.score >= THRESHOLD && (judged.grade(r.key) ?? 0) >= RELEVANT).length;
    const confident = ranked.filter((r) => r.score >= THRESHOLD).length;
    if (relevant === 0) {
      nothing[split]++;
      if (confident === 0) nothingSaid[split]++;
    }
    for (const r of ranked) {
      if (judged.grade(r.key) === 0) {
        unrelated[split]++;
        if (r.score < 0.4) unrelatedLow[split]++;
      }
    }
    // nDCG needs something to find: with every episode judged unrelated it is undefined.
    const n1 = grades.some((g) => g > 0)
      ? ndcgAt(
          ranked.map((r) => r.key),
          judged,
        )
      : null;
    const n2 = n1 === null ? null : ndcgAt(runBm25(index, corpus, q), judged);
    for (const key of [split, `${split} ${q.form ?? q.mode}`]) {
      add(key, (t) => {
        if (n1 !== null && n2 !== null) {
          t.ours.push(n1);
          t.base.push(n2);
        }
        t.relevant += relevant;
        t.found += found;
        t.confident += confident;
        t.right += found;
      });
    }
  }
  const suggestions: string[] = [];
  for (const suggestion of AUTO_SEARCH_SUGGESTIONS) {
    const response = await searchEpisodes(corpus.ctx, {
      searchMode: 'topic',
      searchCriteria: suggestion,
      searchDepth: 'deep',
      relevanceThreshold: AUTO_SEARCH_THRESHOLD,
      limit: 10,
      useAI: false,
    });
    suggestions.push(`${response.totalFound}`);
  }
  await corpus.database.close();
  const figures: Record<string, string | number> = {
    queries: `${set.queries.length} (${set.queries.filter((q) => q.split === 'test').length} test)`,
    'judged episodes': set.queries.reduce((n, q) => n + Object.keys(q.judgements).length, 0),
    'episodes embedded / seconds': `${corpus.embedding.episodes} / ${round(corpus.embedding.seconds, 1)}`,
  };
  for (const [key, t] of [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const ours = mean(t.ours);
    const base = mean(t.base);
    figures[`${key}: nDCG@10 ours / BM25 (x)`] =
      `${round(ours, 3)} / ${round(base, 3)} (${round(ours / Math.max(base, 1e-9), 2)})`;
    if (!key.includes(' ')) {
      figures[`${key}: recall of grade>=2 at score>=0.6`] = round(t.found / Math.max(1, t.relevant), 3);
      figures[`${key}: precision at score>=0.6 (grade>=2)`] = round(t.right / Math.max(1, t.confident), 3);
    }
  }
  for (const split of ['dev', 'test'] as const) {
    figures[`${split}: unrelated (grade 0) results scored < 0.4`] = round(
      unrelatedLow[split] / Math.max(1, unrelated[split]),
      3,
    );
    figures[`${split}: queries with nothing relevant, none scored >= 0.6`] =
      `${nothingSaid[split]} of ${nothing[split]}`;
  }
  figures[`Auto Search suggestions: episodes found at ${AUTO_SEARCH_THRESHOLD}`] = suggestions.join(' / ');
  figures.budget = 'test: nDCG@10 >= 0.9 and >= 1.3x BM25; every form above BM25; recall at 0.6 >= 0.8';
  return [{ name: 'search-relevance', figures }];
}
