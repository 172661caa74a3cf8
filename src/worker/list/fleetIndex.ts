/**
 * The devices as the list walks them (SPEC.md L10): a slot per device id that never changes
 * while the core runs, the device's latest record and its search text by slot in plain arrays.
 * A full recomputation walks these arrays with an indexed loop instead of iterating the
 * persistent map (its iterator and a callback per device were most of a 100,000-device walk),
 * and the list memory (listMemory.ts) records by the same slots, so no full recomputation
 * builds a map of 100,000 ids. Kept up to date by difference: only the changed devices are read.
 */
import type { Device } from '@farol/model';
import type { DeviceMap } from '../fleet/state';
import { IdTable } from '../kernel/idTable';
import { eachDevice, type DeviceSource } from './filterDevices';
import type { ChangedSince } from './nameOrderCache';
import { searchTextOf } from './searchText';

export class FleetIndex {
  /** Slots by id (a typed array for the usual small ids). */
  private readonly slots = new IdTable();
  /** The latest record by slot; undefined where the device is gone (its slot stays its own). */
  readonly devices: (Device | undefined)[] = [];
  /**
   * The search text by slot, computed as a record arrives (at a load, with the fleet, not on
   * the first keystroke) and kept while its name, uniqueId and plate hold.
   */
  private readonly texts: (string | undefined)[] = [];
  private source: DeviceMap | null = null;

  /** An index of `devices` (tests and benchmarks that hold a plain list). */
  static of(devices: DeviceSource): FleetIndex {
    const index = new FleetIndex();
    eachDevice(devices, (device) => index.put(device.id, device));
    return index;
  }

  /** Slots in use: walk `[0, size)` of `devices`. */
  get size(): number {
    return this.devices.length;
  }

  /** The slot of `id`, taken now if it has none. */
  slotFor(id: number): number {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.devices.length;
      this.slots.set(id, slot);
      this.devices.push(undefined);
      this.texts.push(undefined);
    }
    return slot;
  }

  /** What the list searches in for the device at `slot` (SPEC.md L2). */
  textAt(slot: number): string {
    return this.texts[slot] ?? '';
  }

  /**
   * Brings the index up to `next`: by the changed ids when it last saw the map they changed
   * from, else by a walk of every device.
   */
  sync(next: DeviceMap, changed?: ChangedSince): void {
    if (next === this.source) return;
    if (changed && changed.from === this.source) {
      for (const id of changed.ids) this.put(id, next.get(id));
    } else {
      const before = this.devices.slice();
      this.devices.fill(undefined);
      next.forEach((device) => void this.put(device.id, device, before));
    }
    this.source = next;
  }

  private put(id: number, device: Device | undefined, was = this.devices): void {
    const slot = this.slotFor(id);
    const before = was[slot];
    this.devices[slot] = device;
    const sameText =
      before !== undefined &&
      device !== undefined &&
      before.name === device.name &&
      before.uniqueId === device.uniqueId &&
      before.attributes['plate'] === device.attributes['plate'];
    if (!sameText) this.texts[slot] = device && searchTextOf(device);
  }
}
