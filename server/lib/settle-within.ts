/**
 * What `work` resolves to, or `fallback` when it fails or has not settled within `ms`. The work
 * itself goes on; only the wait for it ends.
 */
export async function settleWithin<T, F>(work: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
