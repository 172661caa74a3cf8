import { deviceJson } from '../json';
import { positionText } from '../positionText';
import type { DeviceRecord, PositionRecord } from '../storage';

/** The part of a WebSocket the hub uses. */
export interface LiveConnection {
  send(data: string): void;
  /** Text already encoded (one Buffer for many sockets), sent with `binary: false`. */
  send(data: Buffer, options: { binary: boolean }): void;
  close(code?: number, reason?: string): void;
  readonly bufferedAmount: number;
}

/** The authority a socket was opened with; when it ends, the socket closes. */
export interface Grant {
  /** The cookie session it was opened with. */
  sessionId?: string;
  /** The hash of the token it was opened with. */
  tokenHash?: string;
  /** That token's own expiry. */
  tokenExpiresAt?: number;
  /** When that authority ends by itself (account, share or token expiry); null: never. */
  expiresAt: number | null;
}

/** One open socket: its user, the devices it may see and the authority it holds. */
export interface Subscriber {
  readonly userId: number;
  readonly connection: LiveConnection;
  readonly deviceIds: Set<number>;
  grant: Grant;
}

/** Close code of a socket whose authority ended (logout, revocation, expiry, disabled user). */
export const SESSION_ENDED = 4000;

/** Traccar's keepalive period (TaskWebSocketKeepalive.PERIOD_SECONDS). */
export const KEEPALIVE_MS = 55_000;
// A client this far behind is dropped rather than allowed to grow server memory without bound.
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;
/**
 * How long published batches gather before they leave. Every commit tick sent its own message to
 * every socket: at 1,000 reports/s, 100 screens got ~200,000 small frames a second. 5 ms cuts
 * that about fivefold and adds at most 5 ms to the push (issue 19: p99 < 50 ms end to end; a
 * 20 ms window halved the server's CPU at 1,000 reports/s but took p99 to ~70 ms).
 */
export const LIVE_FLUSH_MS = 5;

/**
 * Live fan-out to `/api/socket` subscribers. A deviceId → subscribers index keeps the work per
 * batch proportional to the subscribers of the devices that moved. Published batches gather for
 * `flushMs` and leave together: each subscriber gets at most one `{"positions":[…]}` and one
 * `{"devices":[…]}` per flush, with every position published and each device's latest published
 * record. Any other message to a user first flushes what is pending, so nothing overtakes
 * the positions it follows. A subscriber only ever receives devices in its own `deviceIds`.
 */
export class LiveHub {
  private readonly byDevice = new Map<number, Set<Subscriber>>();
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly timer: NodeJS.Timeout;
  private pendingPositions: PositionRecord[] = [];
  private pendingDevices = new Map<number, DeviceRecord>();
  private flushTimer: NodeJS.Timeout | null = null;

  /** `flushMs` 0 sends each batch at once. */
  constructor(
    keepaliveMs = KEEPALIVE_MS,
    private readonly flushMs = LIVE_FLUSH_MS,
  ) {
    this.timer = setInterval(() => this.keepalive(), keepaliveMs);
    this.timer.unref();
  }

  subscribe(
    userId: number,
    connection: LiveConnection,
    deviceIds: Iterable<number>,
    grant: Grant = { expiresAt: null },
  ): Subscriber {
    const subscriber: Subscriber = { userId, connection, deviceIds: new Set(deviceIds), grant };
    for (const id of subscriber.deviceIds) addTo(this.byDevice, id, subscriber);
    addTo(this.byUser, userId, subscriber);
    return subscriber;
  }

  unsubscribe(subscriber: Subscriber): void {
    for (const id of subscriber.deviceIds) removeFrom(this.byDevice, id, subscriber);
    removeFrom(this.byUser, subscriber.userId, subscriber);
  }

  /** A user was linked to a device: their open sockets start receiving it. */
  grant(userId: number, deviceId: number): void {
    for (const subscriber of this.byUser.get(userId) ?? []) {
      subscriber.deviceIds.add(deviceId);
      addTo(this.byDevice, deviceId, subscriber);
    }
  }

  /** A user was unlinked from a device: their open sockets stop receiving it. */
  revoke(userId: number, deviceId: number): void {
    for (const subscriber of this.byUser.get(userId) ?? []) {
      subscriber.deviceIds.delete(deviceId);
      removeFrom(this.byDevice, deviceId, subscriber);
    }
  }

  /** Replaces what a user's open sockets may see (links or groups changed). */
  setAccess(userId: number, deviceIds: Iterable<number>): void {
    const allowed = new Set(deviceIds);
    for (const subscriber of this.byUser.get(userId) ?? []) {
      for (const id of subscriber.deviceIds) {
        if (!allowed.has(id)) removeFrom(this.byDevice, id, subscriber);
      }
      subscriber.deviceIds.clear();
      for (const id of allowed) {
        subscriber.deviceIds.add(id);
        addTo(this.byDevice, id, subscriber);
      }
    }
  }

  /** Users with at least one open socket. */
  connectedUserIds(): number[] {
    return [...this.byUser.keys()];
  }

