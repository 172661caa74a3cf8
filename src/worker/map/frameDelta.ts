/**
 * Map frames as they cross to the main thread (SPEC.md M3): whole, or only the slots written
 * since the frame the receiver holds. The worker half keeps a journal of the slots each frame
 * wrote and encodes a delivery against the subscriber's last one; the main-thread half writes
 * deliveries into columns of its own and hands the UI frames of fresh views over them.
 */
import {
  arraysOf,
  COLUMN_SPECS,
  copyFrame,
  type AnyColumn,
  type MapColumnName,
} from './mapColumns';
import type { MapFrame, MapFrameDelta } from './types';

/** Frames a subscriber may fall behind and still get only the changed slots. */
export const MAP_JOURNAL_DEPTH = 32;

/** The slots each frame wrote, for the last MAP_JOURNAL_DEPTH frames since the last whole one. */
export class FrameJournal {
  /** The version of the last whole frame (a full rebuild, or the first). */
  private whole = 0;
  private readonly written = new Map<number, number[]>();

  /** Frame `version` wrote `slots` (null: the whole frame is new). */
  record(version: number, slots: number[] | null): void {
    if (slots === null) {
      this.whole = version;
      this.written.clear();
      return;
    }
    this.written.set(version, slots);
    this.written.delete(version - MAP_JOURNAL_DEPTH);
  }

  /** The slots below `length` written after frame `base` up to `version`; null if unknown. */
  since(base: number, version: number, length: number): Int32Array | null {
    if (base < this.whole || version - base > MAP_JOURNAL_DEPTH) return null;
    // One frame behind (the usual case) needs no merging: a slot written twice is sent twice.
    const slots = version === base + 1 ? this.written.get(version) : this.merged(base, version);
    if (!slots) return null;
    const below = new Int32Array(slots.length);
    let count = 0;
    for (const slot of slots) if (slot < length) below[count++] = slot;
    return count === slots.length ? below : below.slice(0, count);
  }

  private merged(base: number, version: number): number[] | undefined {
    const slots = new Set<number>();
    for (let at = base + 1; at <= version; at += 1) {
      const written = this.written.get(at);
      if (!written) return undefined;
      for (const slot of written) slots.add(slot);
    }
    return [...slots];
  }
}

/** A frame as the projection emits it: a view of the live columns, with their journal. */
export interface MapFrameView extends MapFrameDelta {
  journal: FrameJournal;
}

/**
 * The delivery of `view` to a subscriber last sent `previous`: the slots written since (their
 * indices, and per column their values in that order), or the whole frame when the journal
 * cannot tell (the first delivery, a full rebuild, a subscriber too far behind).
 */
export function encodeDelta(
  view: MapFrameView,
  previous: MapFrameDelta | undefined,
): MapFrameDelta {
  const slots = previous ? view.journal.since(previous.version, view.version, view.length) : null;
  if (!previous || !slots) return { ...copyFrame(view, view.version), base: null, slots: null };
  const delta: Record<string, unknown> = {
    version: view.version,
    length: view.length,
    base: previous.version,
    slots,
  };
  const source = arraysOf(view);
  for (const [name, { array, width }] of COLUMN_SPECS) {
    const values = new array(slots.length * width);
    const stride = width * values.BYTES_PER_ELEMENT;
    const from = bytesOf(source[name]);
    const into = bytesOf(values);
    for (let i = 0; i < slots.length; i += 1) {
      const at = slots[i]! * stride;
      for (let k = 0; k < stride; k += 1) into[i * stride + k] = from[at + k]!;
    }
    delta[name] = values;
  }
  return delta as unknown as MapFrameDelta;
}

/**
 * A column's bytes: copying slots byte by byte through one array type keeps the loops that
 * gather and scatter them monomorphic (over the columns' four types they cost ten times more).
 */
function bytesOf(column: AnyColumn): Uint8Array {
  return new Uint8Array(column.buffer, column.byteOffset, column.byteLength);
}

interface Held {
  arrays: Record<MapColumnName, AnyColumn>;
  version: number;
  length: number;
}

function viewOf(held: Held): MapFrame {
  const frame: Record<string, unknown> = { version: held.version, length: held.length };
  for (const [name, { width }] of COLUMN_SPECS) {
    frame[name] = held.arrays[name].subarray(0, held.length * width);
  }
  return frame as unknown as MapFrame;
}

/** Room for `length` slots in every held column, keeping `[0, kept)`. */
function reserve(held: Held, length: number): void {
  const capacity = held.arrays.ids.length;
  if (length <= capacity) return;
  const size = Math.max(length, capacity * 2, 1024);
  for (const [name, { array, width }] of COLUMN_SPECS) {
    const next = new array(size * width);
    next.set(held.arrays[name].subarray(0, held.length * width));
    held.arrays[name] = next;
  }
}

/**
 * The main-thread half: turns each delivery into a whole map frame. A whole delivery's arrays
 * become the held columns (they were transferred, nothing is copied); a delta's values are
 * written into them at its slots. Each frame is fresh views over the held columns, so deck.gl
 * sees new attribute values and uploads them; the frame before it shares their memory. A delta
 * that does not follow the frame held (never sent so: a port delivers in order) is dropped.
 */
export function frameAssembler(): (delivery: MapFrameDelta) => MapFrame | null {
  let held: Held | null = null;
  return (delivery) => {
    const { slots } = delivery;
    if (slots === null) {
      const whole = arraysOf(delivery);
      const arrays = Object.fromEntries(COLUMN_SPECS.map(([name]) => [name, whole[name]]));
      held = {
        arrays: arrays as Held['arrays'],
        version: delivery.version,
        length: delivery.length,
      };
      return viewOf(held);
    }
    if (!held || held.version !== delivery.base) return null;
    reserve(held, delivery.length);
    const values = arraysOf(delivery);
    for (const [name, { width }] of COLUMN_SPECS) {
      const from = bytesOf(values[name]);
      const into = bytesOf(held.arrays[name]);
      const stride = width * held.arrays[name].BYTES_PER_ELEMENT;
      for (let i = 0; i < slots.length; i += 1) {
        const at = slots[i]! * stride;
        for (let k = 0; k < stride; k += 1) into[at + k] = from[i * stride + k]!;
      }
    }
    held.version = delivery.version;
    held.length = delivery.length;
    return viewOf(held);
  };
}
