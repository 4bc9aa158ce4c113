import type { SearchEvidence } from '../../../common/api/search';
import type { AppContext } from '../../context';
import { aboutSentences } from '../../lib/sentences';
import { settleWithin } from '../../lib/settle-within';
import { explainWith, shortQuote } from './search-explanation';

type Ctx = Pick<AppContext, 'database' | 'providers' | 'vectors'> & Partial<Pick<AppContext, 'metrics'>>;

/**
 * How the words score and the meaning similarity become one relevance score: a logistic model of
 * the chance that a listener judges the episode relevant (grade 2 or 3 of the judged set), fitted
 * on the development queries only (`npx tsx scripts/eval/fit-fusion.ts`), among them queries the
 * catalog has nothing relevant for ("skateboarding"). Its inputs are the lexical score, the cosine
 * similarity, that similarity relative to the query's best candidate (short queries have low
 * similarities throughout) and the best similarity itself. `shift` places score 0.6 where that
 * chance is 0.35, so the form's "relevant" keeps about four in five of the relevant episodes;
 * 0.8 is a chance of about 0.59 and under 0.4 of under 0.19.
 */
export const FUSION = { bias: -5.74, lexical: 6.16, meaning: 2.63, relative: 3.83, best: -1.97, shift: 1.02 };

export type MeaningSignal = { similarity: number; best: number };

/**
 * Below this similarity a match on meaning alone (no word of the query in the episode) was
 * unrelated in most judged cases: it scores under the form's lowest threshold, whatever the
 * rest of the catalog looks like.
 */
export const MEANING_ONLY_FLOOR = 0.4;

/**
 * An episode that never names the person, place or show the listener named ("who killed Abraham
 * Lincoln") is at most partly relevant, however close its meaning: an embedding knows the kind of
 * story, not who it is about. One that says only the person's surname ("the Lincoln Memorial") is
 * no more: it may be somebody else's.
 */
export const NAME_MISSING_CAP = 0.5;

export function fusedScore(
  lexical: number,
  meaning: MeaningSignal | null,
  opts: { missesName?: boolean } = {},
): number {
  const score = wordsAndMeaning(lexical, meaning);
  return opts.missesName ? Math.min(score, NAME_MISSING_CAP) : score;
}

function wordsAndMeaning(lexical: number, meaning: MeaningSignal | null): number {
  if (meaning === null) return lexical;
  const relative = meaning.best > 0 ? meaning.similarity / meaning.best : 0;
  const z =
    FUSION.bias +
    FUSION.lexical * lexical +
    FUSION.meaning * meaning.similarity +
    FUSION.relative * relative +
    FUSION.best * meaning.best;
  const score = Math.round((1 / (1 + Math.exp(-(z + FUSION.shift)))) * 100) / 100;
  if (lexical === 0 && meaning.similarity < MEANING_ONLY_FLOOR) {
    return Math.min(score, Math.round(Math.max(0, meaning.similarity) * 50) / 100);
  }
  return score;
}

/** Nearest episodes by meaning taken into the candidates, besides the lexical ones. */
export const MEANING_CANDIDATES = 40;

/**
 * How long a search waits for its query's embedding before it goes on by words alone. The
 * embedding goes on, and a later search of the same words uses it.
 */
export const QUERY_MEANING_WAIT_MS = 2000;

/**
 * The query's embedding: the listener's words, or the reference episode's own vector. An
 * embedding provider that fails or is slow costs the search its meaning, never its answer:
 * the search goes on by words (null here), and the failure is counted with the providers' errors.
 */
export async function queryMeaning(ctx: Ctx, text: string, referenceId?: string): Promise<Float32Array | null> {
  await ctx.vectors.refresh(ctx.database);
  if (ctx.vectors.count === 0) return null;
  if (referenceId) return ctx.vectors.storedVector(referenceId);
  const clean = text.trim();
  if (!clean) return null;
  const vector = ctx.vectors.queryVector(clean, async () => {
    try {
      const [v] = await ctx.providers.embeddings.embed([clean]);
      return v ?? null;
    } catch (err) {
      ctx.metrics?.providerErrors.inc({ provider: 'embeddings' });
      throw err;
    }
  });
  return settleWithin(vector, QUERY_MEANING_WAIT_MS, null);
}

/**
 * The description's first sentence about its episode (see aboutSentences): what the episode says
 * it is about. None when it has only notes and links ("Note that this interview was recorded
 * before ...", "Summary and discussion here: https://…"): they say nothing of the match.
 */
export function aboutQuote(description: string): SearchEvidence | undefined {
  let first = '';
  for (const sentence of aboutSentences(description, { orNotes: false })) {
    first = first ? `${first} ${sentence}` : sentence;
    if (first.length >= 20) break;
  }
  return first ? { kind: 'description', quote: shortQuote(first) } : undefined;
}

/** The card's sentence for an episode found by meaning rather than by the query's words. */
export function explainMeaning(criteria: string, evidence: SearchEvidence | undefined, similarTo?: string): string {
  const start = similarTo ? `Similar in meaning to ${similarTo}` : `Close in meaning to "${shortQuote(criteria, 80)}"`;
  return explainWith(start, evidence);
}
