import type { Attrs } from '../storage';

/** A configuration value by key, or undefined when nothing sets it. */
export type Lookup = (key: string) => unknown;

/**
 * Traccar's AttributeUtil.lookup: the first of `sources` that has the key wins. The pipeline
 * passes the device's attributes, then its groups' from the nearest up, then the server's, then
 * Farol's configuration options.
 */
export function lookupIn(sources: readonly Attrs[]): Lookup {
  return (key) => {
    for (const source of sources) {
      const value = source[key];
      if (value !== undefined && value !== null && value !== '') return value;
    }
    return undefined;
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
