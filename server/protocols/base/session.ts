import type { CommandService } from '../../commands/service';
import type { LiveSession, LiveSessions } from '../../commands/liveSessions';
import type { CommandToSend } from '../../commands/types';
import { lookupBoolean, lookupIn, type Lookup } from '../../pipeline/attributes';
import type { Ingest } from '../../pipeline/ingest';
import type { IncomingPosition } from '../../pipeline/types';
import type { DeviceRegistry } from '../../services/registry';
import type { DeviceRecord } from '../../storage';
import { IllegalArgumentError } from '../../errors';
import { encodeCommand } from './commands';
import { DecodeError } from './errors';
import type { ConnectionStatus } from './status';
import type { DecoderContext, DeviceProtocol, MessageDecoder } from './types';

/** What every protocol session needs from the rest of the server. */
export interface SessionDeps {
  registry: DeviceRegistry;
  ingest: Ingest;
  sessions: LiveSessions;
  commands: CommandService;
  status: ConnectionStatus;
  /** The device's configuration lookup (device → groups → server → options). */
  lookupFor(device: DeviceRecord): Lookup;
  /** Configuration options alone, before a device is known. */
  options: Record<string, string>;
  now(): number;
}

/** How a session reaches its device: a TCP socket, or a UDP address. */
export interface Transport {
  write(data: Buffer): Promise<void>;
  close(): void;
}

/** Counters a listener keeps for its sessions (benchmarks and tests read them). */
export interface SessionCounters {
  frames: number;
  errors: number;
  /** Positions stored. */
  positions: number;
}

const MAX_QUEUED_DELIVERY = 100;

/**
 * One device conversation: decodes frames, identifies the device, stores its positions and only
 * then writes the answers the device expects (so an acknowledged position is durable), and is
 * the device's live session for commands while it is connected.
 */
export class ProtocolSession implements DecoderContext, LiveSession {
  device: DeviceRecord | null = null;
  now = 0;
  private readonly decoder: MessageDecoder;
  private replies: Buffer[] = [];
  private refusals: Buffer[] = [];
  private identifiedNow = false;
  private cachedLookup: Lookup | null = null;

  constructor(
    readonly protocol: DeviceProtocol,
    private readonly transport: Transport,
    private readonly deps: SessionDeps,
    private readonly counters: SessionCounters,
    decoder: MessageDecoder = protocol.createDecoder(),
  ) {
    this.decoder = decoder;
  }

  get protocolName(): string {
    return this.protocol.name;
  }

  get identified(): boolean {
    return this.device !== null;
  }

  get uniqueId(): string | null {
    return this.device?.uniqueId ?? null;
  }

  get model(): string | null {
    return this.device?.model ?? null;
  }

  get lookup(): Lookup {
    if (this.device) return this.deps.lookupFor(this.device);
    return (this.cachedLookup ??= lookupIn([this.deps.options]));
  }

  identify(...uniqueIds: string[]): boolean {
    if (this.device && uniqueIds.includes(this.device.uniqueId)) return true;
    for (const uniqueId of uniqueIds) {
      const device = uniqueId ? this.deps.registry.byUnique(uniqueId) : undefined;
      if (!device) continue;
      if (device.disabled) return false;
      if (device.expirationTime !== null && device.expirationTime < this.now) return false;
      this.attach(device);
      return true;
    }
    return false;
  }

  reply(data: Buffer | string): void {
    this.replies.push(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  }

  replyIfRefused(data: Buffer | string): void {
    this.refusals.push(typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  }

  /**
   * Decodes `frames` in order, stores what they said, then writes their answers. A frame that
   * fails to decode, or whose positions the pipeline refuses as unreal (an IllegalArgumentError),
   * stores and answers nothing. Rejects when storing fails (nothing answered).
   */
  async handle(frames: readonly Buffer[]): Promise<void> {
    const raw = lookupBoolean(this.lookup, 'database.saveOriginal', false);
    const outcomes: Promise<Buffer[]>[] = [];
    for (const frame of frames) {
      const positions = this.decode(frame);
      if (!positions) continue;
      const [answers, refusals] = [this.replies, this.refusals];
      this.replies = [];
      this.refusals = [];
      if (!this.device || !positions.length) {
        outcomes.push(Promise.resolve(answers));
        continue;
      }
      if (raw) for (const position of positions) position.attributes.raw = frame.toString('hex');
      const stored = this.store(this.device, positions);
      outcomes.push(stored.then((ok) => (ok ? answers : refusals)));
    }
    for (const answers of await Promise.all(outcomes)) {
      for (const answer of answers) void this.transport.write(answer).catch(() => undefined);
    }
    if (this.identifiedNow) {
      this.identifiedNow = false;
      await this.deliverQueued();
    }
  }

  /** One frame's positions, or null when it failed to decode (its answers dropped). */
  private decode(frame: Buffer): IncomingPosition[] | null {
    this.now = this.deps.now();
    this.replies = [];
    this.refusals = [];
    this.counters.frames++;
    try {
      return this.decoder.decode(frame, this);
    } catch (error) {
      this.counters.errors++;
      this.replies = [];
      this.refusals = [];
      if (!(error instanceof DecodeError)) {
        console.error(`${this.protocol.name}: decoder failed on ${frame.toString('hex')}:`, error);
      }
      return null;
    }
  }

  /** Stores one frame's positions: false when the pipeline refuses them as unreal. */
  private async store(device: DeviceRecord, positions: IncomingPosition[]): Promise<boolean> {
    try {
      await this.deps.ingest.accept(device, positions);
    } catch (error) {
      if (!(error instanceof IllegalArgumentError)) throw error;
      this.counters.errors++;
      console.warn(
        `${this.protocol.name}: refused a frame of ${device.uniqueId}: ${error.message}`,
      );
      return false;
    }
    this.counters.positions += positions.length;
    return true;
  }

  private attach(device: DeviceRecord): void {
    if (this.device) this.deps.sessions.close(this.device.id, this);
    this.device = device;
    this.identifiedNow = true;
    this.deps.sessions.open(device.id, this);
    this.deps.status.online(device);
  }

  /** The transport is gone: the device is offline unless another session took it over. */
  detach(markOffline: boolean): void {
    const device = this.device;
    if (!device) return;
    this.device = null;
    if (this.deps.sessions.get(device.id) !== this) return;
    this.deps.sessions.close(device.id, this);
    if (markOffline) this.deps.status.offline(device);
  }

  supports(type: string): boolean {
    return this.protocol.commands.includes(type);
  }

  async send(command: CommandToSend): Promise<void> {
    const device = this.device;
    if (!device) throw new Error('The device is not connected');
    const bytes = encodeCommand(this.protocol, command, {
      uniqueId: device.uniqueId,
      decoder: this.decoder,
      model: device.model,
      lookup: this.deps.lookupFor(device),
      now: this.deps.now(),
    });
    await this.transport.write(bytes);
  }

  /** Commands queued while the device was away leave as soon as it identifies (Traccar). */
  private async deliverQueued(): Promise<void> {
    const device = this.device;
    if (!device || !this.deps.commands.hasQueued(device.id)) return;
    const queued = await this.deps.commands.takeQueued(device.id, MAX_QUEUED_DELIVERY);
    for (const command of queued) {
      const toSend: CommandToSend = { ...command, description: null };
      try {
        await this.send(toSend);
      } catch (error) {
        console.warn(`${this.protocol.name}: queued command ${command.id} not sent:`, error);
      }
    }
  }
}
