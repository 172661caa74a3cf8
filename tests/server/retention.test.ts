import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Retention } from '../../server/services/retention';
import type { EventRecord, PositionRecord, Storage } from '../../server/storage';
import { removeDir, tempDir } from './helpers';
import { openTestStorage, readRows, TEST_DATABASE } from './support/database';
import { at, T0, testDevice } from './support/track';

const DAY = 24 * 60 * 60_000;
/** The retention's clock: 40 days after T0, so 30 days of history keeps what came after T0 + 10 d. */
const NOW = T0 + 40 * DAY;

describe('retention (database.historyDays)', () => {
  let dir: string;
  let storage: Storage;
  let deviceId: number;

  /** Stores positions received at the given times (ms), as one batch; returns them. */
  async function received(times: number[], latest = false): Promise<PositionRecord[]> {
    const ids = await storage.positions.allocateIds(times.length);
    const positions = times.map((serverTime, i) => ({
      ...at(i, i),
      id: ids[i]!,
      deviceId,
      serverTime,
    }));
    const runtime = latest
      ? [{ id: deviceId, status: 'online' as const, lastUpdate: NOW, positionId: ids.at(-1)! }]
      : [];
    await storage.positions.commitBatch(positions, runtime);
    return positions;
  }

  async function eventsAt(times: number[]): Promise<void> {
    const ids = await storage.events.allocateIds(times.length);
    const events: EventRecord[] = times.map((eventTime, i) => ({
      id: ids[i]!,
      type: 'deviceMoving',
      eventTime,
      deviceId,
      positionId: 0,
      geofenceId: 0,
      maintenanceId: 0,
      attributes: {},
    }));
    await storage.events.insert(events);
  }

  const count = async (table: string) =>
    Number((await readRows<{ n: number }>(dir, `SELECT count(*) AS n FROM ${table}`))[0]!.n);

  beforeEach(async () => {
    dir = tempDir();
    storage = await openTestStorage(dir);
    const { id: _id, ...fields } = testDevice();
    deviceId = (await storage.devices.insert(fields)).id;
  });
  afterEach(async () => {
    await storage.close();
    removeDir(dir);
  });

  it(`runs on ${TEST_DATABASE}`, () => {
    expect(storage.dialect).toBe(TEST_DATABASE);
  });

  it('deletes positions and events older than the limit, batch by batch, and keeps the rest', async () => {
    const old = await received(Array.from({ length: 25 }, (_, i) => T0 + i * 1000));
    const recent = await received([T0 + 20 * DAY, T0 + 21 * DAY]);
    await eventsAt([T0, T0 + DAY, T0 + 20 * DAY]);
    const steps: number[] = [];
    const result = await new Retention(storage, 30, () => NOW, 10).run((step) =>
      steps.push(step.positions),
    );
    expect(result).toEqual({ positions: 25, events: 2 });
    expect(steps).toEqual([10, 10, 5]);
    const left = await readRows<{ id: number }>(dir, 'SELECT id FROM positions ORDER BY id');
    expect(left.map((row) => row.id)).toEqual(recent.map((p) => p.id));
    expect(await count('events')).toBe(1);
    expect(old).toHaveLength(25);
  });

  it("keeps an old position a device still points at (its latest, its motion state's)", async () => {
    const [motion] = await received([T0]);
    await received([T0 + 1000, T0 + 2000]);
    const [latest] = await received([T0 + 3000], true);
    await storage.positions.commitBatch([], [], {
      events: [],
      states: [
        {
          deviceId,
          motionStreak: false,
          motionState: false,
          motionPositionId: motion!.id,
          motionTime: T0,
          motionDistance: 0,
          motionLatitude: 0,
          motionLongitude: 0,
          overspeedState: false,
          overspeedTime: null,
          overspeedGeofenceId: 0,
        },
      ],
    });
    expect(await new Retention(storage, 30, () => NOW).run()).toEqual({ positions: 2, events: 0 });
    const left = await readRows<{ id: number }>(dir, 'SELECT id FROM positions ORDER BY id');
    expect(left.map((row) => row.id)).toEqual([motion!.id, latest!.id]);
  });

  it('keeps everything when historyDays is 0 or unset', async () => {
    await received([T0, T0 + 1000]);
    expect(Retention.fromOptions(storage, {}).enabled).toBe(false);
    expect(await Retention.fromOptions(storage, { 'database.historyDays': '0' }).run()).toEqual({
      positions: 0,
      events: 0,
    });
    expect(Retention.fromOptions(storage, { 'database.historyDays': '30' }).enabled).toBe(true);
    expect(await count('positions')).toBe(2);
  });

  it('lets a position batch commit between its batches (ingest is never held for the whole run)', async () => {
    await received(Array.from({ length: 2000 }, (_, i) => T0 + i));
    let batches = 0;
    let committedAfter = -1;
    let commit: Promise<void> | null = null;
    await new Retention(storage, 30, () => NOW, 100).run(() => {
      batches += 1;
      if (batches === 1) {
        commit = received([NOW]).then(() => {
          committedAfter = batches;
        });
      }
    });
    await commit;
    expect(batches).toBe(21);
    expect(committedAfter).toBeGreaterThan(0);
    expect(committedAfter).toBeLessThan(batches);
    expect(await count('positions')).toBe(1);
  });
});
