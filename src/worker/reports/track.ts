/**
 * A device's route as typed columns (SPEC.md RP3): one slot per position, in the server's order
 * (ascending fix time). Numbers and booleans of `attributes` become Float64 columns (NaN where a
 * position lacks them, booleans as 0/1); other values become indexes into one string table, as
 * addresses do. Nothing per point is an object once decoded.
 */

export interface Track {
  deviceId: number;
  length: number;
  ids: Float64Array;
  /** Fix time, epoch ms. */
  times: Float64Array;
  /** (longitude, latitude) pairs. */
  positions: Float64Array;
  /** Knots. */
  speeds: Float32Array;
  courses: Float32Array;
  altitudes: Float32Array;
  /**
   * Index into `strings`, -1 without an address; null while no position has one (a route
   * without a geocoder: 4 bytes a position spared). Read through `addressAt`.
   */
  addresses: Int32Array | null;
  /** Numeric and boolean attributes by name. */
  numeric: Map<string, Float64Array>;
  /** Names of `numeric` columns that hold booleans. */
  booleans: Set<string>;
  /** Other attributes by name, as indexes into `strings` (-1 where absent). */
  text: Map<string, Int32Array>;
  strings: string[];
}

export interface TrackBuilder {
  /** Adds one position as the server sent it; returns false when it is not a position. */
  add(item: unknown): boolean;
  length(): number;
  /** The columns, trimmed to the positions added. */
  finish(): Track;
}

const INITIAL_CAPACITY = 1024;

type Column = Float64Array | Float32Array | Int32Array;

function grow<T extends Column>(column: T, capacity: number, fill?: number): T {
  const next = new (column.constructor as new (length: number) => T)(capacity);
  next.set(column);
  if (fill !== undefined) next.fill(fill, column.length);
  return next;
}

/** Epoch ms of an ISO date, NaN when it is not one. */
const timeOf = (value: unknown): number => (typeof value === 'string' ? Date.parse(value) : NaN);

export function createTrackBuilder(deviceId: number): TrackBuilder {
  let capacity = INITIAL_CAPACITY;
  let length = 0;
  let ids = new Float64Array(capacity);
  let times = new Float64Array(capacity);
  let positions = new Float64Array(capacity * 2);
  let speeds = new Float32Array(capacity);
  let courses = new Float32Array(capacity);
  let altitudes = new Float32Array(capacity);
  let addresses: Int32Array | null = null;
  const numeric = new Map<string, Float64Array>();
  const booleans = new Set<string>();
  const text = new Map<string, Int32Array>();
  const strings: string[] = [];
  const stringIndex = new Map<string, number>();

  const intern = (value: string): number => {
    let index = stringIndex.get(value);
    if (index === undefined) {
      index = strings.length;
      strings.push(value);
      stringIndex.set(value, index);
    }
    return index;
  };

  function enlarge(): void {
    capacity *= 2;
    ids = grow(ids, capacity);
    times = grow(times, capacity);
    positions = grow(positions, capacity * 2);
    speeds = grow(speeds, capacity);
    courses = grow(courses, capacity);
    altitudes = grow(altitudes, capacity);
    if (addresses) addresses = grow(addresses, capacity, -1);
    for (const [name, column] of numeric) numeric.set(name, grow(column, capacity, NaN));
    for (const [name, column] of text) text.set(name, grow(column, capacity, -1));
  }

  function numericColumn(name: string): Float64Array {
    let column = numeric.get(name);
    if (!column) {
      column = new Float64Array(capacity).fill(NaN);
      numeric.set(name, column);
    }
    return column;
  }

  function textColumn(name: string): Int32Array {
    let column = text.get(name);
    if (!column) {
      column = new Int32Array(capacity).fill(-1);
      text.set(name, column);
    }
    return column;
  }

  function addAttribute(name: string, value: unknown, slot: number): void {
    if (value === null || value === undefined) return;
    if (typeof value === 'number' || typeof value === 'boolean') {
      // A name first seen as text stays text.
      if (text.has(name)) {
        textColumn(name)[slot] = intern(String(value));
        return;
      }
      if (!numeric.has(name) && typeof value === 'boolean') booleans.add(name);
      numericColumn(name)[slot] = Number(value);
      return;
    }
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    const column = numeric.get(name);
    if (column) {
      const number = Number(shown);
      column[slot] = Number.isFinite(number) ? number : NaN;
      return;
    }
    textColumn(name)[slot] = intern(shown);
  }

  return {
    add(item) {
      if (!item || typeof item !== 'object') return false;
      const p = item as Record<string, unknown>;
      const time = timeOf(p.fixTime);
      if (
        typeof p.id !== 'number' ||
        typeof p.latitude !== 'number' ||
        typeof p.longitude !== 'number' ||
        Number.isNaN(time)
      ) {
        return false;
      }
      if (length === capacity) enlarge();
      const slot = length;
      ids[slot] = p.id;
      times[slot] = time;
      positions[slot * 2] = p.longitude;
      positions[slot * 2 + 1] = p.latitude;
      speeds[slot] = typeof p.speed === 'number' ? p.speed : 0;
      courses[slot] = typeof p.course === 'number' ? p.course : 0;
      altitudes[slot] = typeof p.altitude === 'number' ? p.altitude : 0;
      if (typeof p.address === 'string' && p.address !== '') {
        addresses ??= new Int32Array(capacity).fill(-1);
        addresses[slot] = intern(p.address);
      }
      if (typeof p.accuracy === 'number' && p.accuracy > 0) {
        numericColumn('accuracy')[slot] = p.accuracy;
      }
      const attributes = p.attributes;
      if (attributes && typeof attributes === 'object') {
        for (const name in attributes) {
          addAttribute(name, (attributes as Record<string, unknown>)[name], slot);
        }
      }
      length += 1;
      return true;
    },
    length: () => length,
    finish() {
      const trim = <T extends Column>(column: T, size = length): T => column.slice(0, size) as T;
      return {
        deviceId,
        length,
        ids: trim(ids),
        times: trim(times),
        positions: trim(positions, length * 2),
        speeds: trim(speeds),
        courses: trim(courses),
        altitudes: trim(altitudes),
        addresses: addresses && trim(addresses),
        numeric: new Map([...numeric].map(([name, column]) => [name, trim(column)])),
        booleans,
        text: new Map([...text].map(([name, column]) => [name, trim(column)])),
        strings,
      };
    },
  };
}

/** The address of the position at `slot`, or null without one. */
export function addressAt(track: Track, slot: number): string | null {
  const index = track.addresses?.[slot] ?? -1;
  return index >= 0 ? track.strings[index]! : null;
}

/** The value of attribute `name` at `slot`, as the server sent it (number, boolean or text). */
export function attributeAt(track: Track, name: string, slot: number): unknown {
  const numbers = track.numeric.get(name);
  if (numbers) {
    const value = numbers[slot]!;
    if (Number.isNaN(value)) return undefined;
    return track.booleans.has(name) ? value !== 0 : value;
  }
  const texts = track.text.get(name);
  if (texts && texts[slot]! >= 0) return track.strings[texts[slot]!];
  return undefined;
}
