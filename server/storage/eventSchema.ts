import type { Generated } from 'kysely';

/**
 * The tables of migration 0003, added to `Database` by declaration merging so this part of the
 * schema lives beside the repositories that use it.
 */
export interface EventTable {
  /** Allocated by the storage layer (see `EventRepository.allocateIds`). */
  id: number;
  type: string;
  eventTime: number;
  deviceId: number;
  positionId: number;
  geofenceId: number;
  maintenanceId: number;
  attributes: string;
}

export interface QueuedCommandTable {
  id: Generated<number>;
  deviceId: number;
  type: string;
  textChannel: number;
  attributes: string;
}

declare module './schema' {
  interface Database {
    events: EventTable;
    queuedCommands: QueuedCommandTable;
  }

  /** Motion and overspeed state (migration 0003); written only with the position batches. */
  interface DeviceTable {
    motionStreak: Generated<number>;
    motionState: Generated<number>;
    motionPositionId: Generated<number>;
    motionTime: Generated<number | null>;
    motionDistance: Generated<number>;
    motionLatitude: Generated<number>;
    motionLongitude: Generated<number>;
    overspeedState: Generated<number>;
    overspeedTime: Generated<number | null>;
    overspeedGeofenceId: Generated<number>;
  }
}
