import net from 'node:net';
import { FrameBuffer } from './frameBuffer';
import { ProtocolSession, type SessionCounters, type SessionDeps } from './session';
import type { DeviceProtocol } from './types';

/** Connection limits; every one is a defence against a client that holds memory. */
export interface TcpLimits {
  /** Close a connection silent this long (ms; Traccar's `<protocol>.timeout`/`server.timeout`). */
  idleMs: number;
  /** Close a connection whose partial frame is not completed within this time (ms). */
  frameMs: number;
  /** Close a connection that has not identified a known device within this time (ms). */
  identifyMs: number;
}

/** One TCP connection: framing with a bounded buffer, timeouts, and its protocol session. */
class TcpConnection {
  readonly session: ProtocolSession;
  private readonly buffer: FrameBuffer;
  private busy = false;
  private waiting: Buffer[] = [];
  /** When the unfinished frame in the buffer began (ms), or 0. */
  private partialSince = 0;
  readonly opened: number;

  constructor(
    private readonly socket: net.Socket,
    protocol: DeviceProtocol,
    deps: SessionDeps,
    counters: SessionCounters,
    private readonly listener: TcpListener,
  ) {
    this.buffer = new FrameBuffer(protocol.createFramer(), protocol.maxFrame);
    this.session = new ProtocolSession(
      protocol,
      {
        write: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.destroyed) return reject(new Error('The device is not connected'));
            socket.write(data, (error) => (error ? reject(error) : resolve()));
          }),
        close: () => socket.destroy(),
      },
      deps,
      counters,
    );
    this.opened = deps.now();
    socket.on('data', (chunk: Buffer) => this.receive(chunk, deps.now()));
  }

  private receive(chunk: Buffer, now: number): void {
    const frames = this.buffer.push(chunk);
    if (this.buffer.overflow) {
      this.socket.destroy();
      return;
    }
    if (!this.buffer.pending) this.partialSince = 0;
    else if (frames.length || !this.partialSince) this.partialSince = now;
    this.listener.watch(this);
    if (!frames.length) return;
    if (this.busy) {
      // Only reachable with frames read before the pause took effect: keep their order.
      this.waiting.push(...frames);
      return;
    }
    void this.process(frames);
  }

  private async process(frames: Buffer[]): Promise<void> {
    this.busy = true;
    this.socket.pause();
    try {
      let batch = frames;
      while (batch.length && !this.socket.destroyed) {
        await this.session.handle(batch);
        batch = this.waiting;
        this.waiting = [];
      }
    } catch (error) {
      console.error(`${this.session.protocol.name}: could not store positions:`, error);
      this.socket.destroy();
    } finally {
      this.busy = false;
      if (!this.socket.destroyed) this.socket.resume();
      this.listener.watch(this);
    }
  }

  /** The deadline this connection is held to now, or 0 when it is identified and idle. */
  deadline(limits: TcpLimits): number {
    const identify = this.session.identified ? 0 : this.opened + limits.identifyMs;
    const partial = this.partialSince ? this.partialSince + limits.frameMs : 0;
    if (!identify) return partial;
    return partial ? Math.min(identify, partial) : identify;
  }

  destroy(): void {
    this.socket.destroy();
  }
}

/**
 * A protocol's TCP listener. Each connection's frames are decoded, stored and answered in order;
 * reading pauses while a batch is stored, so a fast sender is held back by TCP, not by memory.
 */
export class TcpListener {
  readonly server: net.Server;
  private readonly watched = new Map<TcpConnection, number>();
  /** Open connections, each with the promise of its `close` being handled. */
  private readonly connections = new Map<TcpConnection, Promise<void>>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly protocol: DeviceProtocol,
    private readonly deps: SessionDeps,
    private readonly limits: TcpLimits,
    readonly counters: SessionCounters,
  ) {
    this.server = net.createServer({ noDelay: true }, (socket) => this.accept(socket));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  private accept(socket: net.Socket): void {
    const connection = new TcpConnection(socket, this.protocol, this.deps, this.counters, this);
    if (this.limits.idleMs > 0) {
      socket.setTimeout(this.limits.idleMs, () => socket.destroy());
    }
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) =>
      socket.on('close', () => {
        this.connections.delete(connection);
        this.watched.delete(connection);
        connection.session.detach(true);
        resolve();
      }),
    );
    this.connections.set(connection, closed);
    this.watch(connection);
    this.startSweeper();
  }

  /** Puts a connection under (or out of) the identify and partial-frame deadlines. */
  watch(connection: TcpConnection): void {
    const deadline = connection.deadline(this.limits);
    if (deadline) this.watched.set(connection, deadline);
    else this.watched.delete(connection);
  }

  private startSweeper(): void {
    if (this.sweeper) return;
    const every = Math.max(Math.min(this.limits.frameMs, this.limits.identifyMs) / 4, 20);
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
  }

  private sweep(): void {
    const now = this.deps.now();
    for (const [connection, deadline] of this.watched) {
      if (deadline <= now) {
        this.watched.delete(connection);
        connection.destroy();
      }
    }
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  /** Stops listening and closes every connection (their devices go offline). */
  async close(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const stopped = new Promise<void>((resolve) => this.server.close(() => resolve()));
    const closing = [...this.connections.values()];
    for (const connection of this.connections.keys()) connection.destroy();
    await Promise.all([stopped, ...closing]);
  }
}
