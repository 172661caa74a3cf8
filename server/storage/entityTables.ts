import type { Generated } from 'kysely';

/**
 * Table shapes of the entities added by migration 0002 (integers for booleans, JSON text for
 * attributes). Only the storage layer sees these; they join `Database` by declaration merging.
 */
export interface GroupTable {
  id: Generated<number>;
  name: string;
  groupId: number;
  attributes: string;
}

export interface GeofenceTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  area: string;
  calendarId: number;
  attributes: string;
}

export interface DriverTable {
  id: Generated<number>;
  name: string;
  uniqueId: string;
  attributes: string;
}

export interface CalendarTable {
  id: Generated<number>;
  name: string;
  data: string;
  attributes: string;
}

export interface MaintenanceTable {
  id: Generated<number>;
  name: string;
  type: string;
  start: number;
  period: number;
  attributes: string;
}

export interface NotificationTable {
  id: Generated<number>;
  description: string | null;
  calendarId: number;
  always: number;
  type: string;
  commandId: number;
  notificators: string;
  attributes: string;
}

export interface CommandTable {
  id: Generated<number>;
  description: string | null;
  type: string;
  textChannel: number;
  attributes: string;
}

/** Computed attributes (Traccar's tc_attributes): no attributes map. */
export interface ComputedAttributeTable {
  id: Generated<number>;
  description: string;
  attribute: string;
  expression: string;
  type: string;
  priority: number;
}

declare module './schema' {
  interface Database {
    groups: GroupTable;
    geofences: GeofenceTable;
    drivers: DriverTable;
    calendars: CalendarTable;
    maintenances: MaintenanceTable;
    notifications: NotificationTable;
    commands: CommandTable;
    attributes: ComputedAttributeTable;
  }
}
