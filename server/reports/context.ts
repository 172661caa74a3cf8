import { lookupBoolean, lookupNumber, type Lookup } from '../pipeline/attributes';
import type { DeviceRecord, Storage } from '../storage';

/** What the report engine reads; `server/api/reports.ts` builds it from the app context. */
export interface ReportDeps {
  storage: Storage;
  /** A device's configuration: device → group chain → server attributes → options. */
  lookupFor(device: DeviceRecord): Lookup;
  /** Server-wide settings: server attributes → options. */
  settings: Lookup;
  /** A geofence's or maintenance's name, for the events file; null when unknown. */
  objectName(kind: 'geofence' | 'maintenance', id: number): string | null;
}

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
}

/** One report run: its dependencies, parameters and caches. */
export interface ReportRun {
  deps: ReportDeps;
  params: ReportParams;
  /** A driver's name by uniqueId (cached for the run). */
  driverName(uniqueId: string): Promise<string | null>;
  /** Whether the caller may see a geofence or maintenance that an event names. */
  canSee(kind: 'geofence' | 'maintenance', id: number): Promise<boolean>;
}

/** Builds a run; `canSee` comes from the caller's permissions. */
export function reportRun(
  deps: ReportDeps,
  params: ReportParams,
  canSee: ReportRun['canSee'],
): ReportRun {
  const drivers = new Map<string, Promise<string | null>>();
  return {
    deps,
    params,
    canSee,
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
