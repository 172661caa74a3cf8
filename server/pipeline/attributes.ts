import type { Attrs } from '../storage';

/** A configuration value by key, or undefined when nothing sets it. */
export type Lookup = (key: string) => unknown;

/**
 * Traccar's AttributeUtil.lookup: the first of `sources` that has the key wins. The pipeline
 * passes the device's attributes, then its groups' from the nearest up, then the server's, then
 * Farol's configuration options. The sources are merged once, here, into one map (a position
 * asks for dozens of keys, each of which walked every source): a change to any of them is a new
 * attributes object, and the owner builds a new lookup (DeviceEnvironments, `lookupFollowing`).
 */
export function lookupIn(sources: readonly Attrs[]): Lookup {
  const merged = new Map<string, unknown>();
  for (const source of sources) {
    for (const key of Object.keys(source)) {
      const value = source[key];
      if (value !== undefined && value !== null && value !== '' && !merged.has(key)) {
        merged.set(key, value);
      }
    }
  }
  return (key) => merged.get(key);
}

/**
 * A lookup over `first()` then `rest`, merged again only when `first()` returns another object
 * (the server's attributes, replaced whole by every change).
 */
export function lookupFollowing(first: () => Attrs, rest: readonly Attrs[]): Lookup {
  let source: Attrs | null = null;
  let lookup: Lookup = () => undefined;
  return (key) => {
    const current = first();
    if (current !== source) {
      source = current;
      lookup = lookupIn([current, ...rest]);
    }
    return lookup(key);
  };
}

/** A number, also from text as attributes edited in a form often are; else `fallback`. */
export function numberOf(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** A boolean, also from the text "true"/"false"; else `fallback`. */
export function booleanOf(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

export const lookupNumber = (lookup: Lookup, key: string, fallback: number): number =>
  numberOf(lookup(key), fallback);

export const lookupBoolean = (lookup: Lookup, key: string, fallback: boolean): boolean =>
  booleanOf(lookup(key), fallback);

export const lookupString = (lookup: Lookup, key: string, fallback: string): string => {
  const value = lookup(key);
  return value === undefined ? fallback : String(value);
};
