import { z } from 'zod';
import { Attributes, Id, IsoDate } from './common';

/** The report types a schedule may run and mail (traccar-web's scheduled reports). */
export const SCHEDULED_REPORT_TYPES = ['route', 'events', 'summary', 'trips', 'stops'] as const;

/**
 * A scheduled report (`/api/reports` CRUD, Traccar's Report): the report `type` is run for the
 * devices and groups linked to it (`/api/permissions` with `reportId`) over each period of its
 * calendar, and mailed as a spreadsheet to the users linked to it. Attributes: `daily`
 * (summary), `types` (events, comma-separated).
 */
export const ScheduledReport = z.object({
  id: Id,
  attributes: Attributes.default({}),
  calendarId: Id,
  type: z.enum(SCHEDULED_REPORT_TYPES),
  description: z.string().nullable().default(null),
});
export type ScheduledReport = z.infer<typeof ScheduledReport>;

/** A delivery order (`/api/orders` CRUD, Traccar's Order). */
export const Order = z.object({
  id: Id,
  attributes: Attributes.default({}),
  uniqueId: z.string(),
  description: z.string().nullable().default(null),
  fromAddress: z.string().nullable().default(null),
  toAddress: z.string().nullable().default(null),
});
export type Order = z.infer<typeof Order>;

/** One day of server statistics (`GET /api/statistics`, Traccar's Statistics). */
export const Statistics = z.object({
  id: Id,
  attributes: Attributes.default({}),
  captureTime: IsoDate,
  activeUsers: z.number(),
  activeDevices: z.number(),
  requests: z.number(),
  messagesReceived: z.number(),
  messagesStored: z.number(),
  mailSent: z.number(),
  smsSent: z.number(),
  geocoderRequests: z.number(),
  geolocationRequests: z.number(),
  protocols: z.record(z.string(), z.number()),
});
export type Statistics = z.infer<typeof Statistics>;
