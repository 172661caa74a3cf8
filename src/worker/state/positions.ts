import { Map as ImmutableMap } from 'immutable';
import type { Position } from '@farol/model';
import { supersedes } from '../derive/supersedes';
import type { DomainEvent } from './events';
import type { PositionMap } from './state';

function merge(positions: PositionMap, incoming: readonly Position[]): PositionMap {
  return positions.withMutations((map) => {
    for (const position of incoming) {
      if (supersedes(position, map.get(position.deviceId))) map.set(position.deviceId, position);
    }
  });
}

/**
 * The latest position per device id. REST loads and socket pushes merge by last write wins
 * (SPEC.md B2); a snapshot replaces everything; a device list reload drops the positions of
 * devices that are gone.
 */
export function reducePositions(positions: PositionMap, event: DomainEvent): PositionMap {
  switch (event.type) {
    case 'positions.loaded':
    case 'positions.received':
      return merge(positions, event.payload.positions);
    case 'snapshot.restored':
      return merge(ImmutableMap(), event.payload.positions);
    case 'devices.loaded': {
      const ids = new Set(event.payload.devices.map((device) => device.id));
      const kept = positions.filter((_, deviceId) => ids.has(deviceId));
      return kept.size === positions.size ? positions : kept;
    }
    case 'session.cleared':
      return positions.size === 0 ? positions : ImmutableMap();
    default:
      return positions;
  }
}
