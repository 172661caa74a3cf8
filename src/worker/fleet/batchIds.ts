import { POSITION_BATCH_SIZE } from '@farol/model';

/** Splits ids into chunks of at most `size` (SPEC.md B1), keeping their order. */
export function batchIds(ids: readonly number[], size = POSITION_BATCH_SIZE): number[][] {
  if (size < 1) throw new RangeError('batch size must be at least 1');
  const batches: number[][] = [];
  for (let start = 0; start < ids.length; start += size) {
    batches.push(ids.slice(start, start + size));
  }
  return batches;
}
