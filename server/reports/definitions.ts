import type { ReportType } from '@farol/model';
import { positionJson } from '../json';
import { eventJson } from '../notifications/eventJson';
import type { PositionRecord } from '../storage';
import { alarmName, eventTypeName } from '../locale/texts';
import type { FuelFields } from './fuel';
import { geofenceVisitsOf, type GeofenceVisitItem } from './geofenceVisits';
import {
  geofenceVisitJson,
  stopJson,
  summaryJson,
  tripJson,
  type StopItem,
  type SummaryItem,
  type TripItem,
} from './items';
import { defineReport, type CellValue, type Column, type Report } from './report';
import { eventsOf, routeOf, type EventRow } from './routeEvents';
import { summaryOf } from './summary';
import { stopsOf, tripsOf } from './tripsStops';

/** An address, else the coordinates (Farol has no geocoder; the place must still show). */
const place = (address: string | null, lat: number, lon: number): CellValue =>
  address ?? `${lat.toFixed(6)}, ${lon.toFixed(6)}`;

/**
 * Estimated fuel and its cost, where a rate and a price are set: in the spreadsheet (a printed
 * page has no room for two more columns).
 */
const fuelColumns = <Item extends FuelFields>(): Column<Item>[] => [
  {
    label: 'estimatedFuel',
    kind: 'volume',
    width: 2,
    print: false,
    value: (item) => item.estimatedFuel || null,
  },
  { label: 'fuelCost', kind: 'money', width: 2, print: false, value: (item) => item.fuelCost },
];

const ROUTE_COLUMNS: Column<PositionRecord>[] = [
  { label: 'time', kind: 'time', width: 3, value: (p) => p.fixTime },
  { label: 'latitude', kind: 'coordinate', width: 2, value: (p) => p.latitude },
  { label: 'longitude', kind: 'coordinate', width: 2, value: (p) => p.longitude },
  { label: 'speed', kind: 'speed', width: 2, value: (p) => p.speed },
  { label: 'altitude', kind: 'integer', unit: 'm', width: 2, value: (p) => p.altitude },
  { label: 'course', kind: 'integer', unit: '°', width: 2, value: (p) => p.course },
  { label: 'address', kind: 'text', width: 6, value: (p) => p.address },
  {
    label: 'totalDistance',
    kind: 'distance',
    width: 2,
    value: (p) =>
      typeof p.attributes.totalDistance === 'number' ? p.attributes.totalDistance : null,
  },
];

const EVENT_COLUMNS: Column<EventRow>[] = [
  { label: 'time', kind: 'time', width: 3, value: (row) => row.event.eventTime },
  {
    label: 'type',
    kind: 'text',
    width: 4,
    value: (row, lang) => eventTypeName(row.event.type, lang),
  },
  {
    label: 'alarm',
    kind: 'text',
    width: 3,
    value: (row, lang) =>
      row.event.attributes.alarm === undefined
        ? null
        : alarmName(String(row.event.attributes.alarm), lang),
  },
  { label: 'geofence', kind: 'text', width: 4, value: (row) => row.geofence },
  { label: 'maintenance', kind: 'text', width: 4, value: (row) => row.maintenance },
];

const SUMMARY_COLUMNS: Column<SummaryItem>[] = [
  { label: 'device', kind: 'text', width: 4, value: (s) => s.deviceName },
  { label: 'startTime', kind: 'time', width: 3, value: (s) => s.startTime },
  { label: 'endTime', kind: 'time', width: 3, value: (s) => s.endTime },
  { label: 'distance', kind: 'distance', width: 2, value: (s) => s.distance },
  { label: 'averageSpeed', kind: 'speed', width: 3, value: (s) => s.averageSpeed },
  { label: 'maxSpeed', kind: 'speed', width: 3, value: (s) => s.maxSpeed },
  { label: 'engineHours', kind: 'duration', width: 2, value: (s) => s.engineHours },
  { label: 'spentFuel', kind: 'volume', width: 2, value: (s) => s.spentFuel },
  { label: 'startOdometer', kind: 'distance', width: 2, value: (s) => s.startOdometer },
  { label: 'endOdometer', kind: 'distance', width: 2, value: (s) => s.endOdometer },
  ...fuelColumns<SummaryItem>(),
];

