/**
 * The report tables' columns, per kind (STYLE §14: column config at module top): the row field
 * each shows, how it is formatted and how wide it is. Every column sorts (in the worker).
 */
import type { ReportKind } from '../../worker/types';

export type CellFormat =
  | 'text'
  | 'time'
  | 'speed'
  | 'distance'
  | 'duration'
  | 'volume'
  | 'money'
  | 'eventType'
  | 'alarm'
  | 'coordinate'
  | 'altitude'
  | 'course'
  /** An address, else the row's coordinates (`at` names the latitude and longitude fields). */
  | 'place';

export interface ReportColumn {
  /** The row field, also the sort key and the header's key in `reports.columns`. */
  id: string;
  format: CellFormat;
  /** A CSS grid track. */
  width: string;
  at?: [latitude: string, longitude: string];
}

const device: ReportColumn = { id: 'deviceName', format: 'text', width: 'minmax(110px, 1.2fr)' };
const time = (id: string): ReportColumn => ({ id, format: 'time', width: '150px' });
const speed = (id: string): ReportColumn => ({ id, format: 'speed', width: '100px' });
const distance = (id: string): ReportColumn => ({ id, format: 'distance', width: '100px' });

export const REPORT_COLUMNS: Record<ReportKind, ReportColumn[]> = {
  summary: [
    device,
    time('startTime'),
    time('endTime'),
    distance('distance'),
    speed('averageSpeed'),
    speed('maxSpeed'),
    { id: 'engineHours', format: 'duration', width: '100px' },
    { id: 'fuel', format: 'volume', width: '90px' },
    { id: 'fuelCost', format: 'money', width: '110px' },
    distance('startOdometer'),
    distance('endOdometer'),
  ],
  trips: [
    device,
    time('startTime'),
    {
      id: 'startAddress',
      format: 'place',
      width: 'minmax(160px, 2fr)',
      at: ['latitude', 'longitude'],
    },
    time('endTime'),
    {
      id: 'endAddress',
      format: 'place',
      width: 'minmax(160px, 2fr)',
      at: ['endLatitude', 'endLongitude'],
    },
    { id: 'duration', format: 'duration', width: '90px' },
    distance('distance'),
    speed('averageSpeed'),
    speed('maxSpeed'),
    { id: 'fuel', format: 'volume', width: '90px' },
    { id: 'fuelCost', format: 'money', width: '110px' },
    { id: 'driverName', format: 'text', width: '120px' },
  ],
  stops: [
    device,
    time('startTime'),
    time('endTime'),
    { id: 'duration', format: 'duration', width: '90px' },
    { id: 'address', format: 'place', width: 'minmax(180px, 2fr)', at: ['latitude', 'longitude'] },
    { id: 'engineHours', format: 'duration', width: '100px' },
    { id: 'fuel', format: 'volume', width: '90px' },
  ],
  events: [
    time('time'),
    device,
    { id: 'type', format: 'eventType', width: 'minmax(140px, 1.2fr)' },
    { id: 'alarm', format: 'alarm', width: '120px' },
    { id: 'geofence', format: 'text', width: '130px' },
    { id: 'message', format: 'text', width: 'minmax(140px, 1.5fr)' },
  ],
  route: [
    device,
    time('time'),
    { id: 'latitude', format: 'coordinate', width: '95px' },
    { id: 'longitude', format: 'coordinate', width: '95px' },
    speed('speed'),
    { id: 'altitude', format: 'altitude', width: '80px' },
    { id: 'course', format: 'course', width: '70px' },
    { id: 'address', format: 'place', width: 'minmax(160px, 2fr)', at: ['latitude', 'longitude'] },
    distance('totalDistance'),
  ],
};
