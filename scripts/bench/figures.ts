/** One benchmark's printed result: a name, its figures, and the budgets they are held to. */
export type BenchResult = { name: string; figures: Record<string, number | string> };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function printResults(results: BenchResult[]): void {
  for (const r of results) {
    console.log(`\n## ${r.name}`);
    const width = Math.max(...Object.keys(r.figures).map((k) => k.length));
    for (const [key, value] of Object.entries(r.figures)) console.log(`  ${key.padEnd(width)}  ${value}`);
  }
}
