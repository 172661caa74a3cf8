/**
 * What the list did with each device when it last saw it: counted under which status, listed
 * or not, and at which keys. A changed device leaves its old place from this record, so an
 * update reads only the changed devices as they are now, never the fleet as it was (SPEC.md L9).
 * Typed arrays indexed by the device's slot in the fleet index (fleetIndex.ts, shared with the
 * list that built it): no object and no map entry per device.
 */
import type { DeviceStatus } from '@farol/model';
import { FleetIndex } from './fleetIndex';

const STATUS_CODES: Record<DeviceStatus, number> = { online: 1, offline: 2, unknown: 3 };
const STATUSES: DeviceStatus[] = ['unknown', 'online', 'offline', 'unknown'];
/** Set on a code when the device is listed, not only counted. */
const LISTED = 4;

/** A device's record as `take` returns it; `status` null when it was not counted. */
export interface Remembered {
  status: DeviceStatus | null;
  listed: boolean;
  k1: number;
  k2: number;
}

export class ListMemory {
  private codes: Uint8Array;
  private k1: Float64Array;
  private k2: Float64Array;

  /** `index`: the slots by device id; `expected`: how many slots it will likely use. */
  constructor(
    readonly index: FleetIndex = new FleetIndex(),
    expected = index.size,
  ) {
    const capacity = Math.max(1024, expected);
    this.codes = new Uint8Array(capacity);
    this.k1 = new Float64Array(capacity);
    this.k2 = new Float64Array(capacity);
  }

  /** Records device `id` counted under `status`, and listed at (x, y) when `listed`. */
  keep(id: number, status: DeviceStatus, listed: boolean, x = 0, y = 0): void {
    this.keepAt(this.index.slotFor(id), status, listed, x, y);
  }

  /** `keep` for the device at `slot` of the index. */
  keepAt(slot: number, status: DeviceStatus, listed: boolean, x = 0, y = 0): void {
    if (slot >= this.codes.length) this.grow(slot + 1);
    this.codes[slot] = STATUS_CODES[status] | (listed ? LISTED : 0);
    this.k1[slot] = x;
    this.k2[slot] = y;
  }

  /** Forgets device `id` and writes what was recorded of it into `out`. */
  take(id: number, out: Remembered): void {
    const slot = this.index.slotFor(id);
    const code = slot < this.codes.length ? this.codes[slot]! : 0;
    out.status = code === 0 ? null : STATUSES[code & 3]!;
    out.listed = (code & LISTED) !== 0;
    if (code === 0) return;
    out.k1 = this.k1[slot]!;
    out.k2 = this.k2[slot]!;
    this.codes[slot] = 0;
  }

  private grow(least: number): void {
    let size = this.codes.length * 2;
    while (size < least) size *= 2;
    const codes = new Uint8Array(size);
    const k1 = new Float64Array(size);
    const k2 = new Float64Array(size);
    codes.set(this.codes);
    k1.set(this.k1);
    k2.set(this.k2);
    this.codes = codes;
    this.k1 = k1;
    this.k2 = k2;
  }
}
