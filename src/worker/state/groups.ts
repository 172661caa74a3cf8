import type { Group } from '@farol/model';
import type { DomainEvent } from './events';

/** The user's groups by id (for group labels on the map). */
export function reduceGroups(
  groups: ReadonlyMap<number, Group>,
  event: DomainEvent,
): ReadonlyMap<number, Group> {
  switch (event.type) {
    case 'groups.loaded':
      return new Map(event.payload.groups.map((group) => [group.id, group]));
    case 'session.cleared':
      return groups.size === 0 ? groups : new Map();
    default:
      return groups;
  }
}
