/**
 * Server report items as table rows (SPEC.md RP4): units converted to the user's preferences,
 * times as epoch ms, fuel and its cost where known.
 */
import {
  convertDistance,
  convertSpeed,
  convertVolume,
  type StopReportItem,
  type SummaryReportItem,
  type TrackingEvent,
  type TripReportItem,
} from '@farol/model';
import { fuelCost, fuelLitres } from './fuel';
import type { EventRow, ReportUnits, StopRow, SummaryRow, TripRow } from './types';

/** What rows need besides the items: units, names and fuel settings. */
export interface RowContext {
  units: ReportUnits;
  /** Per litre; null when neither the user nor the server set one. */
  fuelPrice: number | null;
  /** The device's `litersx100km`, null when it has none. */
  litersx100km(deviceId: number): number | null;
  geofenceName(geofenceId: number): string | null;
  deviceName(deviceId: number): string;
}

const timeOf = (value: string | null): number | null => {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
};

function fuelOf(item: { spentFuel: number; distance: number; deviceId: number }, ctx: RowContext) {
  const litres = fuelLitres(item.spentFuel, item.distance, ctx.litersx100km(item.deviceId));
  return {
    fuel: litres === null ? null : convertVolume(litres, ctx.units.volume),
    fuelCost: fuelCost(litres, ctx.fuelPrice),
  };
}

export function summaryRow(item: SummaryReportItem, index: number, ctx: RowContext): SummaryRow {
  const { speed, distance } = ctx.units;
  return {
    index,
    deviceId: item.deviceId,
    deviceName: item.deviceName,
    latitude: null,
    longitude: null,
    startTime: timeOf(item.startTime),
    endTime: timeOf(item.endTime),
    distance: convertDistance(item.distance, distance),
    averageSpeed: convertSpeed(item.averageSpeed, speed),
    maxSpeed: convertSpeed(item.maxSpeed, speed),
    engineHours: item.engineHours,
    ...fuelOf(item, ctx),
    startOdometer: convertDistance(item.startOdometer, distance),
    endOdometer: convertDistance(item.endOdometer, distance),
  };
}

export function tripRow(item: TripReportItem, index: number, ctx: RowContext): TripRow {
  const { speed, distance } = ctx.units;
  return {
    index,
    deviceId: item.deviceId,
    deviceName: item.deviceName,
    latitude: item.startLat,
    longitude: item.startLon,
    endLatitude: item.endLat,
    endLongitude: item.endLon,
    startTime: timeOf(item.startTime),
    endTime: timeOf(item.endTime),
    duration: item.duration,
    startAddress: item.startAddress,
    endAddress: item.endAddress,
    distance: convertDistance(item.distance, distance),
    averageSpeed: convertSpeed(item.averageSpeed, speed),
    maxSpeed: convertSpeed(item.maxSpeed, speed),
    ...fuelOf(item, ctx),
    driverName: item.driverName,
  };
}

export function stopRow(item: StopReportItem, index: number, ctx: RowContext): StopRow {
  return {
    index,
    deviceId: item.deviceId,
    deviceName: item.deviceName,
    latitude: item.latitude,
    longitude: item.longitude,
    startTime: timeOf(item.startTime),
    endTime: timeOf(item.endTime),
    duration: item.duration,
    address: item.address,
    engineHours: item.engineHours,
    fuel: item.spentFuel > 0 ? convertVolume(item.spentFuel, ctx.units.volume) : null,
  };
}

const textOf = (value: unknown): string | null =>
  value === undefined || value === null || value === '' ? null : String(value);

export function eventRow(item: TrackingEvent, index: number, ctx: RowContext): EventRow {
  return {
    index,
    deviceId: item.deviceId,
    deviceName: ctx.deviceName(item.deviceId),
    latitude: null,
    longitude: null,
    eventId: item.id,
    time: timeOf(item.eventTime),
    type: item.type,
    alarm: textOf(item.attributes.alarm),
    geofence: item.geofenceId > 0 ? ctx.geofenceName(item.geofenceId) : null,
    message: textOf(item.attributes.message ?? item.attributes.result),
    positionId: item.positionId,
  };
}
