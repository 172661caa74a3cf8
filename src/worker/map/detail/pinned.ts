/** The devices the map always draws one by one, whatever the detail level (SPEC.md D4). */
import type { Position } from '@farol/model';
import type { CoreState } from '../../state';

/** Whether a position reports an alarm (the `alarm` attribute, Traccar's alarm kinds). */
export function alarming(position: Position | undefined): boolean {
  const alarm = position?.attributes['alarm'];
  return typeof alarm === 'string' && alarm !== '';
}

/**
 * The selected device, the followed one and those with an alert on screen, as ids; devices
 * whose latest position reports an alarm are pinned too (`isPinned`), found as the fleet is
 * walked.
 */
export function pinnedIds(state: CoreState): Set<number> {
  const ids = new Set<number>();
  if (state.selectedId !== null) ids.add(state.selectedId);
  if (state.followId !== null) ids.add(state.followId);
  for (const toast of state.toasts.items) ids.add(toast.event.deviceId);
  return ids;
}

/** Whether a device is drawn on its own at every level. */
export const isPinned = (ids: ReadonlySet<number>, id: number, position: Position | undefined) =>
  ids.has(id) || alarming(position);
