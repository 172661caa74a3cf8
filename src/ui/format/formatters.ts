/**
 * Intl formatters kept once made: building one costs far more than formatting with it, and the
 * route player formats its clock and point on every frame, the device list a relative time per
 * row. Keyed by locale and options; the few combinations the app uses keep the maps small.
 */
function keptFormatter<Options, Format>(make: (locale: string, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (locale: string, options: Options): Format => {
    const key = `${locale}|${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = make(locale, options);
      kept.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = keptFormatter(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat = keptFormatter(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export const relativeTimeFormat = keptFormatter(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);
