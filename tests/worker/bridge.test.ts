import { afterEach, describe, expect, it } from 'vitest';
import { exposeCore, TRANSFERRED_TOPICS, wrapCore } from '../../src/worker/bridge';
import { createCore, TOPIC_COPIES } from '../../src/worker/core';
import { MAP_COLUMNS, type MapColumnName } from '../../src/worker/map/mapColumns';
import type { CoreApi, MapFrame, MapFrameDelta, Topic, Topics } from '../../src/worker/types';
import { fakeDeps } from './support/fakes';
import { fleetServer } from './support/fleetServer';
import { CITY_VIEW } from './support/smallFleet';
import { device, position, user } from './support/fixtures';

const channels: MessageChannel[] = [];
/** A fix after the fleet's own (fixtures report at 12:00). */
const later = '2026-01-01T12:05:00.000+00:00';
afterEach(() => channels.splice(0).forEach((c) => (c.port1.close(), c.port2.close())));

/** Resolves once `check` holds, polling the event loop (messages cross it asynchronously). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 2));
  expect(check()).toBe(true);
}

/**
 * A signed-in core exposed on one port of a real MessageChannel and wrapped on the other, the
 * way the Worker and `src/app/core.ts` meet. `sent` records every value the worker half
 * handed over, as the worker holds it after the send.
 */
async function overChannel() {
  const fakes = fakeDeps(
    fleetServer({
      user: user(),
      cookie: true,
      devices: [device(1), device(2)],
      positions: [position(1), position(2)],
    }),
  );
  const core = createCore(fakes.deps);
  // The slots of each map delta, read before the send detaches them.
  const sent: { topic: Topic; value: unknown; slots?: number[] }[] = [];
  const recording: CoreApi = {
    ...core,
    subscribe: (topic, callback) =>
      core.subscribe(topic, (value) => {
        const slots = (value as Partial<MapFrameDelta> | null)?.slots;
        sent.push({ topic, value, ...(slots && { slots: [...slots] }) });
        return callback(value);
      }),
  };
  const channel = new MessageChannel();
  channels.push(channel);
  exposeCore(recording, channel.port1);
  const api = await wrapCore(channel.port2);
  await api.restoreSession();
  await core.settled();
  await api.setViewport(CITY_VIEW);
  // The view's census runs on the next task (SPEC.md I1); the frame after it draws the devices.
  await new Promise((r) => setTimeout(r, 0));
  fakes.frames.tick();
  return { api, core, fakes, sent };
}

describe('bridge', () => {
  it('[M3] map frames are transferred: the worker’s copy is detached, the main thread’s holds the data', async () => {
    const { api, sent } = await overChannel();
    const frames: MapFrame[] = [];
    await api.subscribe('map', (frame) => void frames.push(frame));
    await until(() => frames.some((frame) => frame.length === 2));
    const received = frames.at(-1)!;
    expect([...received.ids].sort()).toEqual([1, 2]);
    expect(received.positions).toBeInstanceOf(Float64Array);
    expect(received.positions.length).toBe(4);
    const handedOver = sent.filter((s) => s.topic === 'mapDelta').at(-1)!.value as MapFrame;
    for (const name of Object.keys(MAP_COLUMNS) as MapColumnName[]) {
      expect(handedOver[name].buffer.byteLength, name).toBe(0);
    }
  });

  it('[M3] after the first frame only the changed slots cross, and the main thread’s frame is whole', async () => {
    const { api, core, fakes, sent } = await overChannel();
    const frames: MapFrame[] = [];
    await api.subscribe('map', (frame) => void frames.push(frame));
    await until(() => frames.some((frame) => frame.length === 2));
    const moved = position(2, { latitude: -23.5, longitude: -46.6, course: 90, fixTime: later });
    fakes.sockets[0]!.send({ positions: [moved] });
    fakes.frames.tick();
    await until(() => frames.at(-1)!.courses.includes(90));
    const deltas = sent.filter((s) => s.topic === 'mapDelta');
    const last = deltas.at(-1)!;
    const value = last.value as MapFrameDelta;
    // One slot (device 2's) and its values, against the frame sent before it.
    expect(value.base).toBe((deltas.at(-2)!.value as MapFrameDelta).version);
    expect(last.slots).toEqual([[...frames.at(-1)!.ids].indexOf(2)]);
    expect(value.length).toBe(2);
    // What the main thread assembled is the frame the core holds, column by column.
    const whole = await new Promise<MapFrame>((resolve) => {
      void core.subscribe('map', (frame) => resolve(frame));
    });
    const received = frames.at(-1)!;
    expect(received.version).toBe(whole.version);
    for (const name of Object.keys(MAP_COLUMNS) as MapColumnName[]) {
      expect([...received[name]], name).toEqual([...whole[name]]);
    }
  });

  it('[M3] topics without typed arrays are copied, and the worker keeps its value', async () => {
    const { api, sent } = await overChannel();
    const lists: Topics['list'][] = [];
    await api.subscribe('list', (view) => void lists.push(view));
    await until(() => lists.length > 0);
    const kept = sent.filter((s) => s.topic === 'list').at(-1)!.value as Topics['list'];
    expect(kept.rows).toHaveLength(lists.at(-1)!.rows.length);
    expect(lists.at(-1)).toEqual(kept);
  });

  it('[M3] the bridge transfers exactly the topics the hub copies per delivery', () => {
    expect([...TRANSFERRED_TOPICS].sort()).toEqual(Object.keys(TOPIC_COPIES).sort());
  });

  it('[C1] unsubscribing across the bridge stops the deliveries', async () => {
    const { api } = await overChannel();
    const selected = (seen: (number | null)[]) => (view: Topics['selected']) =>
      void seen.push(view?.device.id ?? null);
    const first: (number | null)[] = [];
    const unsubscribe = await api.subscribe('selected', selected(first));
    await api.selectDevice({ deviceId: 2 });
    await until(() => first.length === 2);
    unsubscribe();
    // A later subscriber sees the next selection; messages on one port arrive in order, so a
    // delivery to the first one would have arrived before it.
    const second: (number | null)[] = [];
    await api.subscribe('selected', selected(second));
    await api.selectDevice({ deviceId: 1 });
    await until(() => second.at(-1) === 1);
    expect(first).toEqual([null, 2]);
  });

  it('[T2] errors arrive as the same plain objects', async () => {
    const { api } = await overChannel();
    const error = await api.login({ email: '', password: '', remember: false }).catch((e) => e);
    expect(error).toEqual({
      type: 'validation',
      code: 'FILL_ALL_FIELDS',
      message: expect.any(String),
    });
  });

  it('the wrapped core is not a thenable, so async functions can return it', async () => {
    const { api } = await overChannel();
    expect((api as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(api)).toBe(api);
  });
});
