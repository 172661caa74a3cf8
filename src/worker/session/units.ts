import {
  convertDistance,
  convertSpeed,
  distanceUnitOf,
  speedUnitOf,
  type DistanceUnit,
  type SpeedUnit,
  type User,
} from '@farol/model';

export interface UserUnits {
  speed: SpeedUnit;
  distance: DistanceUnit;
}

/** The units the user chose in `attributes.speedUnit` / `attributes.distanceUnit` (SPEC.md U1). */
export function unitsOf(user: User | null): UserUnits {
  return {
    speed: speedUnitOf(user?.attributes['speedUnit']),
    distance: distanceUnitOf(user?.attributes['distanceUnit']),
  };
}

/** A speed in knots shown in the user's unit. */
export function speedFor(knots: number, units: UserUnits): number {
  return convertSpeed(knots, units.speed);
}

/** A distance in metres shown in the user's unit, 2 decimals. */
export function distanceFor(metres: number, units: UserUnits): number {
  return convertDistance(metres, units.distance);
}
