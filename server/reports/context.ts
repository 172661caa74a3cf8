import { lookupBoolean, lookupNumber, type Lookup } from '../pipeline/attributes';
import type { Geocoder } from '../geocoder/geocoder';
import type { Attrs, DeviceRecord, PositionRecord, Storage } from '../storage';

/** What the report engine reads; `server/api/reports.ts` builds it from the app context. */
export interface ReportDeps {
  storage: Storage;
  /** A device's configuration: device → group chain → server attributes → options. */
  lookupFor(device: DeviceRecord): Lookup;
  /** Server-wide settings: server attributes → options. */
  settings: Lookup;
  /** A geofence's or maintenance's name, for the events file; null when unknown. */
  objectName(kind: 'geofence' | 'maintenance', id: number): string | null;
  /** The reverse geocoder, when the server has one. */
  geocoder?: Geocoder | null;
}

/** How long one report may wait, in all, for the geocoder's turns (`geocoder.onRequest`). */
export const REPORT_GEOCODE_BUDGET_MS = 10_000;

/** The request's parameters the reports read (traccar-api.md §e). */
export interface ReportParams {
  /** Epoch ms, inclusive. */
  from: number;
  to: number;
  /** Summary: one item per day in `timezone`. */
  daily: boolean;
  /** The caller's IANA zone (daily summary boundaries). */
  timezone: string;
  /** Events: the types asked for; empty = every type. */
  types: string[];
  /** Events: alarm values kept for events of type `alarm`; empty = all. */
  alarms: ReadonlySet<string>;
  /** Geofences: the geofences whose visits are listed. */
  geofenceIds: number[];
}

/** One report run: its dependencies, parameters and caches. */
export interface ReportRun {
  deps: ReportDeps;
  params: ReportParams;
  /** A driver's name by uniqueId (cached for the run). */
  driverName(uniqueId: string): Promise<string | null>;
  /** Whether the caller may see a geofence or maintenance that an event names. */
  canSee(kind: 'geofence' | 'maintenance', id: number): Promise<boolean>;
  /** The reader's own attributes (their `fuelPrice`…). */
  userAttributes: Attrs;
  /**
   * A place's address: the stored one, else (with `geocoder.onRequest`) the geocoder's, while
   * the run's wait budget lasts; null past it or without a geocoder.
   */
  address(position: PositionRecord): Promise<string | null>;
  /** Fills stored positions' missing addresses from the geocoder's caches only. */
  fillAddresses(positions: PositionRecord[]): Promise<void>;
}

/** Builds a run; `canSee` comes from the caller's permissions. */
export function reportRun(
  deps: ReportDeps,
  params: ReportParams,
  canSee: ReportRun['canSee'],
  userAttributes: Attrs = {},
): ReportRun {
  const drivers = new Map<string, Promise<string | null>>();
  const deadline = Date.now() + REPORT_GEOCODE_BUDGET_MS;
  const geocoder = deps.geocoder?.settings.onRequest ? deps.geocoder : null;
  return {
    deps,
    params,
    canSee,
    userAttributes,
    async address(position) {
      if (position.address || !geocoder) return position.address;
      const wait = Math.max(0, deadline - Date.now());
      return geocoder.address(position.latitude, position.longitude, wait).catch(() => null);
    },
    fillAddresses: async (positions) => geocoder?.fillFromCache(positions),
    driverName(uniqueId) {
      let name = drivers.get(uniqueId);
      if (!name) {
        name = deps.storage.drivers.byUniqueId(uniqueId).then((driver) => driver?.name ?? null);
        drivers.set(uniqueId, name);
      }
      return name;
    },
  };
}

const SECOND = 1000;

/**
 * The longest report period unless `report.periodLimit` says otherwise: a year and a day, so
 * every period the screens offer (up to 90 days, or a calendar year) runs, and a decade-long
 * daily summary does not hold the server for seconds.
 */
export const DEFAULT_PERIOD_LIMIT_S = 366 * 86_400;

/**
 * Traccar's report settings: `report.fastThreshold` (s, 86400: longer periods use the stored
 * events), `report.periodLimit` (s; 0 = none; a year by default) and `report.maxPositions`
 * (route, per device).
 */
export function reportSettings(settings: Lookup) {
  return {
    fastThreshold: lookupNumber(settings, 'report.fastThreshold', 86_400) * SECOND,
    periodLimit: lookupNumber(settings, 'report.periodLimit', DEFAULT_PERIOD_LIMIT_S) * SECOND,
    maxPositions: lookupNumber(settings, 'report.maxPositions', 50_000),
  };
}

/** Whether a device's odometer is ignored in favour of `totalDistance`. */
export const ignoresOdometer = (lookup: Lookup): boolean =>
  lookupBoolean(lookup, 'report.ignoreOdometer', false);
