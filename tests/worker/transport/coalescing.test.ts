import { describe, expect, it } from 'vitest';
import type { Device, Position, TrackingEvent } from '@farol/model';
import { createFrameClock } from '../../../src/worker/kernel/frameClock';
import { createCoalescer } from '../../../src/worker/transport/coalescer';
import { createLiveFeed } from '../../../src/worker/transport/liveFeed';
import { parseSocketMessage } from '../../../src/worker/transport/socketMessages';
import { manualFrames } from '../support/fakes';
import { at, device, position } from '../support/fixtures';

function feed() {
  const frames = manualFrames();
  const out = {
    devices: [] as Device[][],
    positions: [] as Position[][],
    events: [] as TrackingEvent[][],
    rejected: 0,
  };
  const live = createLiveFeed({
    clock: createFrameClock(frames.requestFrame),
    sink: {
      devices: (d) => out.devices.push(d),
      positions: (p) => out.positions.push(p),
      events: (e) => out.events.push(e),
      rejected: (n) => (out.rejected += n),
    },
  });
  const send = (message: unknown) => live.receive(JSON.stringify(message));
  return { frames, out, live, send };
}

describe('coalescer', () => {
  it('[B2] keeps one item per key, last arrival wins by default', () => {
    const c = createCoalescer<{ id: number; v: string }>({ keyOf: (x) => x.id });
    c.add([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    c.add([{ id: 1, v: 'c' }]);
    expect(c.size).toBe(2);
    expect(c.take()).toEqual([
      { id: 1, v: 'c' },
      { id: 2, v: 'b' },
    ]);
    expect(c.size).toBe(0);
  });
});

describe('live feed', () => {
  it('[B2] merges updates per deviceId within one flush: newest fix wins, then arrival', () => {
    const { frames, out, send } = feed();
    send({
      positions: [position(1, { id: 1, fixTime: at(10) }), position(2, { id: 2, fixTime: at(10) })],
    });
    send({ positions: [position(1, { id: 3, fixTime: at(20) })] });
    send({ positions: [position(1, { id: 4, fixTime: at(15) })] }); // late, older fix
    send({ positions: [position(2, { id: 5, fixTime: at(10) })] }); // same fix, later arrival
    expect(out.positions).toEqual([]);
    expect(frames.pending).toBe(1);
    frames.tick();
    expect(out.positions).toHaveLength(1);
    expect(out.positions[0]!.map((p) => [p.deviceId, p.id])).toEqual([
      [1, 3],
      [2, 5],
    ]);
  });

  it('[B2] devices coalesce by arrival and are handed over before positions', () => {
    const { frames, out, send } = feed();
    send({ devices: [device(1, { status: 'offline' })] });
    send({ devices: [device(1, { status: 'online' })] });
    frames.tick();
    expect(out.devices).toHaveLength(1);
    expect(out.devices[0]!.map((d) => d.status)).toEqual(['online']);
  });

  it('[B2] one flush per frame: data after a flush waits for the next frame', () => {
    const { frames, out, send } = feed();
    send({ positions: [position(1)] });
    frames.tick();
    send({ positions: [position(2)] });
    send({ positions: [position(3)] });
    frames.tick();
    expect(out.positions.map((batch) => batch.map((p) => p.deviceId))).toEqual([[1], [2, 3]]);
    frames.tick();
    expect(out.positions).toHaveLength(2);
  });

  it('[B2] events are passed on at once, keepalives and bad items are dropped', () => {
    const { frames, out, send, live } = feed();
    send({ events: [{ id: 1, deviceId: 1, type: 'alarm' }] });
    expect(out.events[0]![0]).toMatchObject({ id: 1, type: 'alarm' });
    send({});
    expect(frames.pending).toBe(0);
    send({ positions: [{ deviceId: 'x' }, position(4)] });
    live.receive('not json');
    expect(out.rejected).toBe(2);
    frames.tick();
    expect(out.positions[0]!.map((p) => p.deviceId)).toEqual([4]);
  });

  it('[B2] clear() drops the buffer and the pending flush', () => {
    const { frames, out, send, live } = feed();
    send({ positions: [position(1)] });
    live.clear();
    frames.tick();
    expect(out.positions).toEqual([]);
  });
});

describe('frame clock', () => {
  it('[M1] flush callbacks run before render callbacks, including renders they request', () => {
    const frames = manualFrames();
    const clock = createFrameClock(frames.requestFrame);
    const order: string[] = [];
    clock.request('render', () => order.push('render-1'));
    clock.request('flush', () => {
      order.push('flush');
      clock.request('render', () => order.push('render-2'));
    });
    expect(frames.pending).toBe(1);
    frames.tick();
    expect(order).toEqual(['flush', 'render-1', 'render-2']);
    expect(frames.pending).toBe(0);
  });
});

describe('parseSocketMessage', () => {
  it('[T4] reads the three message kinds and the keepalive', () => {
    expect(parseSocketMessage('{}')).toEqual({
      positions: [],
      devices: [],
      events: [],
      rejected: 0,
    });
    expect(parseSocketMessage('[1]')).toBeNull();
    const m = parseSocketMessage(
      JSON.stringify({ devices: [{ id: 1, name: 'a', uniqueId: 'u' }] }),
    );
    expect(m?.devices[0]).toMatchObject({ id: 1, status: 'offline' });
  });
});
