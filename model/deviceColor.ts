/**
 * Device glyph colours (`tarkan.color`, companion-api.md §1.6): read by the core for the map and
 * written by the device form.
 */

/** RGBA of an opaque white: the glyph colour of devices without `tarkan.color`. */
export const WHITE: readonly [number, number, number, number] = [255, 255, 255, 255];

/** Hue in degrees, saturation and brightness 0–1, as 0–255 RGB. */
export function hsbToRgb(
  hue: number,
  saturation: number,
  brightness: number,
): [number, number, number] {
  const h = (((hue % 360) + 360) % 360) / 60;
  const s = Math.min(1, Math.max(0, saturation));
  const v = Math.min(1, Math.max(0, brightness));
  const c = v * s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x];
  const m = v - c;
  return [r + m, g + m, b + m].map((part) => Math.round(part * 255)) as [number, number, number];
}

/**
 * The device's `tarkan.color` as RGBA (src/worker/SPEC.md M6): `#rgb`, `#rrggbb`, or the companion's
 * `h|s|b` (hue in degrees, saturation and brightness in percent, or 0–1). Anything else: white.
 */
export function deviceColor(value: unknown): readonly [number, number, number, number] {
  if (typeof value !== 'string') return WHITE;
  const text = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(255) as [
      number,
      number,
      number,
      number,
    ];
  }
  const parts = text.split('|').map(Number);
  if (parts.length === 3 && parts.every(Number.isFinite)) {
    const [hue, saturation, brightness] = parts as [number, number, number];
    const unit = (part: number) => (part > 1 ? part / 100 : part);
    return [...hsbToRgb(hue, unit(saturation), unit(brightness)), 255];
  }
  return WHITE;
}

/** The companion's `h|s|b` value: hue in degrees, saturation and brightness in percent. */
export function formatHsb(hue: number, saturation: number, brightness: number): string {
  const round = (value: number) => Math.round(value);
  return `${round(hue)}|${round(saturation)}|${round(brightness)}`;
}

/** Reads `h|s|b` (percent or 0–1 parts) back; null for anything else. */
export function parseHsb(
  value: unknown,
): { hue: number; saturation: number; brightness: number } | null {
  if (typeof value !== 'string') return null;
  const parts = value.trim().split('|').map(Number);
  if (parts.length !== 3 || !parts.every(Number.isFinite)) return null;
  const percent = (part: number) => (part > 1 ? part : part * 100);
  return { hue: parts[0]!, saturation: percent(parts[1]!), brightness: percent(parts[2]!) };
}
