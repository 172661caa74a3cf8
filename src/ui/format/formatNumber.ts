/** A number in the user's locale with at most `digits` decimals. */
export function formatNumber(value: number, locale: string, digits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** Latitude and longitude in decimal degrees, 6 decimals. */
export function formatCoordinates(latitude: number, longitude: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 6,
    maximumFractionDigits: 6,
  });
  return `${format.format(latitude)}, ${format.format(longitude)}`;
}
