// Judging aid: prints, per query, the pooled episodes (Earshot's top 10 and everything it scores
// 0.6 or more, BM25's top 10, and the top 3 Borris offers in the assistant-set conversations
// graded by that query) that have no judgement yet, with their title and description,
// in random order and without scores, so that they are judged on their content alone.
// Usage: npx tsx scripts/eval/pool-unjudged.ts [query ids...]  (writes the numbered pool to
// /tmp/earshot-pool.json so grades can be recorded by number: scripts/eval/record-grades.ts)
import { writeFileSync } from 'node:fs';
import { readAssistantSet, runConversation } from './assistant-eval';
import {
  bm25Index,
  byEpisode,
  openEvalCorpus,
  readRelevanceSet,
  referenceKey,
  runBm25,
  runOurs,
} from './relevance-eval';

const wanted = process.argv.slice(2);
const set = readRelevanceSet();
const corpus = await openEvalCorpus();
const index = bm25Index(corpus.docs);
const numbered: Record<string, string[]> = {};
const offered = new Map<string, string[]>();
for (const c of readAssistantSet().conversations) {
  if (!c.relevance || (wanted.length && !wanted.includes(c.relevance))) continue;
  const answer = await runConversation(corpus, c);
  const keys = (answer?.searchResults ?? []).slice(0, 3).flatMap((r) => corpus.byId.get(r.id)?.key ?? []);
  offered.set(c.relevance, [...(offered.get(c.relevance) ?? []), ...keys]);
}
for (const q of set.queries) {
  if (wanted.length && !wanted.includes(q.id)) continue;
  const ours = await runOurs(corpus, q);
  const pool = new Set([
    ...ours.slice(0, 10).map((r) => r.key),
    ...ours.filter((r) => r.score >= 0.6).map((r) => r.key),
    ...runBm25(index, corpus, q),
    ...(offered.get(q.id) ?? []),
  ]);
  // A copy of a judged episode (another feed's, a rerun's) is judged already.
  const judged = byEpisode(corpus, q.judgements, referenceKey(q, corpus));
  const unjudged = [...pool].filter((key) => judged.grade(key) === undefined).sort(() => Math.random() - 0.5);
  if (!unjudged.length) continue;
  console.log(`\n=== ${q.id} [${q.mode}] ${q.criteria ?? q.description ?? `like: ${q.reference?.title}`}`);
  numbered[q.id] = unjudged;
  for (const [i, key] of unjudged.entries()) {
    const doc = corpus.byKey.get(key);
    console.log(
      `${i + 1}. [${doc?.show.slice(0, 20)}] ${doc?.title} | ${doc?.description.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
  }
}
writeFileSync('/tmp/earshot-pool.json', JSON.stringify(numbered));
process.exit(0);
