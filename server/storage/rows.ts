import type { Insertable, Selectable } from 'kysely';
import type { DeviceStatus } from '@farol/model';
import type { Attrs, DeviceRecord, PositionRecord, ServerRecord, UserRecord } from './records';
import type { DeviceTable, PositionTable, ServerTable, UserTable } from './schema';

/** Conversions between records and rows: booleans ↔ 0/1, JSON ↔ text, bigint text ↔ number. */

export const bool = (value: unknown): boolean => Number(value) !== 0;
export const int = (value: boolean): number => (value ? 1 : 0);
/** PostgreSQL returns bigint as text; epoch milliseconds and ids stay below 2^53. */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const attrs = (text: string | null): Attrs => parseJson<Attrs>(text, {});

export function userFromRow(row: Selectable<UserTable>): UserRecord {
  return {
    ...row,
    id: num(row.id),
    readonly: bool(row.readonly),
    administrator: bool(row.administrator),
    disabled: bool(row.disabled),
    expirationTime: numOrNull(row.expirationTime),
    deviceReadonly: bool(row.deviceReadonly),
    limitCommands: bool(row.limitCommands),
    disableReports: bool(row.disableReports),
    fixedEmail: bool(row.fixedEmail),
    temporary: bool(row.temporary),
    attributes: attrs(row.attributes),
  };
}

export function userToRow(user: Omit<UserRecord, 'id'>): Insertable<UserTable> {
  return {
    ...user,
    readonly: int(user.readonly),
    administrator: int(user.administrator),
    disabled: int(user.disabled),
    deviceReadonly: int(user.deviceReadonly),
    limitCommands: int(user.limitCommands),
    disableReports: int(user.disableReports),
    fixedEmail: int(user.fixedEmail),
    temporary: int(user.temporary),
    attributes: JSON.stringify(user.attributes),
  };
}

export function deviceFromRow(row: Selectable<DeviceTable>): DeviceRecord {
  return {
    ...row,
    id: num(row.id),
    status: row.status as DeviceStatus,
    lastUpdate: numOrNull(row.lastUpdate),
    positionId: num(row.positionId),
    disabled: bool(row.disabled),
    expirationTime: numOrNull(row.expirationTime),
    attributes: attrs(row.attributes),
  };
}

export function deviceToRow(device: Omit<DeviceRecord, 'id'>): Insertable<DeviceTable> {
  return {
    ...device,
    disabled: int(device.disabled),
    attributes: JSON.stringify(device.attributes),
  };
}

export function positionFromRow(row: Selectable<PositionTable>): PositionRecord {
  return {
    ...row,
    id: num(row.id),
    deviceId: num(row.deviceId),
    serverTime: num(row.serverTime),
    deviceTime: num(row.deviceTime),
    fixTime: num(row.fixTime),
    valid: bool(row.valid),
    network: parseJson(row.network, null),
    geofenceIds: parseJson(row.geofenceIds, null),
    attributes: attrs(row.attributes),
  };
}

export function positionToRow(position: PositionRecord): Insertable<PositionTable> {
  return {
    ...position,
    valid: int(position.valid),
    network: position.network ? JSON.stringify(position.network) : null,
    geofenceIds: position.geofenceIds ? JSON.stringify(position.geofenceIds) : null,
    attributes: JSON.stringify(position.attributes),
  };
}

export function serverFromRow(row: Selectable<ServerTable>): ServerRecord {
  return {
    ...row,
    id: num(row.id),
    registration: bool(row.registration),
    readonly: bool(row.readonly),
    deviceReadonly: bool(row.deviceReadonly),
    forceSettings: bool(row.forceSettings),
    limitCommands: bool(row.limitCommands),
    disableReports: bool(row.disableReports),
    fixedEmail: bool(row.fixedEmail),
    attributes: attrs(row.attributes),
  };
}

export function serverToRow(server: ServerRecord): Insertable<ServerTable> {
  return {
    ...server,
    registration: int(server.registration),
    readonly: int(server.readonly),
    deviceReadonly: int(server.deviceReadonly),
    forceSettings: int(server.forceSettings),
    limitCommands: int(server.limitCommands),
    disableReports: int(server.disableReports),
    fixedEmail: int(server.fixedEmail),
    attributes: JSON.stringify(server.attributes),
  };
}
