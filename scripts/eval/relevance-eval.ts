// The relevance evaluation: Earshot's search and a plain BM25 baseline over the same corpus
// (the real fixture feeds), scored against the graded judgements in relevance-set.json.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import MiniSearch from 'minisearch';
import type { SearchResult } from '../../common/api/search';
import { parseEnv } from '../../server/config/env';
import { serviceContext } from '../../server/context';
import { type Database, openPglite } from '../../server/db/client';
import { searchEpisodes } from '../../server/modules/search/search.service';
import { loadFixtureFeeds } from './eval-corpus';

export type EvalQuery = {
  id: string;
  mode: 'topic' | 'similar';
  depth?: 'quick' | 'deep';
  criteria?: string;
  reference?: { feed: string; title: string };
  description?: string;
  judgements: Record<string, number>;
};
export type RelevanceSet = { queries: EvalQuery[] };

export const RELEVANCE_SET_PATH = join(import.meta.dirname, 'relevance-set.json');
export const readRelevanceSet = (): RelevanceSet => JSON.parse(readFileSync(RELEVANCE_SET_PATH, 'utf8'));

export type CorpusDoc = { id: string; key: string; title: string; description: string; show: string; feed: string };

export type EvalCorpus = {
  database: Database;
  docs: CorpusDoc[];
  byKey: Map<string, CorpusDoc>;
  byId: Map<string, CorpusDoc>;
};

/** The judged corpus: every fixture feed in a fresh in-memory PGlite. Episodes are keyed feed#title. */
export async function openEvalCorpus(): Promise<EvalCorpus> {
  const database = await openPglite(null);
  await loadFixtureFeeds(database);
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
  return { database, docs, byKey: new Map(docs.map((d) => [d.key, d])), byId: new Map(docs.map((d) => [d.id, d])) };
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

/** Earshot's ranking for a query: every result down to score 0, with its score. */
export async function runOurs(
  corpus: EvalCorpus,
  q: EvalQuery,
): Promise<{ key: string; score: number; result: SearchResult }[]> {
  const env = parseEnv({});
  const refKey = referenceKey(q, corpus);
  const reference = refKey ? corpus.byKey.get(refKey)?.id : q.description;
  const response = await searchEpisodes(serviceContext(env, corpus.database), {
    searchMode: q.mode,
    searchCriteria: q.criteria ?? '',
    referenceEpisode: reference,
    searchDepth: q.depth ?? 'quick',
    relevanceThreshold: 0,
    limit: 50,
    useAI: false,
  });
  return response.results.map((r) => ({ key: corpus.byId.get(r.id)?.key ?? r.id, score: r.relevanceScore, result: r }));
}

export function runBm25(index: MiniSearch<CorpusDoc>, corpus: EvalCorpus, q: EvalQuery, n = 10): string[] {
  const refKey = referenceKey(q, corpus);
  return index
    .search(queryText(q, corpus))
    .map((r) => r.key as string)
    .filter((key) => key !== refKey)
    .slice(0, n);
}

/** nDCG@k with gains 2^grade - 1; unjudged results count as grade 0. */
export function ndcgAt(ranked: string[], judgements: Record<string, number>, k = 10): number {
  const gain = (g: number) => 2 ** g - 1;
  const dcg = ranked.slice(0, k).reduce((sum, key, i) => sum + gain(judgements[key] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(judgements)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + gain(g) / Math.log2(i + 2), 0);
  return ideal === 0 ? 0 : dcg / ideal;
}
