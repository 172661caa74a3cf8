/**
 * The comma-separated lists a notification keeps: its channels (`notificators`) and, for the
 * alarm type, the alarms it watches (`attributes.alarms`).
 */

/** The entries of a comma-separated list, trimmed, without empties. */
export function splitList(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** `list` with `item` added or removed, in the order of `order` (unknown items last). */
export function toggleItem(
  list: readonly string[],
  item: string,
  on: boolean,
  order: readonly string[],
): string[] {
  const next = new Set(list);
  if (on) next.add(item);
  else next.delete(item);
  const rank = (value: string) => {
    const index = order.indexOf(value);
    return index < 0 ? order.length : index;
  };
  return [...next].sort((a, b) => rank(a) - rank(b));
}
