import type { EntityKind, EntityViewOf } from '../../worker/types';
import { searchKey } from '../lists/listColumns';

/** The name a person knows an object by, per kind. */
export function entityLabel<K extends EntityKind>(kind: K, item: EntityViewOf[K]): string {
  const entity = item as unknown as Record<string, unknown>;
  const text = (key: string) => (typeof entity[key] === 'string' ? (entity[key] as string) : '');
  switch (kind) {
    case 'notification':
      return text('description') || text('type');
    case 'command':
      return text('description') || text('type');
    case 'computed':
      return text('description') || text('attribute');
    default:
      return text('name') || `#${item.id}`;
  }
}

/**
 * The objects of a kind a person may link, by label, whose label holds every word of `search`
 * (accents and case aside), in label order. Anchors are listed apart, never linked by hand.
 */
export function linkableByLabel<K extends EntityKind>(
  kind: K,
  items: readonly EntityViewOf[K][],
  search: string,
): { id: number; label: string }[] {
  const words = searchKey(search).split(/\s+/).filter(Boolean);
  return items
    .filter((item) => !(kind === 'geofence' && (item as { isAnchor?: boolean }).isAnchor))
    .map((item) => ({ id: item.id, label: entityLabel(kind, item) }))
    .filter((item) => words.every((word) => searchKey(item.label).includes(word)))
    .sort((a, b) => a.label.localeCompare(b.label));
}
