// The relevance evaluation: Earshot's search and a plain BM25 baseline over the same corpus
// (the real fixture feeds), scored against the graded judgements in relevance-set.json.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import type { SearchRequest, SearchResult } from '../../common/api/search';
import { parseEnv } from '../../server/config/env';
import { serviceContext } from '../../server/context';
import { type Database, openPglite } from '../../server/db/client';
import { embedPendingEpisodes } from '../../server/modules/search/embeddings.job';
import { sameEpisodeKeys, searchEpisodes } from '../../server/modules/search/search.service';
import { createEmbeddingProvider } from '../../server/providers/embeddings/create-embedding-provider';
import type { EmbeddingProvider } from '../../server/providers/embeddings/embedding-provider';
import { loadFixtureFeeds } from './eval-corpus';

export type EvalQuery = {
  id: string;
  mode: 'topic' | 'similar';
  depth?: 'quick' | 'deep';
  criteria?: string;
  reference?: { feed: string; title: string };
  description?: string;
  /** How the query is put: a word, a phrase, a question, a name, or similar by episode / by description. */
  form?: 'word' | 'phrase' | 'question' | 'name' | 'episode' | 'description';
  /** dev: used to tune and calibrate; test: only reported. */
  split?: 'dev' | 'test';
  judgements: Record<string, number>;
};
export type RelevanceSet = { queries: EvalQuery[] };

export const RELEVANCE_SET_PATH = join(import.meta.dirname, 'relevance-set.json');
export const readRelevanceSet = (): RelevanceSet => JSON.parse(readFileSync(RELEVANCE_SET_PATH, 'utf8'));

export type CorpusDoc = { id: string; key: string; title: string; description: string; show: string; feed: string };

export type EvalCorpus = {
  database: Database;
  ctx: ReturnType<typeof serviceContext>;
  /** Seconds spent embedding the corpus, and how many episodes were embedded. */
  embedding: { seconds: number; episodes: number };
  docs: CorpusDoc[];
  byKey: Map<string, CorpusDoc>;
  byId: Map<string, CorpusDoc>;
  /** Each key's episode: copies of one (the same episode in two feeds, a rerun) share it, as search lists them once. */
  episodeOf: Map<string, string>;
};

/**
 * The judged corpus: every fixture feed in a fresh in-memory PGlite, embedded by the configured
 * embedding provider unless `lexicalOnly`. Episodes are keyed feed#title.
 */
export async function openEvalCorpus(opts: { lexicalOnly?: boolean } = {}): Promise<EvalCorpus> {
  // VECTOR_INDEX=pgvector measures the same corpus ranked by pgvector instead of in memory.
  const env = parseEnv({ VECTOR_INDEX: process.env.VECTOR_INDEX });
  const database = await openPglite(null, { vectorIndex: env.VECTOR_INDEX });
  await loadFixtureFeeds(database);
  const ctx = serviceContext(env, database, { embeddings: cachedEmbeddings(createEmbeddingProvider(env)) });
  const started = performance.now();
  const embedded = opts.lexicalOnly ? 0 : await embedPendingEpisodes(ctx);
  const embedding = { seconds: (performance.now() - started) / 1000, episodes: embedded };
  const rows = await database.rows<{
    id: string;
    title: string;
    description: string;
    show: string;
    feed_url: string;
  }>(sql`
    select e.id, e.title, e.description_text as description, s.name as show, s.feed_url
    from episodes e join shows s on s.id = e.show_id`);
  const docs = rows.map((r) => {
    const feed = r.feed_url.replace('https://fixtures.invalid/', '');
    return { id: r.id, key: `${feed}#${r.title}`, title: r.title, description: r.description, show: r.show, feed };
  });
  const episodes = sameEpisodeKeys(docs.map((d) => ({ title: d.title, showName: d.show })));
  return {
    database,
    ctx,
    embedding,
    docs,
    byKey: new Map(docs.map((d) => [d.key, d])),
    byId: new Map(docs.map((d) => [d.id, d])),
    episodeOf: new Map(docs.map((d, i) => [d.key, episodes[i]])),
  };
}

/** The plain baseline: MiniSearch's BM25 over title, description and show name, no boosts. */
export function bm25Index(docs: CorpusDoc[]) {
  const index = new MiniSearch<CorpusDoc>({
    fields: ['title', 'description', 'show'],
    storeFields: ['key'],
    idField: 'id',
  });
  index.addAll(docs);
  return index;
}

/** The text a query is made of: the criteria, the description, or the reference's title and description. */
export function queryText(q: EvalQuery, corpus: EvalCorpus): string {
  if (q.criteria) return q.criteria;
  if (q.description) return q.description;
  const ref = corpus.byKey.get(referenceKey(q, corpus) as string) as CorpusDoc;
  return `${ref.title} ${ref.description.slice(0, 1000)}`;
}

