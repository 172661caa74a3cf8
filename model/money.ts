/**
 * Money in integer cents, and the rates billing applies to it, computed exactly: amounts and
 * rates are read from their decimal text (never through binary floating point) and every
 * product is taken in integers, rounded once to the cent, half up.
 */

/** An amount in cents (centavos): a whole number. */
export type Cents = number;

/**
 * A percentage as an exact fraction: `numerator / scale` percent, e.g. 2.5 % is {25, 10}.
 * Read with `parseRate`.
 */
export interface Rate {
  numerator: bigint;
  scale: bigint;
}

/** No rate at all: 0 %. */
export const ZERO_RATE: Rate = { numerator: 0n, scale: 1n };

/** Up to 2 decimals for money, up to 6 for rates; '.' or ',' as the decimal mark. */
const MONEY = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;
const RATE = /^(\d{1,6})(?:[.,](\d{1,6}))?$/;

/** The decimal text of a number or string, or null for anything else. */
function decimalText(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // Shortest round-trip text: 49.9 → '49.9', 0.1 + 0.2 → '0.30000000000000004' (refused).
    return String(value).includes('e') ? null : String(value);
  }
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * Cents from an amount in currency units: 49.9, '49.90' and '49,9' are 4990. Null for what is
 * no amount (negative, more than 2 decimals, not a number).
 */
export function parseCents(value: unknown): Cents | null {
  const text = decimalText(value);
  const match = text === null ? null : MONEY.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(fraction);
}

/** A percentage from its decimal text: 2, '2.5', '0,033'. Null for what is no rate. */
export function parseRate(value: unknown): Rate | null {
  const text = decimalText(value);
  const match = text === null ? null : RATE.exec(text);
  if (!match) return null;
  const fraction = match[2] ?? '';
  return {
    numerator: BigInt(match[1]! + fraction),
    scale: 10n ** BigInt(fraction.length),
  };
}

/** A rate as decimal text with a point: {25, 10} → '2.5'. */
export function rateText(rate: Rate): string {
  const digits = rate.scale.toString().length - 1;
  const text = rate.numerator.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** `dividend / divisor` rounded to the nearest whole number, halves up (both non-negative). */
export function divideRounded(dividend: bigint, divisor: bigint): bigint {
  return (2n * dividend + divisor) / (2n * divisor);
}

/** `rate` percent of `cents`, to the cent (half up). */
export function percentOf(cents: Cents, rate: Rate): Cents {
  return Number(divideRounded(BigInt(cents) * rate.numerator, 100n * rate.scale));
}

/** Currency units from cents, for JSON and display: 4990 → 49.9. */
export const centsToUnits = (cents: Cents): number => cents / 100;

/** Cents as decimal text with 2 decimals and a point: 4990 → '49.90' (stored settings). */
export function centsToText(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
