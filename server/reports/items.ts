import {
  traccarDateOrNull,
  type GeofenceReportItem,
  type StopReportItem,
  type SummaryReportItem,
  type TripReportItem,
} from '@farol/model';
import type { FuelFields } from './fuel';

/**
 * Report items inside the server: Traccar's fields (traccar-api.md §e) with times as epoch
 * milliseconds; `*Json` turns them into the API's shapes (model/report.ts).
 */
export interface BaseItem {
  deviceId: number;
  deviceName: string;
  /** Metres. */
  distance: number;
  /** Knots. */
  averageSpeed: number;
  /** Knots. */
  maxSpeed: number;
  /** Litres. */
  spentFuel: number;
  startOdometer: number;
  endOdometer: number;
  startTime: number | null;
  endTime: number | null;
}

export interface SummaryItem extends BaseItem, FuelFields {
  startHours: number;
  endHours: number;
  /** Milliseconds. */
  engineHours: number;
}

export interface TripItem extends BaseItem, FuelFields {
  startPositionId: number;
  endPositionId: number;
  startLat: number;
  startLon: number;
  endLat: number;
  endLon: number;
  startAddress: string | null;
  endAddress: string | null;
  /** Milliseconds. */
  duration: number;
  driverUniqueId: string | null;
  driverName: string | null;
}

export interface StopItem extends BaseItem {
  positionId: number;
  latitude: number;
  longitude: number;
  address: string | null;
  /** Milliseconds. */
  duration: number;
  /** Milliseconds. */
  engineHours: number;
}

const date = traccarDateOrNull;

/** An empty base item of a device: Traccar's zeros and nulls. */
export const baseItem = (deviceId: number, deviceName: string): BaseItem => ({
  deviceId,
  deviceName,
  distance: 0,
  averageSpeed: 0,
  maxSpeed: 0,
  spentFuel: 0,
  startOdometer: 0,
  endOdometer: 0,
  startTime: null,
  endTime: null,
});

/** The API JSON of a summary item (field order as Traccar's). */
export const summaryJson = (item: SummaryItem): SummaryReportItem => ({
  ...item,
  startTime: date(item.startTime),
  endTime: date(item.endTime),
});

export const tripJson = (item: TripItem): TripReportItem => ({
  ...item,
  startTime: date(item.startTime),
  endTime: date(item.endTime),
});

export const stopJson = (item: StopItem): StopReportItem => ({
  ...item,
  startTime: date(item.startTime),
  endTime: date(item.endTime),
});

/** The API JSON of a geofence visit (Traccar's GeofenceReportItem; the name stays out). */
export const geofenceVisitJson = ({
  geofenceName: _name,
  ...item
}: BaseItem & { geofenceId: number; geofenceName: string | null }): GeofenceReportItem => ({
  ...item,
  startTime: date(item.startTime),
  endTime: date(item.endTime),
});
