import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  KEEPALIVE_MS,
  LIVE_FLUSH_MS,
  LiveHub,
  type LiveConnection,
} from '../../server/services/liveHub';
import type { DeviceRecord, PositionRecord } from '../../server/storage';

class FakeConnection implements LiveConnection {
  sent: Record<string, { id?: number; deviceId?: number }[]>[] = [];
  raw: (string | Buffer)[] = [];
  frames: ('text' | 'binary')[] = [];
  closed: number | null = null;
  bufferedAmount = 0;
  send(data: string | Buffer, options?: { binary: boolean }) {
    this.raw.push(data);
    this.frames.push(typeof data === 'string' || options?.binary === false ? 'text' : 'binary');
    this.sent.push(JSON.parse(String(data)));
  }
  close(code?: number) {
    this.closed = code ?? 1000;
  }
}

const position = (id: number, deviceId: number) =>
  ({
    id,
    deviceId,
    attributes: {},
    serverTime: 0,
    deviceTime: 0,
    fixTime: 0,
  }) as unknown as PositionRecord;
const device = (id: number) =>
  ({
    id,
    attributes: {},
    status: 'online',
    lastUpdate: null,
    expirationTime: null,
  }) as unknown as DeviceRecord;

describe('LiveHub', () => {
  let hub: LiveHub;
  afterEach(() => {
    hub.close();
    vi.useRealTimers();
  });

  it('sends each subscriber only its devices, one positions and one devices message per batch', () => {
    hub = new LiveHub(KEEPALIVE_MS, 0);
    const a = new FakeConnection();
    const b = new FakeConnection();
    hub.subscribe(1, a, [10, 11]);
    hub.subscribe(2, b, [20]);
    hub.publish(
      [position(1, 10), position(2, 11), position(3, 20), position(4, 99)],
      [device(10), device(20)],
    );
    expect(a.sent).toEqual([
      { positions: [expect.objectContaining({ id: 1 }), expect.objectContaining({ id: 2 })] },
      { devices: [expect.objectContaining({ id: 10 })] },
    ]);
    expect(b.sent).toEqual([
      { positions: [expect.objectContaining({ id: 3 })] },
      { devices: [expect.objectContaining({ id: 20 })] },
    ]);
  });

  it('gives the screens watching every device one shared text message, the others their own', () => {
    hub = new LiveHub(KEEPALIVE_MS, 0);
    const whole = [new FakeConnection(), new FakeConnection()];
    const part = new FakeConnection();
    const other = new FakeConnection();
    for (const connection of whole) hub.subscribe(1, connection, [10, 11, 12]);
    hub.subscribe(2, part, [10, 11]);
    hub.subscribe(3, other, [11, 12]);
    hub.publish([position(1, 10), position(2, 11), position(3, 12), position(4, 99)], []);
    const ids = (connection: FakeConnection) => connection.sent[0]!.positions!.map((p) => p.id);
    expect(whole.map(ids)).toEqual([
      [1, 2, 3],
      [1, 2, 3],
    ]);
    expect(whole[0]!.raw[0]).toBe(whole[1]!.raw[0]);
    expect(ids(part)).toEqual([1, 2]);
    expect(ids(other)).toEqual([2, 3]);
    for (const connection of [...whole, part, other]) expect(connection.frames).toEqual(['text']);
  });

  it('grants and revokes devices on every socket of a user', () => {
    hub = new LiveHub(KEEPALIVE_MS, 0);
    const first = new FakeConnection();
    const second = new FakeConnection();
    hub.subscribe(1, first, []);
    hub.subscribe(1, second, []);
    hub.grant(1, 5);
    hub.publish([position(1, 5)], []);
    expect(first.sent).toHaveLength(1);
    expect(second.sent).toHaveLength(1);
    hub.revoke(1, 5);
    hub.publish([position(2, 5)], []);
    expect(first.sent).toHaveLength(1);
  });

  it('forgets unsubscribed sockets and deleted devices, closes a deleted user', () => {
    hub = new LiveHub(KEEPALIVE_MS, 0);
    const a = new FakeConnection();
    const b = new FakeConnection();
    const subscriber = hub.subscribe(1, a, [1]);
    hub.subscribe(2, b, [1]);
    hub.unsubscribe(subscriber);
    hub.dropDevice(1);
    hub.publish([position(1, 1)], [device(1)]);
    expect(a.sent).toEqual([]);
    expect(b.sent).toEqual([]);
    hub.dropUser(2);
    expect(b.closed).toBe(4000);
    expect(hub.size).toBe(0);
  });

  it('sends {} keepalives and drops a client that stopped reading', async () => {
    hub = new LiveHub(20, 0);
    const a = new FakeConnection();
    hub.subscribe(1, a, [1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(a.sent[0]).toEqual({});
    a.bufferedAmount = 1e9;
    hub.publish([position(1, 1)], []);
    expect(a.closed).toBe(1013);
    expect(hub.size).toBe(0);
  });

  it('gathers the batches of one flush window into one message per kind, in order', () => {
    vi.useFakeTimers();
    hub = new LiveHub();
    const a = new FakeConnection();
    hub.subscribe(1, a, [10, 11]);
    hub.publish([position(1, 10)], [device(10)]);
    hub.publish([position(2, 11), position(3, 10)], [device(10), device(11)]);
    expect(a.sent).toEqual([]);
    vi.advanceTimersByTime(LIVE_FLUSH_MS);
    expect(a.sent).toEqual([
      { positions: [1, 2, 3].map((id) => expect.objectContaining({ id })) },
      { devices: [10, 11].map((id) => expect.objectContaining({ id })) },
    ]);
    vi.advanceTimersByTime(LIVE_FLUSH_MS * 5);
    expect(a.sent).toHaveLength(2);
  });

  it('flushes pending positions before any other message to the user, and sends none revoked', () => {
    vi.useFakeTimers();
    hub = new LiveHub();
    const a = new FakeConnection();
    hub.subscribe(1, a, [10, 11]);
    hub.publish([position(1, 10), position(2, 11)], []);
    hub.revoke(1, 11);
    hub.sendToUser(1, '{"events":[]}');
    expect(a.sent).toEqual([{ positions: [expect.objectContaining({ id: 1 })] }, { events: [] }]);
    vi.advanceTimersByTime(LIVE_FLUSH_MS);
    expect(a.sent).toHaveLength(2);
  });
});
