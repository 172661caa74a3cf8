import net from 'node:net';
import type { VehicleReport } from '../vehicle';
import type { DeviceSpeaker } from './types';

interface Waiting {
  started: number;
  resolve: (latency: number) => void;
  reject: (error: Error) => void;
}

/**
 * One simulated tracker's TCP connection: logs in when it connects, sends reports and
 * heartbeats, waits for the server's answers, and answers the commands it receives.
 */
export class DeviceLink {
  private socket: net.Socket | null = null;
  private connecting: Promise<net.Socket> | null = null;
  private serial = 0;
  private readonly waiting: (Waiting | null)[] = [];
  /** Commands received, as the bytes the server sent. */
  readonly received: Buffer[] = [];

  constructor(
    readonly uniqueId: string,
    private readonly speaker: DeviceSpeaker,
    private readonly host: string,
    private readonly port: number,
  ) {}

  private nextSerial(): number {
    this.serial = (this.serial + 1) & 0xffff;
    return this.serial;
  }

  /** Connects (and logs in) unless connected. */
  connect(): Promise<net.Socket> {
    if (this.socket && !this.socket.destroyed) return Promise.resolve(this.socket);
    this.connecting ??= new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ host: this.host, port: this.port, noDelay: true });
      socket.once('error', (error) => {
        this.connecting = null;
        reject(error);
      });
      socket.once('connect', () => {
        this.socket = socket;
        this.connecting = null;
        socket.on('error', () => undefined);
        socket.on('data', (data: Buffer) => this.receive(data));
        socket.on('close', () => this.closed());
        const login = this.speaker.login(this.uniqueId, this.nextSerial());
        if (login) {
          this.waiting.push(null);
          socket.write(login);
        }
        resolve(socket);
      });
    });
    return this.connecting;
  }

  /** Sends a report; resolves with the time until the server's answer (or the write). */
  async report(time: number, report: VehicleReport): Promise<number> {
    return this.send(this.speaker.report(this.uniqueId, time, report, this.nextSerial()));
  }

  /** Sends a keep-alive; waits for its answer when the protocol gives one. */
  async heartbeat(): Promise<number> {
    const frame = this.speaker.heartbeat(this.uniqueId, this.nextSerial());
    return this.send(frame, this.speaker.heartbeatAnswered ?? true);
  }

  /** Sends bytes as this device; waits for the answer when one is expected. */
  async send(frame: Buffer, answered = this.speaker.acked): Promise<number> {
    const socket = await this.connect();
    const started = performance.now();
    if (!answered) {
      await new Promise<void>((resolve, reject) =>
        socket.write(frame, (error) => (error ? reject(error) : resolve())),
      );
      return performance.now() - started;
    }
    return new Promise<number>((resolve, reject) => {
      this.waiting.push({ started, resolve, reject });
      socket.write(frame);
    });
  }

  private receive(data: Buffer): void {
    const { acks, replies } = this.speaker.receive(this.uniqueId, data, this.serial);
    for (let i = 0; i < acks; i++) {
      const waiting = this.waiting.shift();
      waiting?.resolve(performance.now() - waiting.started);
    }
    if (replies.length) this.received.push(data);
    for (const reply of replies) this.socket?.write(reply);
  }

  private closed(): void {
    this.socket = null;
    for (const waiting of this.waiting.splice(0)) {
      waiting?.reject(new Error(`${this.speaker.protocol} connection closed`));
    }
  }

  close(): void {
    this.socket?.destroy();
  }
}
