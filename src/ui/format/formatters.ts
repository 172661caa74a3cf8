/**
 * Intl formatters kept once made: building one costs far more than formatting with it, and the
 * route player formats its clock and point on every frame. Keyed by locale and options; the
 * few combinations the app uses keep the maps small.
 */
const dateTimes = new Map<string, Intl.DateTimeFormat>();
const numbers = new Map<string, Intl.NumberFormat>();

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimes.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimes.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numbers.set(key, format);
  }
  return format;
}