const TRIP_COLUMNS: Column<TripItem>[] = [
  { label: 'startTime', kind: 'time', width: 3, value: (t) => t.startTime },
  {
    label: 'startAddress',
    kind: 'text',
    width: 4,
    value: (t) => place(t.startAddress, t.startLat, t.startLon),
  },
  { label: 'endTime', kind: 'time', width: 3, value: (t) => t.endTime },
  {
    label: 'endAddress',
    kind: 'text',
    width: 4,
    value: (t) => place(t.endAddress, t.endLat, t.endLon),
  },
  { label: 'distance', kind: 'distance', width: 2, value: (t) => t.distance },
  { label: 'averageSpeed', kind: 'speed', width: 3, value: (t) => t.averageSpeed },
  { label: 'maxSpeed', kind: 'speed', width: 3, value: (t) => t.maxSpeed },
  { label: 'duration', kind: 'duration', width: 2, value: (t) => t.duration },
  { label: 'spentFuel', kind: 'volume', width: 2, value: (t) => t.spentFuel },
  { label: 'driver', kind: 'text', width: 3, value: (t) => t.driverName ?? t.driverUniqueId },
  {
    label: 'startOdometer',
    kind: 'distance',
    width: 2,
    print: false,
    value: (t) => t.startOdometer,
  },
  { label: 'endOdometer', kind: 'distance', width: 2, print: false, value: (t) => t.endOdometer },
  ...fuelColumns<TripItem>(),
];

const STOP_COLUMNS: Column<StopItem>[] = [
  { label: 'startTime', kind: 'time', width: 3, value: (s) => s.startTime },
  { label: 'endTime', kind: 'time', width: 3, value: (s) => s.endTime },
  { label: 'duration', kind: 'duration', width: 2, value: (s) => s.duration },
  {
    label: 'address',
    kind: 'text',
    width: 5,
    value: (s) => place(s.address, s.latitude, s.longitude),
  },
  { label: 'engineHours', kind: 'duration', width: 2, value: (s) => s.engineHours },
  { label: 'spentFuel', kind: 'volume', width: 2, value: (s) => s.spentFuel },
  { label: 'startOdometer', kind: 'distance', width: 2, value: (s) => s.startOdometer },
];

const GEOFENCE_COLUMNS: Column<GeofenceVisitItem>[] = [
  { label: 'geofence', kind: 'text', width: 5, value: (v) => v.geofenceName },
  { label: 'startTime', kind: 'time', width: 3, value: (v) => v.startTime },
  { label: 'endTime', kind: 'time', width: 3, value: (v) => v.endTime },
  {
    label: 'duration',
    kind: 'duration',
    width: 2,
    value: (v) => (v.startTime === null || v.endTime === null ? null : v.endTime - v.startTime),
  },
];

/** The five reports of SPEC §7 and the geofence visits, with items, JSON and file columns. */
export const REPORTS: Readonly<Record<ReportType, Report>> = {
  route: defineReport({
    type: 'route',
    title: 'route',
    layout: 'sheetPerDevice',
    pdf: false,
    columns: ROUTE_COLUMNS,
    items: routeOf,
    json: positionJson,
  }),
  events: defineReport({
    type: 'events',
    title: 'events',
    layout: 'sheetPerDevice',
    pdf: true,
    columns: EVENT_COLUMNS,
    items: eventsOf,
    json: (row) => eventJson(row.event),
  }),
  summary: defineReport({
    type: 'summary',
    title: 'summary',
    layout: 'oneSheet',
    pdf: true,
    columns: SUMMARY_COLUMNS,
    items: summaryOf,
    json: summaryJson,
  }),
  trips: defineReport({
    type: 'trips',
    title: 'trips',
    layout: 'sheetPerDevice',
    pdf: true,
    columns: TRIP_COLUMNS,
    items: tripsOf,
    json: tripJson,
  }),
  geofences: defineReport({
    type: 'geofences',
    title: 'geofences',
    layout: 'sheetPerDevice',
    pdf: true,
    columns: GEOFENCE_COLUMNS,
    items: geofenceVisitsOf,
    json: geofenceVisitJson,
    // Traccar lists every device's visits together, by start time.
    compare: (a, b) => (a.startTime ?? 0) - (b.startTime ?? 0),
  }),
  stops: defineReport({
    type: 'stops',
    title: 'stops',
    layout: 'sheetPerDevice',
    pdf: true,
    columns: STOP_COLUMNS,
    items: stopsOf,
    json: stopJson,
  }),
};