/** The corpus key of a similar query's reference episode (titles may be written shortened). */
export function referenceKey(q: EvalQuery, corpus: EvalCorpus): string | null {
  if (!q.reference) return null;
  const prefix = `${q.reference.feed}#${q.reference.title}`;
  const doc = corpus.byKey.get(prefix) ?? corpus.docs.find((d) => d.key.startsWith(prefix));
  if (!doc) throw new Error(`reference of ${q.id} is not in the corpus: ${prefix}`);
  return doc.key;
}

/** The search request an evaluation query stands for: every result down to score 0, the first 50. */
export function evalRequest(corpus: EvalCorpus, q: EvalQuery): SearchRequest {
  const refKey = referenceKey(q, corpus);
  return {
    searchMode: q.mode,
    searchCriteria: q.criteria ?? '',
    referenceEpisode: refKey ? corpus.byKey.get(refKey)?.id : q.description,
    searchDepth: q.depth ?? 'quick',
    relevanceThreshold: 0,
    limit: 50,
    useAI: false,
  };
}

/** Earshot's ranking for a query: every result down to score 0, with its score. */
export async function runOurs(
  corpus: EvalCorpus,
  q: EvalQuery,
): Promise<{ key: string; score: number; result: SearchResult }[]> {
  const response = await searchEpisodes(corpus.ctx, evalRequest(corpus, q));
  return response.results.map((r) => ({ key: corpus.byId.get(r.id)?.key ?? r.id, score: r.relevanceScore, result: r }));
}

export function runBm25(index: MiniSearch<CorpusDoc>, corpus: EvalCorpus, q: EvalQuery, n = 10): string[] {
  const refKey = referenceKey(q, corpus);
  // The reference is no result, nor its copies (a rerun, another feed's), as for Earshot.
  const itself = refKey && corpus.episodeOf.get(refKey);
  return index
    .search(queryText(q, corpus))
    .map((r) => r.key as string)
    .filter((key) => key !== refKey && (!itself || corpus.episodeOf.get(key) !== itself))
    .slice(0, n);
}

/**
 * A query's judgements by episode, not by copy: a copy of a judged episode (another feed's, a
 * rerun's) has its grade, and the episode counts once among those to find, as search lists it once.
 */
export type EpisodeJudgements = {
  /** The grade of the episode a key is a copy of, or undefined when no copy is judged. */
  grade: (key: string) => number | undefined;
  /** One grade per judged episode. */
  grades: number[];
  episodeOf: (key: string) => string;
};

export function byEpisode(
  corpus: Pick<EvalCorpus, 'episodeOf'>,
  judgements: Record<string, number>,
  /** A similar query's reference: its copies (a rerun, another feed's) tell the listener nothing new. */
  reference: string | null = null,
): EpisodeJudgements {
  const episodeOf = (key: string) => corpus.episodeOf.get(key) ?? key;
  const itself = reference === null ? null : episodeOf(reference);
  const graded = new Map<string, number>();
  for (const [key, g] of Object.entries(judgements)) {
    const episode = episodeOf(key);
    if (episode !== itself) graded.set(episode, Math.max(g, graded.get(episode) ?? 0));
  }
  const grades = [...graded.values()];
  if (itself !== null) graded.set(itself, 0);
  return { grade: (key) => graded.get(episodeOf(key)), grades, episodeOf };
}

/**
 * nDCG@k with gains 2^grade - 1; unjudged results count as grade 0, and so does a repeat of an
 * episode already listed (a feed that carries the same episode twice, a rerun): it tells the
 * listener nothing new. The ideal ranking lists each judged episode once.
 */
export function ndcgAt(ranked: string[], judged: EpisodeJudgements, k = 10): number {
  const gain = (g: number) => 2 ** g - 1;
  const seen = new Set<string>();
  const dcg = ranked.slice(0, k).reduce((sum, key, i) => {
    const episode = judged.episodeOf(key);
    const repeat = seen.has(episode);
    seen.add(episode);
    return repeat ? sum : sum + gain(judged.grade(key) ?? 0) / Math.log2(i + 2);
  }, 0);
  const ideal = [...judged.grades]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}

/**
 * The provider with a file cache of the vectors it made (in the temp folder), so that repeated
 * evaluation runs embed the 3,300 fixture episodes once. Timings come from the first run.
 */
export function cachedEmbeddings(inner: EmbeddingProvider): EmbeddingProvider {
  const file = join(tmpdir(), `earshot-eval-${inner.model.replace(/\W+/g, '-')}.json`);
  const cache: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const key = (text: string) => createHash('sha256').update(text).digest('base64url');
  return {
    model: inner.model,
    dimensions: inner.dimensions,
    async embed(texts) {
      const missing = texts.filter((t) => !(key(t) in cache));
      if (missing.length) {
        const vectors = await inner.embed(missing);
        missing.forEach((t, i) => {
          cache[key(t)] = Buffer.from((vectors[i] as Float32Array).buffer).toString('base64');
        });
        writeFileSync(file, JSON.stringify(cache));
      }
      return texts.map((t) => {
        const bytes = Buffer.from(cache[key(t)] as string, 'base64');
        return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4).slice();
      });
    },
  };
}
