/**
 * Whole numbers by device id, for the lookups a walk of 100,000 devices makes (the list's fleet
 * index, the map's slots): server ids are small consecutive integers, so ids below `DENSE_IDS`
 * live in a typed array indexed by id (value + 1, 0 for none; grown as ids arrive), and any
 * other id in a map.
 */

/** Ids below this are kept in the typed array (at most 16 MB), larger ones in the map. */
const DENSE_IDS = 1 << 22;

export class IdTable {
  private dense = new Int32Array(1024);
  private readonly sparse = new Map<number, number>();

  get(id: number): number | undefined {
    // A typed array has no element at a negative, fractional or too large index.
    const found = this.dense[id];
    if (found !== undefined) return found === 0 ? undefined : found - 1;
    return isDense(id) ? undefined : this.sparse.get(id);
  }

  /** Stores `value` (a whole number from 0 up) for `id`. */
  set(id: number, value: number): void {
    if (!isDense(id)) {
      this.sparse.set(id, value);
      return;
    }
    if (id >= this.dense.length) this.grow(id);
    this.dense[id] = value + 1;
  }

  delete(id: number): void {
    if (isDense(id)) {
      if (id < this.dense.length) this.dense[id] = 0;
    } else this.sparse.delete(id);
  }

  clear(): void {
    this.dense.fill(0);
    this.sparse.clear();
  }

  private grow(id: number): void {
    let size = this.dense.length * 2;
    while (size <= id) size *= 2;
    const dense = new Int32Array(Math.min(size, DENSE_IDS));
    dense.set(this.dense);
    this.dense = dense;
  }
}

const isDense = (id: number) => Number.isInteger(id) && id >= 0 && id < DENSE_IDS;
