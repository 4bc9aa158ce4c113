// `npm run bench`: every benchmark of the project, figures printed next to their budgets.
// Benchmarks are measured here, never asserted in tests. Pass names to run a subset:
// `npm run bench -- startup search-speed`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type BenchResult, printResults } from './figures';

type Bench = { key: string; file: string; fn: string };

const benches: Bench[] = [
  { key: 'feed-parse', file: 'feed-parse.ts', fn: 'benchFeedParse' },
  { key: 'catalog-sync', file: 'catalog-sync.ts', fn: 'benchCatalogSync' },
  { key: 'search-relevance', file: 'search-relevance.ts', fn: 'benchSearchRelevance' },
  { key: 'search-speed', file: 'search-speed.ts', fn: 'benchSearchSpeed' },
  { key: 'web-size', file: 'web-size.ts', fn: 'benchWebSize' },
  { key: 'chat-qa', file: 'chat-qa.ts', fn: 'benchChatQa' },
  { key: 'stt-wer', file: 'stt-wer.ts', fn: 'benchSttWer' },
  { key: 'assistant', file: 'assistant.ts', fn: 'benchAssistant' },
  { key: 'audiobooks', file: 'audiobooks.ts', fn: 'benchAudiobooks' },
  { key: 'startup', file: 'startup.ts', fn: 'benchStartup' },
  { key: 'memory', file: 'memory.ts', fn: 'benchMemory' },
  { key: 'load', file: 'load.ts', fn: 'benchLoad' },
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? benches.filter((b) => wanted.includes(b.key)) : benches;
const results: BenchResult[] = [];
for (const bench of selected) {
  const path = join(import.meta.dirname, bench.file);
  if (!existsSync(path)) continue;
  console.log(`running ${bench.key}...`);
  try {
    const mod = (await import(path)) as Record<string, () => Promise<BenchResult[]>>;
    const out = await mod[bench.fn]();
    results.push(...out);
    printResults(out);
  } catch (err) {
    console.error(`${bench.key} failed:`, err);
    results.push({ name: bench.key, figures: { error: String((err as Error).message ?? err) } });
  }
}
console.log('\n# Summary');
printResults(results);
process.exit(0);
