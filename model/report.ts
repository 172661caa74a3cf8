import { z } from 'zod';
import { Id, NullableDate } from './common';

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

/** `GET /api/reports/summary`: one per device (per day with `daily=true`). */
export const SummaryReportItem = BaseReportItem.extend({
  startHours: z.number().default(0),
  endHours: z.number().default(0),
  engineHours: z.number().default(0),
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

/** The report calls of SPEC §7, as path segments of `/api/reports/{type}`. */
export const REPORT_TYPES = ['route', 'events', 'summary', 'trips', 'stops'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The spreadsheet media type; as `Accept`, it asks any report for an `.xlsx` file. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
