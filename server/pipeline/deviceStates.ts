import type { DeviceStateRecord } from '../storage';
import { freshDeviceState, type DeviceState } from './env';
import type { TrackPoint } from './motion';

/** A device state as the device's columns hold it; positions become their ids. */
export function stateToRecord(deviceId: number, state: DeviceState): DeviceStateRecord {
  const { motion, overspeed } = state;
  return {
    deviceId,
    motionStreak: motion.streak,
    motionState: motion.motion,
    motionPositionId: motion.position?.id ?? 0,
    motionTime: motion.position?.fixTime ?? null,
    motionDistance: motion.distance,
    motionLatitude: motion.position?.latitude ?? 0,
    motionLongitude: motion.position?.longitude ?? 0,
    overspeedState: overspeed.active,
    overspeedTime: overspeed.time,
    overspeedGeofenceId: overspeed.geofenceId,
  };
}

/** Rebuilds a device state from its columns; the motion window starts empty. */
export function stateFromRecord(record: DeviceStateRecord): DeviceState {
  const position: TrackPoint | null =
    record.motionTime === null
      ? null
      : {
          id: record.motionPositionId,
          fixTime: record.motionTime,
          latitude: record.motionLatitude,
          longitude: record.motionLongitude,
          attributes: {},
        };
  return {
    motion: {
      streak: record.motionStreak,
      motion: record.motionState,
      position,
      distance: record.motionDistance,
      window: [],
    },
    overspeed: {
      active: record.overspeedState,
      time: record.overspeedTime,
      geofenceId: record.overspeedGeofenceId,
    },
  };
}

/**
 * The devices' motion and overspeed state in memory. States are replaced, never mutated, so a
 * batch can hold the snapshot it must store while the next messages move on.
 */
export class DeviceStateStore {
  private readonly states = new Map<number, DeviceState>();

  load(records: readonly DeviceStateRecord[]): void {
    for (const record of records) this.states.set(record.deviceId, stateFromRecord(record));
  }

  get(deviceId: number): DeviceState {
    let state = this.states.get(deviceId);
    if (!state) this.states.set(deviceId, (state = freshDeviceState()));
    return state;
  }

  /** Applies a handler run's changes and returns the new state. */
  update(deviceId: number, changes: Partial<DeviceState>): DeviceState {
    const state = { ...this.get(deviceId), ...changes };
    this.states.set(deviceId, state);
    return state;
  }

  remove(deviceId: number): void {
    this.states.delete(deviceId);
  }
}
