import { describe, expect, it } from 'vitest';
import { freshDeviceState, type DeviceState } from '../../server/pipeline/env';
import { GroupCommit } from '../../server/pipeline/groupCommit';
import { Ingest } from '../../server/pipeline/ingest';
import { handleOsmand } from '../../server/protocols/osmand/handler';
import type { IncomingPosition } from '../../server/pipeline/types';
import { newDeviceRecord } from '../../server/services/devices';
import type { LiveHub } from '../../server/services/liveHub';
import { DeviceRegistry } from '../../server/services/registry';
import type { DeviceRecord, DeviceRuntime, PositionRecord, Storage } from '../../server/storage';
import type { BatchExtras } from '../../server/storage/batchExtras';

function device(id: number): DeviceRecord {
  return { id, ...newDeviceRecord({ name: `D${id}`, uniqueId: `d${id}` }) };
}

function incoming(latitude: number, fixTime: number): IncomingPosition {
  return {
    protocol: 'osmand',
    deviceTime: fixTime,
    fixTime,
    valid: true,
    latitude,
    longitude: 1,
    altitude: 0,
    speed: 0,
    course: 0,
    accuracy: 0,
    network: null,
    attributes: {},
    outdated: false,
  };
}

/** Whether the storage double refuses a transaction (true: all of them). */
type Refusal = boolean | ((positions: PositionRecord[]) => boolean);

/** A storage double recording the transactions it is asked to run. */
function fakeStorage(fail: Refusal = false) {
  const commits: { positions: PositionRecord[]; devices: DeviceRuntime[] }[] = [];
  let next = 100;
  let nextEvent = 1;
  const storage = {
    events: {
      allocateIds: async (count: number) => {
        const first = nextEvent;
        nextEvent += count;
        return Array.from({ length: count }, (_, i) => first + i);
      },
    },
    positions: {
      allocateIds: async (count: number) => {
        const first = next;
        next += count;
        return Array.from({ length: count }, (_, i) => first + i);
      },
      commitBatch: async (positions: PositionRecord[], devices: DeviceRuntime[]) => {
        if (fail === true || (fail && fail(positions))) throw new Error('constraint failed');
        commits.push({ positions: positions.map((p) => ({ ...p })), devices });
      },
    },
  } as unknown as Storage;
  return { storage, commits };
}

function fakeHub() {
  const published: { positions: PositionRecord[]; devices: DeviceRecord[] }[] = [];
  const hub = {
    publish: (positions: Iterable<PositionRecord>, devices: Iterable<DeviceRecord>) =>
      published.push({ positions: [...positions], devices: [...devices] }),
  } as unknown as LiveHub;
  return { hub, published };
}

function setup(fail: Refusal = false, devices = 2) {
  const registry = new DeviceRegistry();
  registry.load(
    Array.from({ length: devices }, (_, i) => device(i + 1)),
    [],
  );
  const { storage, commits } = fakeStorage(fail);
  const { hub, published } = fakeHub();
  const ingest = new Ingest(registry, new GroupCommit(storage, registry, hub));
  return { registry, ingest, commits, published };
}

