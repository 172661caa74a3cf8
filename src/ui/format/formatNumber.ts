import { numberFormat } from './formatters';

/** A number in the user's locale with at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 0): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}
