/** The fleet domain's surface: the selected device. */
import type { Device, Driver, Position } from '@farol/model';
import type { GeofenceView } from '../geofences/types';
import type { DeviceRow } from '../list/types';

export interface SelectedDevice {
  device: Device;
  position: Position | null;
  row: DeviceRow;
  /** The device's anchor geofence, when it has one. */
  anchor: GeofenceView | null;
  /** The driver named by the position's `driverUniqueId`, when the user knows them. */
  driver: Driver | null;
}

/** The fleet domain: which device is selected. */
export interface FleetApi {
  selectDevice(input: { deviceId: number | null }): Promise<void>;
}

export interface FleetTopics {
  selected: SelectedDevice | null;
}
