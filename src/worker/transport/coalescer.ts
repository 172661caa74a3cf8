/** A per-key buffer between socket messages and the next fold (SPEC.md B2). */
export interface Coalescer<T> {
  /** Buffers items; for the same key the rule `wins(incoming, buffered)` decides. */
  add(items: readonly T[]): void;
  /** Returns the buffered items (one per key, in first-arrival order) and empties the buffer. */
  take(): T[];
  readonly size: number;
}

export function createCoalescer<T>(options: {
  keyOf(item: T): number;
  /** Whether `incoming` replaces `buffered`; arrival order breaks ties, so default is always. */
  wins?(incoming: T, buffered: T): boolean;
}): Coalescer<T> {
  let buffer = new Map<number, T>();
  const wins = options.wins ?? (() => true);
  return {
    add(items) {
      for (const item of items) {
        const key = options.keyOf(item);
        const buffered = buffer.get(key);
        if (buffered === undefined || wins(item, buffered)) buffer.set(key, item);
      }
    },
    take() {
      const items = [...buffer.values()];
      buffer = new Map();
      return items;
    },
    get size() {
      return buffer.size;
    },
  };
}
