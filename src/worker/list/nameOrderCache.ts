import { nameOrder, type NameOrder } from './nameOrder';
import type { DeviceMap } from '../fleet/state';

/**
 * Memoises nameOrder over device maps: a new map whose names are all unchanged (a status
 * push, say) reuses the ranks after one O(n) check instead of collating again.
 */
export function createNameOrderCache(collator: Intl.Collator) {
  let devices: DeviceMap | null = null;
  let names = new Map<number, string>();
  let order: NameOrder = { index: new Map(), groupStart: new Int32Array(0) };

  const namesUnchanged = (next: DeviceMap) => {
    if (next.size !== names.size) return false;
    let same = true;
    // Immutable stops a forEach when the callback returns false: that ends the scan early.
    next.forEach((device) => (same = names.get(device.id) === device.name));
    return same;
  };

  return (next: DeviceMap): NameOrder => {
    if (next === devices) return order;
    if (!namesUnchanged(next)) {
      order = nameOrder(next, collator);
      names = new Map();
      next.forEach((device) => void names.set(device.id, device.name));
    }
    devices = next;
    return order;
  };
}
