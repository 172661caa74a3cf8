import net from 'node:net';
import type { Farol } from '../../../server/app';
import type { VehicleReport } from '../../../server/demo/vehicle';

/** A report at São Paulo, ignition on. */
export const REPORT: VehicleReport = {
  latitude: -23.5505,
  longitude: -46.6333,
  altitude: 760,
  speed: 20,
  course: 90,
  ignition: true,
  motion: true,
  power: 12.6,
  batteryLevel: 100,
};

/** A raw TCP client of a protocol port that collects what the server writes. */
export class RawClient {
  readonly socket: net.Socket;
  private data = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  readonly closed: Promise<void>;

  constructor(port: number) {
    this.socket = net.connect({ host: '127.0.0.1', port });
    this.socket.on('data', (chunk: Buffer) => {
      this.data = Buffer.concat([this.data, chunk]);
      for (const waiter of this.waiters.splice(0)) waiter();
    });
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
  }

  static async connect(port: number): Promise<RawClient> {
    const client = new RawClient(port);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('connect', resolve);
      client.socket.once('error', reject);
    });
    return client;
  }

  write(data: Buffer | string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.socket.write(data, (error) => (error ? reject(error) : resolve())),
    );
  }

  /** Waits until at least `count` bytes arrived, then takes them all. */
  async read(count = 1, timeoutMs = 5000): Promise<Buffer> {
    const deadline = Date.now() + timeoutMs;
    while (this.data.length < count) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${count} bytes`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    const taken = this.data;
    this.data = Buffer.alloc(0);
    return taken;
  }

  /** What has arrived so far (taken). */
  take(): Buffer {
    const taken = this.data;
    this.data = Buffer.alloc(0);
    return taken;
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The TCP port of a device protocol of a running Farol. */
export function tcpPort(farol: Farol, protocol: string): number {
  const port = farol.devices.ports[protocol]?.tcp;
  if (port === undefined) throw new Error(`${protocol} has no TCP listener`);
  return port;
}

/** Polls `check` until it returns a value other than undefined (or times out). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
