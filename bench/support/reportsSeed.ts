/**
 * Report benchmark data, written straight through the storage layer (a million positions over
 * HTTP would take longer than the measurements): an administrator, devices linked to them, and
 * tracks that drive loops around São Paulo with parked spells, with the attributes the live
 * pipeline adds (distance, totalDistance, motion, ignition, hours) and, when asked, the
 * deviceMoving/deviceStopped events the live motion processor would have stored with them.
 */
import { motionConfig, processMotion, initialMotionState } from '../../server/pipeline/motion';
import type { MotionResult, MotionState } from '../../server/pipeline/motion';
import { newDeviceRecord } from '../../server/services/devices';
import { hashPassword } from '../../server/services/passwords';
import { newUserRecord } from '../../server/services/users';
import type { DeviceRecord, EventRecord, PositionRecord, Storage } from '../../server/storage';
import { BENCH_ADMIN } from './benchServer';

const ORIGIN = { latitude: -23.55, longitude: -46.63 };
const METRES_PER_DEGREE = (2 * Math.PI * 6378137) / 360;
/** Positions per transaction while seeding. */
const BATCH = 20_000;

/** Creates the administrator and `count` devices linked to them. */
export async function seedDevices(storage: Storage, count: number): Promise<DeviceRecord[]> {
  const hash = await hashPassword(BENCH_ADMIN.password);
  const admin = await storage.users.insert(
    newUserRecord({ name: 'Bench', email: BENCH_ADMIN.email, administrator: true }, hash),
  );
  const devices = Array.from({ length: count }, (_, i) =>
    newDeviceRecord({
      name: `Truck ${String(i + 1).padStart(4, '0')}`,
      uniqueId: `report-${i + 1}`,
      category: 'truck',
    }),
  );
  return storage.devices.insertMany(devices, admin.id);
}

/**
 * A vehicle that parks for `park` seconds, then drives a 2 km-radius loop at 10 m/s for
 * `drive` seconds, over and over; `phase` shifts the cycle so devices differ.
 */
function* loop(count: number, start: number, stepS: number, phase = 0, park = 900, drive = 1800) {
  let angle = phase;
  let total = 0;
  let hours = 0;
  let wasOn = false;
  for (let i = 0; i < count; i += 1) {
    const moving = (i * stepS + phase * 1000) % (park + drive) >= park;
    const step = moving ? 10 * stepS : 0;
    angle += step / 2000;
    total += step;
    if (wasOn && moving) hours += stepS * 1000;
    wasOn = moving;
    yield {
      fixTime: start + i * stepS * 1000,
      latitude: ORIGIN.latitude + (2000 * Math.sin(angle)) / METRES_PER_DEGREE,
      longitude: ORIGIN.longitude + (2000 * Math.cos(angle)) / METRES_PER_DEGREE,
      speed: moving ? 19.4384 : 0,
      attributes: { distance: step, totalDistance: total, motion: moving, ignition: moving, hours },
    };
  }
}

/**
 * Stores `count` positions every `stepS` seconds from `start` for a device, in transactions of
 * 20,000, with the motion events of the new logic when `events` is set.
 */
export async function seedTrack(
  storage: Storage,
  deviceId: number,
  options: { start: number; count: number; stepS: number; phase?: number; events?: boolean },
): Promise<void> {
  const config = motionConfig(() => undefined);
  let state: MotionState<PositionRecord> | null = null;
  let previous: PositionRecord | null = null;
  let batch: PositionRecord[] = [];
  // Motion events wait for the batch's ids (an event may name a position of this batch).
  let pending: { type: string; position: PositionRecord }[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const ids = await storage.positions.allocateIds(batch.length);
    batch.forEach((position, i) => (position.id = ids[i]!));
    const last = batch[batch.length - 1]!;
    const runtime = [
      { id: deviceId, status: 'offline' as const, lastUpdate: null, positionId: last.id },
    ];
    const eventIds = await storage.events.allocateIds(pending.length);
    const events = pending.map(({ type, position }, i) => eventOf(eventIds[i]!, type, position));
    await storage.positions.commitBatch(batch, runtime, { events, states: [] });
    batch = [];
    pending = [];
  };
  const { start, count, stepS, phase } = options;
  for (const point of loop(count, start, stepS, phase)) {
    const position: PositionRecord = {
      id: 0,
      deviceId,
      protocol: 'osmand',
      serverTime: point.fixTime,
      deviceTime: point.fixTime,
      valid: true,
      altitude: 760,
      course: 0,
      address: null,
      accuracy: 5,
      network: null,
      geofenceIds: null,
      ...point,
    };
    if (options.events) {
      if (!state) {
        state = initialMotionState(position, config);
      } else {
        const result: MotionResult<PositionRecord> = processMotion(
          state,
          position,
          previous,
          config,
        );
        state = result.state;
        for (const event of result.events) pending.push(event);
      }
      previous = position;
    }
    batch.push(position);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/** The stored form of a motion event at a position that has its id. */
const eventOf = (id: number, type: string, at: PositionRecord): EventRecord => ({
  id,
  type,
  eventTime: at.fixTime,
  deviceId: at.deviceId,
  positionId: at.id,
  geofenceId: 0,
  maintenanceId: 0,
  attributes: {},
});
