// Fits FUSION (server/modules/search/search-meaning.ts): a logistic model of the chance that a
// candidate is relevant (graded 2 or 3) from its lexical score and its meaning similarity, on the
// development queries only, and the shift that puts score 0.6 where four in five relevant
// candidates are kept. Test queries are never read here.
// Usage: npx tsx scripts/eval/fit-fusion.ts
import { searchEpisodes } from '../../server/modules/search/search.service';
import {
  byEpisode,
  type EvalCorpus,
  type EvalQuery,
  evalRequest,
  openEvalCorpus,
  readRelevanceSet,
  referenceKey,
} from './relevance-eval';

type Point = { features: number[]; relevant: boolean };

/** The model's inputs for every judged candidate of a query: lexical, similarity, relative, best. */
export async function pointsOf(corpus: EvalCorpus, q: EvalQuery): Promise<Point[]> {
  let seen: { id: string; lexical: number; meaning: number | null }[] = [];
  await searchEpisodes(corpus.ctx, evalRequest(corpus, q), { observe: (signals) => (seen = signals) });
  const best = Math.max(0, ...seen.map((s) => s.meaning ?? 0));
  const judged = byEpisode(corpus, q.judgements, referenceKey(q, corpus));
  return seen.flatMap((s) => {
    const grade = judged.grade(corpus.byId.get(s.id)?.key ?? '');
    if (grade === undefined || s.meaning === null) return [];
    return [{ features: [s.lexical, s.meaning, best > 0 ? s.meaning / best : 0, best], relevant: grade >= 2 }];
  });
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Logistic regression by gradient descent; weights are [bias, ...one per feature]. */
export function fitLogistic(points: Point[], steps = 6000, rate = 1): number[] {
  const k = points[0]?.features.length ?? 0;
  let w = new Array(k + 1).fill(0);
  for (let step = 0; step < steps; step++) {
    const g = new Array(k + 1).fill(0);
    for (const p of points) {
      const x = [1, ...p.features];
      const error = sigmoid(x.reduce((s, v, i) => s + v * w[i], 0)) - (p.relevant ? 1 : 0);
      x.forEach((v, i) => {
        g[i] += error * v;
      });
    }
    w = w.map((v, i) => v - (rate * g[i]) / points.length);
  }
  return w;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const corpus = await openEvalCorpus();
  const dev = readRelevanceSet().queries.filter((q) => q.split === 'dev');
  const points: Point[] = [];
  for (const q of dev) points.push(...(await pointsOf(corpus, q)));
  const w = fitLogistic(points);
  const chance = (p: Point) => sigmoid([1, ...p.features].reduce((s, v, i) => s + v * w[i], 0));
  const relevant = points.filter((p) => p.relevant);
  console.log(
    `${points.length} judged candidates (${relevant.length} relevant) from ${dev.length} development queries`,
  );
  for (const cut of [0.3, 0.35, 0.4, 0.45, 0.5]) {
    const kept = points.filter((p) => chance(p) >= cut);
    const recall = relevant.filter((p) => chance(p) >= cut).length / relevant.length;
    const precision = kept.filter((p) => p.relevant).length / Math.max(1, kept.length);
    const shift = Math.log(0.6 / 0.4) - Math.log(cut / (1 - cut));
    console.log(
      `chance ${cut}: recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)}, shift ${shift.toFixed(2)}`,
    );
  }
  const [bias, lexical, meaning, relative, best] = w.map((v) => Math.round(v * 100) / 100);
  console.log('FUSION', { bias, lexical, meaning, relative, best });
  process.exit(0);
}
