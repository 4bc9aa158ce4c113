// Search quality on the real fixture feeds: Earshot's search against a plain BM25 baseline
// (MiniSearch) over the same corpus, scored with the graded judgements of scripts/eval.
import { hasSharedFixtures } from '../../server/test/fixtures';
import { bm25Index, ndcgAt, openEvalCorpus, readRelevanceSet, runBm25, runOurs } from '../eval/relevance-eval';
import { type BenchResult, round } from './figures';

const RELEVANT = 2;
const THRESHOLD = 0.6;

export async function benchSearchRelevance(): Promise<BenchResult[]> {
  if (!hasSharedFixtures) return [{ name: 'search-relevance', figures: { skipped: 'needs shared/fixtures/feeds' } }];
  const set = readRelevanceSet();
  const corpus = await openEvalCorpus();
  const index = bm25Index(corpus.docs);
  const ours: number[] = [];
  const base: number[] = [];
  const byMode = {
    topic: { ours: [] as number[], base: [] as number[] },
    similar: { ours: [] as number[], base: [] as number[] },
  };
  let confident = 0;
  let confidentRelevant = 0;
  let confidentAny = 0;
  let unjudged = 0;
  let unrelated = 0;
  let unrelatedLow = 0;
  for (const q of set.queries) {
    const ranked = await runOurs(corpus, q);
    const n1 = ndcgAt(
      ranked.map((r) => r.key),
      q.judgements,
    );
    const n2 = ndcgAt(runBm25(index, corpus, q), q.judgements);
    ours.push(n1);
    base.push(n2);
    byMode[q.mode].ours.push(n1);
    byMode[q.mode].base.push(n2);
    for (const r of ranked) {
      const grade = q.judgements[r.key];
      if (r.score >= THRESHOLD) {
        confident++;
        if (grade === undefined) unjudged++;
        if ((grade ?? 0) >= RELEVANT) confidentRelevant++;
        if ((grade ?? 0) >= 1) confidentAny++;
      }
      if (grade === 0) {
        unrelated++;
        if (r.score < 0.4) unrelatedLow++;
      }
    }
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  await corpus.database.close();
  return [
    {
      name: 'search-relevance',
      figures: {
        queries: set.queries.length,
        'judged episodes': set.queries.reduce((n, q) => n + Object.keys(q.judgements).length, 0),
        'nDCG@10 ours': round(mean(ours), 3),
        'nDCG@10 BM25 (MiniSearch)': round(mean(base), 3),
        'nDCG@10 topic ours / BM25': `${round(mean(byMode.topic.ours), 3)} / ${round(mean(byMode.topic.base), 3)}`,
        'nDCG@10 similar ours / BM25': `${round(mean(byMode.similar.ours), 3)} / ${round(mean(byMode.similar.base), 3)}`,
        'results scored >= 0.6': confident,
        'precision@score>=0.6 (grade >= 2)': round(confidentRelevant / Math.max(1, confident), 3),
        'precision@score>=0.6 (grade >= 1)': round(confidentAny / Math.max(1, confident), 3),
        'unjudged among >= 0.6 (counted irrelevant)': unjudged,
        'unrelated (grade 0) results scored < 0.4': round(unrelatedLow / Math.max(1, unrelated), 3),
        budget: 'nDCG@10 ours clearly above BM25; precision@score>=0.6 >= 0.8',
      },
    },
  ];
}
