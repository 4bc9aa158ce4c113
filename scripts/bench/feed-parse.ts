import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import Parser from 'rss-parser';
import { parseFeed } from '../../server/providers/feeds/parse-feed';
import { sharedFixture } from '../../server/test/fixtures';

/** The two biggest real feeds in the shared fixtures. */
const FEEDS = [
  {
    name: 'the-daily.xml',
    path: sharedFixture('feeds', 'podcast-feed-parser', 'the-daily.xml'),
  },
  {
    name: 'giantbomb-podcast.xml',
    path: sharedFixture('feeds', 'rss-parser', 'giantbomb-podcast.xml'),
  },
];

async function medianMs(runs: number, fn: () => unknown | Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(times.length / 2)] as number) * 10) / 10;
}

/**
 * Warm median parse time of the two biggest real feeds by our parser and by rss-parser, in the
 * same process. Ours does more per item (sanitizing HTML, plain text, dates, durations).
 */
export async function benchFeedParse(runs = 15): Promise<{ name: string; figures: Record<string, number | string> }[]> {
  const peer = new Parser();
  const results: { name: string; figures: Record<string, number | string> }[] = [];
  for (const feed of FEEDS) {
    let xml: string;
    try {
      xml = readFileSync(feed.path, 'utf8');
    } catch {
      results.push({
        name: `feed-parse ${feed.name}`,
        figures: { skipped: 'shared fixtures not present' },
      });
      continue;
    }
    const ours = await medianMs(runs, () => parseFeed(xml));
    const theirs = await medianMs(runs, () => peer.parseString(xml));
    results.push({
      name: `feed-parse ${feed.name}`,
      figures: {
        sizeKb: Math.round(Buffer.byteLength(xml) / 1024),
        episodes: parseFeed(xml).episodes.length,
        oursMedianMs: ours,
        rssParserMedianMs: theirs,
        speedup: Math.round((theirs / ours) * 100) / 100,
        runs,
      },
    });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await benchFeedParse();
  console.table(Object.fromEntries(results.map((r) => [r.name, r.figures])));
}
