import type { Attrs } from './records';

/**
 * In-memory shapes of the entities of migration 0002, with Traccar's field names (traccar-api.md
 * §c). Booleans are booleans and attributes are objects; the repositories convert rows.
 */

export interface GroupRecord {
  id: number;
  name: string;
  /** The parent group, 0 for none. */
  groupId: number;
  attributes: Attrs;
}

export interface GeofenceRecord {
  id: number;
  name: string;
  description: string | null;
  /** Traccar's latitude-first WKT (model/wkt.ts). */
  area: string;
  calendarId: number;
  attributes: Attrs;
}

export interface DriverRecord {
  id: number;
  name: string;
  uniqueId: string;
  attributes: Attrs;
}

export interface CalendarRecord {
  id: number;
  name: string;
  /** A base64 iCalendar file. */
  data: string;
  attributes: Attrs;
}

export interface MaintenanceRecord {
  id: number;
  name: string;
  /** A position attribute (totalDistance, hours…) or serverTime/deviceTime/fixTime. */
  type: string;
  start: number;
  period: number;
  attributes: Attrs;
}

export interface NotificationRecord {
  id: number;
  description: string | null;
  calendarId: number;
  always: boolean;
  type: string;
  commandId: number;
  /** Comma-separated notificator names, e.g. "web,mail". */
  notificators: string;
  attributes: Attrs;
}

/** A saved command; its `deviceId` is not stored (traccar-api.md §c). */
export interface CommandRecord {
  id: number;
  description: string | null;
  type: string;
  textChannel: boolean;
  attributes: Attrs;
}

export type ComputedType = 'string' | 'number' | 'boolean';

export interface ComputedAttributeRecord {
  id: number;
  description: string;
  /** The position field or attribute it sets. */
  attribute: string;
  expression: string;
  type: ComputedType;
  priority: number;
}
