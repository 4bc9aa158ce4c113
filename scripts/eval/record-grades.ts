// Judging aid: records grades typed by pool number into relevance-set.json.
// Usage: npx tsx scripts/eval/record-grades.ts grades.txt, one line per query: "t01: 3 2 0 1 ..."
// in the order pool-unjudged.ts printed them.
import { readFileSync, writeFileSync } from 'node:fs';
import { RELEVANCE_SET_PATH, readRelevanceSet } from './relevance-eval';

const pool = JSON.parse(readFileSync('/tmp/earshot-pool.json', 'utf8')) as Record<string, string[]>;
const set = readRelevanceSet();
for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  const m = line.match(/^(\w+):\s*([0-3\s]+)$/);
  if (!m) continue;
  const [, id, grades] = m;
  const keys = pool[id] ?? [];
  const values = grades.trim().split(/\s+/).map(Number);
  if (values.length !== keys.length)
    throw new Error(`${id}: ${values.length} grades for ${keys.length} pooled episodes`);
  const q = set.queries.find((x) => x.id === id);
  if (!q) throw new Error(`unknown query ${id}`);
  keys.forEach((key, i) => {
    q.judgements[key] = values[i];
  });
}
writeFileSync(RELEVANCE_SET_PATH, `${JSON.stringify(set, null, 2)}\n`);
