import type { DomainEvent } from './events';

/** The followed device: the map recentres on its every update (SPEC §4). */
export function reduceFollow(followId: number | null, event: DomainEvent): number | null {
  switch (event.type) {
    case 'device.followed':
      return event.payload.deviceId;
    case 'session.cleared':
      return null;
    default:
      return followId;
  }
}
