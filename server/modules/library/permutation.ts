/** True when `order` lists every id of `current` exactly once (a reorder request that changes only the order). */
export function isPermutationOf(order: string[], current: Iterable<string>): boolean {
  const have = new Set(current);
  const wanted = new Set(order);
  return wanted.size === order.length && wanted.size === have.size && order.every((id) => have.has(id));
}
