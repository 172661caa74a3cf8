import type { DeviceRegistry } from '../services/registry';
import type { DeviceRecord, PositionRecord } from '../storage';
import type { GroupCommit, ReadyPosition } from './groupCommit';
import { POSITION_HANDLERS } from './handlers';
import { runHandlers } from './run';
import type { IncomingPosition, PositionHandler } from './types';

/**
 * The entry of the position pipeline: marks the device online, runs the handlers against the
 * device's last position, and hands the survivors to group commit. Protocols call `accept` and
 * answer the device once it resolves.
 */
export class Ingest {
  constructor(
    private readonly registry: DeviceRegistry,
    private readonly commit: GroupCommit,
    private readonly handlers: readonly PositionHandler[] = POSITION_HANDLERS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Processes one message of `device`; resolves when its positions are durable. */
  accept(device: DeviceRecord, incoming: IncomingPosition[]): Promise<void> {
    const now = this.now();
    device.status = 'online';
    device.lastUpdate = now;
    const ready: ReadyPosition[] = [];
    for (const item of incoming) {
      const last = this.registry.last(device.id);
      const position = toRecord(device.id, item, last, now);
      if (!position) continue;
      const outcome = runHandlers(this.handlers, position, last, { device });
      if (!outcome.position) continue;
      const newest = !last || outcome.position.fixTime >= last.fixTime;
      if (newest) this.registry.setLast(device.id, outcome.position);
      ready.push({ position: outcome.position, newest });
    }
    return this.commit.enqueue(device.id, ready);
  }
}

/**
 * Builds the position record. A message without a location reuses the last known one
 * (Traccar's getLastLocation); with no last location there is nothing to place, so it is
 * dropped rather than stored at 0,0.
 */
function toRecord(
  deviceId: number,
  item: IncomingPosition,
  last: PositionRecord | null,
  now: number,
): PositionRecord | null {
  const { outdated: _outdated, ...fields } = item;
  const position: PositionRecord = {
    ...fields,
    id: 0,
    deviceId,
    serverTime: now,
    address: null,
    geofenceIds: null,
  };
  if (!item.outdated) return position;
  if (!last) return null;
  return {
    ...position,
    fixTime: last.fixTime,
    valid: last.valid,
    latitude: last.latitude,
    longitude: last.longitude,
    altitude: last.altitude,
    speed: last.speed,
    course: last.course,
    accuracy: last.accuracy,
  };
}
