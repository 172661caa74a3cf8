import type { DomainEvent } from '../events';
import { fleetChanges, unionIds, type ChangedIds } from '../fleet/fleetChanges';

/** Which devices an event may have changed on the map: 'all', a list of ids, or none (null). */
export type ChangedDevices = ChangedIds;

/**
 * The map updates only the slots of the devices an event touched (SPEC.md M2): their records or
 * positions (devices saved, removed or listed again by the management screens among them);
 * loads, restores, filter, detail and session changes redraw everything.
 */
export function changedDevices(event: DomainEvent): ChangedDevices {
  switch (event.type) {
    case 'filter.changed':
    case 'mapDetail.changed':
      return 'all';
    case 'device.selected':
    case 'device.followed':
    case 'alerts.expired':
    case 'alert.dismissed':
    case 'events.received':
      // The pinned devices may change (SPEC.md D4): compared when the frame is written.
      return [];
    default: {
      const changes = fleetChanges(event);
      return unionIds(changes.devices, changes.positions);
    }
  }
}
