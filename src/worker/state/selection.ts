import type { DomainEvent } from './events';

/** The id of the selected device, or null. */
export function reduceSelection(selectedId: number | null, event: DomainEvent): number | null {
  switch (event.type) {
    case 'device.selected':
      return event.payload.deviceId;
    case 'session.cleared':
      return null;
    default:
      return selectedId;
  }
}
