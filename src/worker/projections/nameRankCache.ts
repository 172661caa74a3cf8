import type { Device } from '../../model';
import { rankByName } from '../derive/nameRank';
import type { DeviceMap } from '../state/state';

/**
 * Memoises rankByName over device maps: a new map whose names are all unchanged (a status
 * push, say) reuses the ranks after one O(n) check instead of collating again.
 */
export function createNameRankCache(collator: Intl.Collator) {
  let devices: DeviceMap | null = null;
  let names = new Map<number, string>();
  let ranks = new Map<number, number>();

  const namesUnchanged = (next: DeviceMap) => {
    if (next.size !== names.size) return false;
    for (const device of next.values()) {
      if (names.get(device.id) !== device.name) return false;
    }
    return true;
  };

  return (next: DeviceMap): ReadonlyMap<number, number> => {
    if (next === devices) return ranks;
    if (!namesUnchanged(next)) {
      const list: Device[] = [...next.values()];
      ranks = rankByName(list, collator);
      names = new Map(list.map((device) => [device.id, device.name]));
    }
    devices = next;
    return ranks;
  };
}
