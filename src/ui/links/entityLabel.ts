import type { EntityKind, EntityViewOf } from '../../worker/types';

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
