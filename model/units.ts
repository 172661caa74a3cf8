/** Unit conversion of SPEC §9. Speeds arrive in knots, distances in metres. */

export const SPEED_UNITS = ['kn', 'kmh', 'mph'] as const;
export type SpeedUnit = (typeof SPEED_UNITS)[number];
export const DISTANCE_UNITS = ['km', 'mi'] as const;
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

export const KMH_PER_KNOT = 1.852;
export const MPH_PER_KNOT = 1.15078;
export const MILES_PER_KM = 0.621371;

/** Converts a speed in knots to the given unit. */
export function convertSpeed(knots: number, unit: SpeedUnit): number {
  switch (unit) {
    case 'kmh':
      return knots * KMH_PER_KNOT;
    case 'mph':
      return knots * MPH_PER_KNOT;
    case 'kn':
      return knots;
  }
}

/** Converts metres to km or miles, rounded to 2 decimals. */
export function convertDistance(metres: number, unit: DistanceUnit): number {
  const km = metres / 1000;
  const value = unit === 'mi' ? km * MILES_PER_KM : km;
  return Math.round(value * 100) / 100;
}

/** Reads a unit preference, falling back to the default when it is missing or unknown. */
export function speedUnitOf(value: unknown): SpeedUnit {
  return SPEED_UNITS.includes(value as SpeedUnit) ? (value as SpeedUnit) : 'kmh';
}

export function distanceUnitOf(value: unknown): DistanceUnit {
  return value === 'mi' ? 'mi' : 'km';
}

/** Volume units of Traccar's `volumeUnit` preference; fuel arrives in litres. */
export const VOLUME_UNITS = ['ltr', 'usGal', 'impGal'] as const;
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export const US_GALLONS_PER_LITRE = 0.264172;
export const IMPERIAL_GALLONS_PER_LITRE = 0.219969;

/** Converts litres to the given unit, rounded to 2 decimals. */
export function convertVolume(litres: number, unit: VolumeUnit): number {
  const factor =
    unit === 'usGal' ? US_GALLONS_PER_LITRE : unit === 'impGal' ? IMPERIAL_GALLONS_PER_LITRE : 1;
  return Math.round(litres * factor * 100) / 100;
}

export function volumeUnitOf(value: unknown): VolumeUnit {
  return VOLUME_UNITS.includes(value as VolumeUnit) ? (value as VolumeUnit) : 'ltr';
}
