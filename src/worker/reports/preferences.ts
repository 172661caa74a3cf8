/**
 * The user's report preferences as Traccar reads them (UserUtil): the user's attribute, then
 * the server's; the server's first when it forces its settings (SPEC.md RP4).
 */
import { distanceUnitOf, speedUnitOf, volumeUnitOf, type Server, type User } from '@farol/model';
import { positiveNumber } from './fuel';
import type { ReportUnits } from './types';

export function preference(user: User | null, server: Server | null, key: string): unknown {
  const sources = server?.forceSettings
    ? [server.attributes, user?.attributes]
    : [user?.attributes, server?.attributes];
  for (const source of sources) {
    const value = source?.[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

export function reportUnits(user: User | null, server: Server | null): ReportUnits {
  return {
    speed: speedUnitOf(preference(user, server, 'speedUnit')),
    distance: distanceUnitOf(preference(user, server, 'distanceUnit')),
    volume: volumeUnitOf(preference(user, server, 'volumeUnit')),
  };
}

/** The fuel price per litre (SPEC §3 `fuelPrice`), null when nobody set one. */
export function fuelPrice(user: User | null, server: Server | null): number | null {
  return positiveNumber(preference(user, server, 'fuelPrice'));
}
