/**
 * Damerau-Levenshtein distance (optimal string alignment): a letter added, dropped or changed,
 * or two neighbouring letters swapped ("dialy" for "daily"), counts one. Gives up past `max`,
 * returning `max + 1` for any distance beyond it.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  const rows = new Uint8Array((a.length + 1) * width);
  for (let j = 0; j <= b.length; j++) rows[j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[i * width] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(
        rows[(i - 1) * width + j] + 1,
        rows[i * width + j - 1] + 1,
        rows[(i - 1) * width + j - 1] + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, rows[(i - 2) * width + j - 2] + 1);
      rows[i * width + j] = v;
      if (v < best) best = v;
    }
    // Past a row whose least distance exceeds `max`, the row before held at least `max`: a swap
    // reaching back to it cannot bring the distance under again.
    if (best > max) return max + 1;
  }
  return Math.min(rows[a.length * width + b.length] as number, max + 1);
}
