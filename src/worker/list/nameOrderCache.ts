import { nameOrder, type NameOrder } from './nameOrder';
import type { DeviceMap } from '../fleet/state';

/** The devices changed (added, removed or replaced) between the map `from` and the next one. */
export interface ChangedSince {
  from: DeviceMap;
  ids: Iterable<number>;
}

/**
 * Memoises nameOrder over device maps: a new map whose names are all unchanged (a status
 * push, say) reuses the ranks after a check instead of collating again. The check reads only
 * the changed devices when told which changed since the map last seen, else all of them.
 */
export function createNameOrderCache(collator: Intl.Collator) {
  let devices: DeviceMap | null = null;
  let names = new Map<number, string>();
  let order: NameOrder = { index: new Map(), groupStart: new Int32Array(0) };

  const namesUnchanged = (next: DeviceMap, changed?: ChangedSince) => {
    if (next.size !== names.size) return false;
    if (changed && changed.from === devices) {
      for (const id of changed.ids) if (next.get(id)?.name !== names.get(id)) return false;
      return true;
    }
    let same = true;
    // Immutable stops a forEach when the callback returns false: that ends the scan early.
    next.forEach((device) => (same = names.get(device.id) === device.name));
    return same;
  };

  return (next: DeviceMap, changed?: ChangedSince): NameOrder => {
    if (next === devices) return order;
    if (!namesUnchanged(next, changed)) {
      order = nameOrder(next, collator);
      names = new Map();
      next.forEach((device) => void names.set(device.id, device.name));
    }
    devices = next;
    return order;
  };
}
