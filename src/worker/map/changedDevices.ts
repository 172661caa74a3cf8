import type { DomainEvent } from '../events';

/** Which devices an event may have changed on the map: 'all', a list of ids, or none (null). */
export type ChangedDevices = 'all' | readonly number[] | null;

/**
 * The map updates only the slots of the devices an event touched (SPEC.md M2); loads, restores,
 * filter, detail and session changes redraw everything.
 */
export function changedDevices(event: DomainEvent): ChangedDevices {
  switch (event.type) {
    case 'positions.received':
      return event.payload.positions.map((position) => position.deviceId);
    case 'devices.updated':
      return event.payload.devices.map((device) => device.id);
    // Devices saved, removed or listed again by the management screens (SPEC.md M2).
    case 'entity.saved':
      return event.payload.kind === 'device' ? [event.payload.item.id] : null;
    case 'entities.removed':
      return event.payload.kind === 'device' ? event.payload.ids : null;
    case 'entities.loaded':
      return event.payload.kind === 'device' ? 'all' : null;
    case 'devices.loaded':
    case 'positions.loaded':
    case 'snapshot.restored':
    case 'session.cleared':
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
    default:
      return null;
  }
}
