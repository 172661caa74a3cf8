import { z } from 'zod';
import { Id, NullableDate } from './common';
import { TrackingEvent } from './event';
import { Position } from './position';

/**
 * Report items as Traccar serialises them (traccar-api.md §e), field for field: distances and
 * odometers in metres, speeds in knots, durations and engine hours in milliseconds.
 */
export const BaseReportItem = z.object({
  deviceId: Id,
  deviceName: z.string(),
  distance: z.number().default(0),
  averageSpeed: z.number().default(0),
  maxSpeed: z.number().default(0),
  spentFuel: z.number().default(0),
  startOdometer: z.number().default(0),
  endOdometer: z.number().default(0),
  startTime: NullableDate.default(null),
  endTime: NullableDate.default(null),
});
export type BaseReportItem = z.infer<typeof BaseReportItem>;

/**
 * Farol's fuel fields on summary and trip items (SPEC §3), after Traccar's: `estimatedFuel`
 * litres from the device's `litersx100km` over the distance, `fuelCost` the spent (else
 * estimated) litres times `fuelPrice` (device, user or server), null without a price.
 */
const FuelFields = {
  estimatedFuel: z.number().default(0),
  fuelCost: z.number().nullable().default(null),
};

/** `GET /api/reports/summary`: one per device (per day with `daily=true`). */
export const SummaryReportItem = BaseReportItem.extend({
  startHours: z.number().default(0),
  endHours: z.number().default(0),
  engineHours: z.number().default(0),
  ...FuelFields,
});
export type SummaryReportItem = z.infer<typeof SummaryReportItem>;

/** `GET /api/reports/trips`. */
export const TripReportItem = BaseReportItem.extend({
  startPositionId: Id.default(0),
  endPositionId: Id.default(0),
  startLat: z.number().default(0),
  startLon: z.number().default(0),
  endLat: z.number().default(0),
  endLon: z.number().default(0),
  startAddress: z.string().nullable().default(null),
  endAddress: z.string().nullable().default(null),
  duration: z.number().default(0),
  driverUniqueId: z.string().nullable().default(null),
  driverName: z.string().nullable().default(null),
  ...FuelFields,
});
export type TripReportItem = z.infer<typeof TripReportItem>;

/** `GET /api/reports/stops` (`latitude`/`longitude`, as the code sends, not the spec's lat/lon). */
export const StopReportItem = BaseReportItem.extend({
  positionId: Id.default(0),
  latitude: z.number().default(0),
  longitude: z.number().default(0),
  address: z.string().nullable().default(null),
  duration: z.number().default(0),
  engineHours: z.number().default(0),
});
export type StopReportItem = z.infer<typeof StopReportItem>;

/** `GET /api/reports/geofences`: a stay inside a geofence, from its enter to its exit. */
export const GeofenceReportItem = BaseReportItem.extend({ geofenceId: Id });
export type GeofenceReportItem = z.infer<typeof GeofenceReportItem>;

/**
 * `GET /api/reports/combined`: per device, its route as `[longitude, latitude]` pairs, its
 * events and the positions those events happened at.
 */
export const CombinedReportItem = z.object({
  deviceId: Id,
  route: z.array(z.tuple([z.number(), z.number()])),
  events: z.array(TrackingEvent),
  positions: z.array(Position),
});
export type CombinedReportItem = z.infer<typeof CombinedReportItem>;

/**
 * The report calls of SPEC §7 and Traccar's geofence visits, as path segments of
 * `/api/reports/{type}`; each also answers a file (`/xlsx`, `/pdf`, `/mail`).
 */
export const REPORT_TYPES = ['route', 'events', 'summary', 'trips', 'stops', 'geofences'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The spreadsheet media type; as `Accept`, it asks any report for an `.xlsx` file. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
