import type { Kysely, Transaction } from 'kysely';
import { bulkUpdate } from './bulkUpdate';
import type { Dialect } from './migrations';
import { bool, int, num, numOrNull } from './rows';
import type { Database } from './schema';

/**
 * The motion and overspeed state Traccar keeps on the device (hidden from its JSON). The motion
 * columns serve both motion processors: the old one's candidate start, the new one's last event.
 */
export interface DeviceStateRecord {
  deviceId: number;
  motionStreak: boolean;
  motionState: boolean;
  motionPositionId: number;
  motionTime: number | null;
  motionDistance: number;
  motionLatitude: number;
  motionLongitude: number;
  overspeedState: boolean;
  overspeedTime: number | null;
  overspeedGeofenceId: number;
}

export const STATE_COLUMNS = [
  'motionStreak',
  'motionState',
  'motionPositionId',
  'motionTime',
  'motionDistance',
  'motionLatitude',
  'motionLongitude',
  'overspeedState',
  'overspeedTime',
  'overspeedGeofenceId',
] as const;

/** Writes device states inside the position batch's transaction. */
export async function writeDeviceStates(
  trx: Transaction<Database>,
  dialect: Dialect,
  states: DeviceStateRecord[],
): Promise<void> {
  await bulkUpdate(trx, dialect, 'devices', 'id', STATE_COLUMNS, states.map(stateToRow));
}

/** A device state's values in STATE_COLUMNS' order (booleans as 0/1), for a prepared UPDATE. */
export function stateValues(state: DeviceStateRecord): unknown[] {
  return [
    int(state.motionStreak),
    int(state.motionState),
    state.motionPositionId,
    state.motionTime,
    state.motionDistance,
    state.motionLatitude,
    state.motionLongitude,
    int(state.overspeedState),
    state.overspeedTime,
    state.overspeedGeofenceId,
  ];
}

/** A device state as the `devices` row's columns (booleans as 0/1, `id` the device's). */
export function stateToRow({ deviceId, ...state }: DeviceStateRecord) {
  return {
    ...state,
    id: deviceId,
    motionStreak: int(state.motionStreak),
    motionState: int(state.motionState),
    overspeedState: int(state.overspeedState),
  };
}

/** Reads the stored device states (once, at start). */
export class DeviceStateRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async all(): Promise<DeviceStateRecord[]> {
    const rows = await this.db
      .selectFrom('devices')
      .select(['id', ...STATE_COLUMNS])
      .execute();
    return rows.map((row) => ({
      deviceId: num(row.id),
      motionStreak: bool(row.motionStreak),
      motionState: bool(row.motionState),
      motionPositionId: num(row.motionPositionId),
      motionTime: numOrNull(row.motionTime),
      motionDistance: Number(row.motionDistance),
      motionLatitude: Number(row.motionLatitude),
      motionLongitude: Number(row.motionLongitude),
      overspeedState: bool(row.overspeedState),
      overspeedTime: numOrNull(row.overspeedTime),
      overspeedGeofenceId: num(row.overspeedGeofenceId),
    }));
  }
}
