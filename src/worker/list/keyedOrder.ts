/**
 * Devices kept in the order of their two sort keys (sortKeys.ts) in blocks of a few hundred:
 * inserting or removing one device shifts part of one block and finds it by two binary
 * searches, so a batch of changes costs what it changes, not the size of the list (SPEC.md L9).
 */
import type { Device } from '@farol/model';

/** Entries per block when built; a block that fills up (twice as many) splits in two halves. */
const BLOCK_FILL = 256;

interface Block {
  devices: Device[];
  /** The entries' keys, compared first by `k1`, then by `k2`; `size` of them in use. */
  k1: Float64Array;
  k2: Float64Array;
  size: number;
}

function block(capacity: number, devices: Device[], k1: Float64Array, k2: Float64Array): Block {
  const keys1 = new Float64Array(capacity);
  const keys2 = new Float64Array(capacity);
  keys1.set(k1);
  keys2.set(k2);
  return { devices, k1: keys1, k2: keys2, size: devices.length };
}

/** Whether keys (a1, a2) come before (b1, b2). */
const before = (a1: number, a2: number, b1: number, b2: number) =>
  a1 < b1 || (a1 === b1 && a2 < b2);

/** The first index of `b` whose keys are not below (x, y). */
function lowerBound(b: Block, x: number, y: number): number {
  let low = 0;
  let high = b.size;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (before(b.k1[mid]!, b.k2[mid]!, x, y)) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class KeyedOrder {
  private blocks: Block[] = [];
  /** How many devices are in the order. */
  size = 0;

  /** `fill`: entries per block as built (tests make it tiny to split and empty blocks often). */
  private constructor(private readonly fill: number) {}

  /** An order from devices already sorted by their keys (`k1[i]`, `k2[i]` are device i's). */
  static fromSorted(
    devices: readonly Device[],
    k1: Float64Array,
    k2: Float64Array,
    fill = BLOCK_FILL,
  ): KeyedOrder {
    const order = new KeyedOrder(fill);
    for (let from = 0; from < devices.length; from += fill) {
      const to = Math.min(devices.length, from + fill);
      order.blocks.push(
        order.block(devices.slice(from, to), k1.subarray(from, to), k2.subarray(from, to)),
      );
    }
    order.size = devices.length;
    return order;
  }

  private block(devices: Device[], k1: Float64Array, k2: Float64Array): Block {
    return block(2 * this.fill, devices, k1, k2);
  }

  /** The block where keys (x, y) are or would go: the first whose last keys are not below. */
  private blockOf(x: number, y: number): number {
    const { blocks } = this;
    let low = 0;
    let high = blocks.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const b = blocks[mid]!;
      if (before(b.k1[b.size - 1]!, b.k2[b.size - 1]!, x, y)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Adds `device` at keys (x, y). */
  insert(device: Device, x: number, y: number): void {
    if (this.blocks.length === 0) {
      this.blocks.push(this.block([], new Float64Array(0), new Float64Array(0)));
    }
    const at = this.blockOf(x, y);
    const b = this.blocks[at]!;
    const i = lowerBound(b, x, y);
    b.k1.copyWithin(i + 1, i, b.size);
    b.k2.copyWithin(i + 1, i, b.size);
    b.k1[i] = x;
    b.k2[i] = y;
    b.devices.splice(i, 0, device);
    b.size += 1;
    this.size += 1;
    if (b.size === 2 * this.fill) this.split(at);
  }

  /** The index in block `at` of the device `id` at keys (x, y), or -1 when it is not there. */
  private indexOf(at: number, id: number, x: number, y: number): number {
    const b = this.blocks[at];
    if (!b) return -1;
    const i = lowerBound(b, x, y);
    return i < b.size && b.devices[i]!.id === id ? i : -1;
  }

  /**
   * Puts `device` (a newer record of the same device) in place of the one at keys (x, y);
   * false (and nothing changed) when that device is not there.
   */
  replace(device: Device, x: number, y: number): boolean {
    const at = this.blockOf(x, y);
    const i = this.indexOf(at, device.id, x, y);
    if (i < 0) return false;
    this.blocks[at]!.devices[i] = device;
    return true;
  }

  /**
   * Takes out the device `id` found at keys (x, y); false (and nothing changed) when it is not
   * there.
   */
  remove(id: number, x: number, y: number): boolean {
    const at = this.blockOf(x, y);
    const i = this.indexOf(at, id, x, y);
    if (i < 0) return false;
    const b = this.blocks[at]!;
    b.k1.copyWithin(i, i + 1, b.size);
    b.k2.copyWithin(i, i + 1, b.size);
    b.devices.splice(i, 1);
    b.size -= 1;
    this.size -= 1;
    if (b.size === 0) this.blocks.splice(at, 1);
    return true;
  }

  private split(at: number): void {
    const b = this.blocks[at]!;
    const half = b.size >>> 1;
    const tail = this.block(
      b.devices.splice(half),
      b.k1.subarray(half, b.size),
      b.k2.subarray(half, b.size),
    );
    b.size = half;
    this.blocks.splice(at + 1, 0, tail);
  }

  /** The devices at positions `[start, end)` of the order. */
  slice(start: number, end: number): Device[] {
    const result: Device[] = [];
    let offset = 0;
    for (const b of this.blocks) {
      if (offset >= end) break;
      if (offset + b.size > start) {
        const from = Math.max(0, start - offset);
        const to = Math.min(b.size, end - offset);
        for (let i = from; i < to; i += 1) result.push(b.devices[i]!);
      }
      offset += b.size;
    }
    return result;
  }

  /** Calls `visit` for each device in order, with its keys. */
  forEach(visit: (device: Device, k1: number, k2: number) => void): void {
    for (const b of this.blocks) {
      for (let i = 0; i < b.size; i += 1) visit(b.devices[i]!, b.k1[i]!, b.k2[i]!);
    }
  }
}