  /** A device was deleted. */
  dropDevice(deviceId: number): void {
    for (const subscriber of this.byDevice.get(deviceId) ?? [])
      subscriber.deviceIds.delete(deviceId);
    this.byDevice.delete(deviceId);
  }

  /** A user was deleted or disabled: close their sockets. */
  dropUser(userId: number): void {
    this.closeWhere((subscriber) => subscriber.userId === userId);
  }

  /** Closes the open sockets `match` selects: the authority they were opened with ended. */
  closeWhere(match: (subscriber: Subscriber) => boolean): void {
    for (const subscriber of this.subscribers()) {
      if (!match(subscriber)) continue;
      this.unsubscribe(subscriber);
      subscriber.connection.close(SESSION_ENDED, 'Session ended');
    }
  }

  /** Every open subscriber (a copy: closing some while iterating is safe). */
  subscribers(userId?: number): Subscriber[] {
    if (userId !== undefined) return [...(this.byUser.get(userId) ?? [])];
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  /** Adds a batch of positions and devices to the next flush. */
  publish(positions: Iterable<PositionRecord>, devices: Iterable<DeviceRecord>): void {
    for (const position of positions) this.pendingPositions.push(position);
    for (const device of devices) this.pendingDevices.set(device.id, device);
    if (this.flushMs <= 0) {
      this.flush();
      return;
    }
    this.flushTimer ??= setTimeout(() => this.flush(), this.flushMs);
  }

  /** Sends what was published since the last flush now. */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const positions = this.pendingPositions;
    const devices = this.pendingDevices;
    if (positions.length === 0 && devices.size === 0) return;
    this.pendingPositions = [];
    this.pendingDevices = new Map();
    this.deliver(positions, devices.values());
  }

  /**
   * Sends positions and devices, each to the subscribers of its device only. Each item is
   * serialised once; a subscriber that gets every item of a kind (a fleet watched by many
   * screens) shares one message, built and encoded once, instead of its own copy.
   */
  private deliver(positions: PositionRecord[], devices: Iterable<DeviceRecord>): void {
    const outbox = new Map<Subscriber, Outbox>();
    const everything: Outbox = { positions: [], devices: [] };
    const collect = (deviceId: number, text: () => string, kind: keyof Outbox) => {
      const subscribers = this.byDevice.get(deviceId);
      if (!subscribers || subscribers.size === 0) return;
      const json = text();
      everything[kind].push(json);
      for (const subscriber of subscribers) {
        let box = outbox.get(subscriber);
        if (!box) outbox.set(subscriber, (box = { positions: [], devices: [] }));
        box[kind].push(json);
      }
    };
    for (const p of positions) collect(p.deviceId, () => positionText(p), 'positions');
    for (const d of devices) collect(d.id, () => JSON.stringify(deviceJson(d)), 'devices');
    const shared = {
      positions: new SharedMessage('positions'),
      devices: new SharedMessage('devices'),
    };
    for (const [subscriber, box] of outbox) {
      for (const kind of KINDS) {
        const items = box[kind];
        if (items.length === 0) continue;
        // Items arrive in one order for everyone: as many as everything means the same list.
        if (items.length === everything[kind].length) {
          this.send(subscriber, shared[kind].of(everything[kind]));
        } else {
          this.send(subscriber, messageOf(kind, items));
        }
      }
    }
  }

  /** Sends one message to every open socket of a user (web notifications). */
  sendToUser(userId: number, text: string): void {
    this.flush();
    for (const subscriber of [...(this.byUser.get(userId) ?? [])]) this.send(subscriber, text);
  }

  /** Sends one message to one subscriber, dropping clients that stopped reading. */
  send(subscriber: Subscriber, text: string | Buffer): void {
    if (subscriber.connection.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.unsubscribe(subscriber);
      subscriber.connection.close(1013, 'Client too slow');
      return;
    }
    // A Buffer is text already encoded once for many sockets: it still leaves as a text frame.
    if (typeof text === 'string') subscriber.connection.send(text);
    else subscriber.connection.send(text, { binary: false });
  }

  /** Number of open subscribers (for tests and statistics). */
  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  close(): void {
    clearInterval(this.timer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    for (const set of this.byUser.values()) {
      for (const subscriber of set) subscriber.connection.close(1001, 'Server stopping');
    }
    this.byUser.clear();
    this.byDevice.clear();
  }

  private keepalive(): void {
    for (const set of this.byUser.values())
      for (const subscriber of set) this.send(subscriber, '{}');
  }
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}

/** A batch's serialised items per kind of message. */
interface Outbox {
  positions: string[];
  devices: string[];
}

const KINDS = ['positions', 'devices'] as const;

const messageOf = (kind: keyof Outbox, items: string[]) => `{"${kind}":[${items.join(',')}]}`;

/** The message of every item of a kind, built and UTF-8 encoded at most once per batch. */
class SharedMessage {
  private bytes: Buffer | null = null;

  constructor(private readonly kind: keyof Outbox) {}

  of(items: string[]): Buffer {
    return (this.bytes ??= Buffer.from(messageOf(this.kind, items)));
  }
}
