import { describe, expect, it } from 'vitest';
import { hasSharedFixtures } from '../server/test/fixtures';
import { compareParserAgreement } from './parser-agreement';

/** Floors measured when the comparison was written; a parser change that lowers one is a regression. */
const FLOORS: Record<string, { pct: number; files: number }> = {
  'rss-parser': { pct: 99.5, files: 29 },
  'podcast-feed-parser': { pct: 99.9, files: 18 },
  podcastparser: { pct: 90, files: 70 },
  'feedparser-py': { pct: 85, files: 36 },
};

describe.runIf(hasSharedFixtures)('parser agreement with peer parsers', () => {
  it('stays at or above the measured agreement per suite', () => {
    const results = compareParserAgreement();
    expect(results.map((r) => r.suite)).toEqual(Object.keys(FLOORS));
    for (const result of results) {
      const floor = FLOORS[result.suite] as { pct: number; files: number };
      expect(result.files, result.suite).toBeGreaterThanOrEqual(floor.files);
      expect(
        result.agreementPct,
        `${result.suite}: ${result.mismatches.slice(0, 5).join('\n')}`,
      ).toBeGreaterThanOrEqual(floor.pct);
    }
  });
});