describe('group commit', () => {
  it('writes everything accepted in one tick as one transaction, then publishes once', async () => {
    const { registry, ingest, commits, published } = setup();
    const d1 = registry.get(1)!;
    const d2 = registry.get(2)!;
    const acks = [
      ingest.accept(d1, [incoming(10, 1000)]),
      ingest.accept(d1, [incoming(11, 2000)]),
      ingest.accept(d2, [incoming(20, 1000)]),
    ];
    expect(commits).toHaveLength(0); // nothing written before the tick ends
    await Promise.all(acks);
    expect(commits).toHaveLength(1);
    expect(commits[0]!.positions.map((p) => [p.id, p.deviceId, p.latitude])).toEqual([
      [100, 1, 10],
      [101, 1, 11],
      [102, 2, 20],
    ]);
    expect(commits[0]!.devices).toEqual([
      expect.objectContaining({ id: 1, status: 'online', positionId: 101 }),
      expect.objectContaining({ id: 2, status: 'online', positionId: 102 }),
    ]);
    expect(published).toHaveLength(1);
    expect(published[0]!.positions.map((p) => p.id)).toEqual([100, 101, 102]);
    expect(d1.positionId).toBe(101);
    expect(registry.latest(1)!.id).toBe(101);
    // Handlers chained within the tick: the second position measured from the first.
    expect(commits[0]!.positions[1]!.attributes.distance).toBeGreaterThan(100_000);
  });

  it('starts a new transaction for the next tick', async () => {
    const { registry, ingest, commits } = setup();
    await ingest.accept(registry.get(1)!, [incoming(10, 1000)]);
    await ingest.accept(registry.get(1)!, [incoming(11, 2000)]);
    expect(commits).toHaveLength(2);
  });

  it('does not move positionId back or publish an older backfill', async () => {
    const { registry, ingest, published } = setup();
    await ingest.accept(registry.get(1)!, [incoming(10, 5000)]);
    await ingest.accept(registry.get(1)!, [incoming(11, 1000)]);
    expect(registry.get(1)!.positionId).toBe(100);
    expect(published[1]!.positions).toEqual([]);
    expect(published[1]!.devices.map((d) => d.id)).toEqual([1]);
  });

  it('rejects every waiter of a failed batch and never acknowledges it', async () => {
    const { registry, ingest, published } = setup(true);
    const results = await Promise.allSettled([
      ingest.accept(registry.get(1)!, [incoming(10, 1000)]),
      ingest.accept(registry.get(2)!, [incoming(20, 1000)]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(published).toHaveLength(0);
    expect(registry.get(1)!.positionId).toBe(0);
  });

  it('isolates a record the database refuses: only its message fails, the others commit', async () => {
    // The database refuses any transaction holding latitude 66 (a constraint, a bad value…).
    const refuses = (positions: PositionRecord[]) => positions.some((p) => p.latitude === 66);
    const { registry, ingest, commits, published } = setup(refuses, 11);
    const results = await Promise.allSettled(
      Array.from({ length: 11 }, (_, i) =>
        ingest.accept(registry.get(i + 1)!, [incoming(i === 6 ? 66 : i, 1000)]),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(
      Array.from({ length: 11 }, (_, i) => (i === 6 ? 'rejected' : 'fulfilled')),
    );
    const stored = commits.flatMap((c) => c.positions.map((p) => p.deviceId));
    expect(stored.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    // Few transactions, not one per message: the batch is split in halves around the fault.
    expect(commits.length).toBeLessThanOrEqual(8);
    expect(
      published.flatMap((p) => p.positions.map((x) => x.deviceId)).sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10, 11]);
    expect(registry.get(7)!.positionId).toBe(0);
    // The refused position is not the device's last: the device's resend is not a "duplicate".
    expect(registry.last(7)).toBeNull();
    expect(registry.get(8)!.positionId).toBeGreaterThan(0);
  });

  it('skips positions of a device deleted before the commit', async () => {
    const { registry, ingest, commits } = setup();
    const ack = ingest.accept(registry.get(2)!, [incoming(20, 1000)]);
    registry.remove(2);
    await ack;
    expect(commits[0]!.positions).toEqual([]);
    expect(commits[0]!.devices).toEqual([]);
  });
});

describe('OsmAnd acknowledgement', () => {
  it('answers 200 only once the ingest (the commit) has resolved', async () => {
    const registry = new DeviceRegistry();
    registry.load([device(1)], []);
    let commit!: () => void;
    const ingest = {
      accept: () => new Promise<void>((resolve) => (commit = resolve)),
    } as unknown as Ingest;
    let answered = false;
    const reply = handleOsmand(
      { url: '/?id=d1&lat=1&lon=2', contentType: '', body: '' },
      { registry, ingest },
    ).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    commit();
    expect(await reply).toEqual({ status: 200, body: '' });
  });
});

describe('group commit of device states', () => {
  it('writes a device state only when its columns changed since the last committed write', async () => {
    const registry = new DeviceRegistry();
    registry.load([device(1)], []);
    const written: number[][] = [];
    let refuse = false;
    const storage = {
      events: { allocateIds: async () => [] },
      positions: {
        allocateIds: async () => [],
        commitBatch: async (_p: PositionRecord[], _d: DeviceRuntime[], extras: BatchExtras) => {
          if (refuse) throw new Error('refused');
          written.push(extras.states.map((state) => state.overspeedTime ?? -1));
        },
      },
    } as unknown as Storage;
    const commit = new GroupCommit(storage, registry, fakeHub().hub);
    const state = (time: number | null): DeviceState => ({
      ...freshDeviceState(),
      overspeed: { active: time !== null, time, geofenceId: 0 },
    });
    await commit.enqueue(1, [], { state: state(null) });
    await commit.enqueue(1, [], { state: state(null) }); // equal columns, another object
    await commit.enqueue(1, [], { state: state(5) });
    refuse = true;
    await expect(commit.enqueue(1, [], { state: state(6) })).rejects.toThrow('refused');
    refuse = false;
    await commit.enqueue(1, [], { state: state(6) }); // the refused write is not remembered
    await commit.enqueue(1, [], { state: state(6) });
    expect(written).toEqual([[-1], [], [5], [6], []]);
  });
});
