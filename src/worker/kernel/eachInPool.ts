/**
 * Runs `work` on every item, at most `limit` at once, in order of start; resolves when all
 * have finished. `work` handles its own failures (a rejection still ends the whole run).
 */
export async function eachInPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
