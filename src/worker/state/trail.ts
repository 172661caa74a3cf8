import type { DomainEvent } from './events';

/** Positions kept per trail; older ones are dropped. */
export const MAX_TRAIL_POINTS = 5_000;

/** The device whose positions are recorded since trail mode started, as [lon, lat, …]. */
export interface TrailState {
  deviceId: number;
  path: readonly number[];
}

/** Trail mode (SPEC §4): starts empty, grows with each live position of the device. */
export function reduceTrail(trail: TrailState | null, event: DomainEvent): TrailState | null {
  switch (event.type) {
    case 'device.trailed':
      return event.payload.deviceId === null
        ? null
        : { deviceId: event.payload.deviceId, path: [] };
    case 'positions.received': {
      if (!trail) return trail;
      const added: number[] = [];
      for (const position of event.payload.positions) {
        if (position.deviceId === trail.deviceId) added.push(position.longitude, position.latitude);
      }
      if (added.length === 0) return trail;
      const path = [...trail.path, ...added];
      const excess = path.length - MAX_TRAIL_POINTS * 2;
      return { deviceId: trail.deviceId, path: excess > 0 ? path.slice(excess) : path };
    }
    case 'session.cleared':
      return null;
    default:
      return trail;
  }
}
