/**
 * When the player may skip (SPEC.md RY3): the times every device stands still — in one of its
 * stops, or before its first fix or after its last — within the period, as sorted, merged
 * (start, end) pairs.
 */

export type Interval = [start: number, end: number];

/** One device's idle intervals in [from, to]. */
export function idleIntervals(
  from: number,
  to: number,
  first: number | null,
  last: number | null,
  stops: readonly { start: number; end: number }[],
): Interval[] {
  if (first === null || last === null) return [[from, to]];
  const intervals: Interval[] = [];
  if (first > from) intervals.push([from, first]);
  for (const stop of stops) {
    const start = Math.max(from, stop.start);
    const end = Math.min(to, stop.end);
    if (end > start) intervals.push([start, end]);
  }
  if (last < to) intervals.push([last, to]);
  return merge(intervals);
}

/** Sorts and joins overlapping or touching intervals. */
export function merge(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const merged: Interval[] = [];
  for (const [start, end] of sorted) {
    const previous = merged.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The times inside an interval of every list. */
export function intersect(lists: readonly Interval[][]): Interval[] {
  if (lists.length === 0) return [];
  let result = lists[0]!;
  for (const list of lists.slice(1)) {
    const next: Interval[] = [];
    let i = 0;
    let j = 0;
    while (i < result.length && j < list.length) {
      const start = Math.max(result[i]![0], list[j]![0]);
      const end = Math.min(result[i]![1], list[j]![1]);
      if (end > start) next.push([start, end]);
      if (result[i]![1] < list[j]![1]) i += 1;
      else j += 1;
    }
    result = next;
  }
  return result;
}
