import { LocalBus, type ClusterBus } from '../cluster/bus';
import { CommandError } from './errors';
import type { EventRecorder } from '../pipeline/eventRecorder';
import { pendingWithoutPosition } from '../pipeline/pendingEvent';
import type { HttpSmsGateway } from '../notifications/smsGateway';
import type { DeviceRegistry } from '../services/registry';
import type { DeviceRecord, QueuedCommandRecord, Storage } from '../storage';
import type { LiveSessions } from './liveSessions';
import { protocolCommands } from './protocols';
import type { CommandToSend } from './types';

export { CommandError };

/** What happened to a command: sent now (200) or queued for the device (202). */
export type SendOutcome =
  { sent: true; command: CommandToSend } | { sent: false; queued: QueuedCommandRecord };

/**
 * Sends commands as Traccar's CommandsManager (report §g): over SMS when `textChannel`, else
 * through the device's live session when it supports the type, else into the queue the device
 * takes from when it next reports (unless `noQueue`).
 */
export class CommandService {
  /** Devices with commands waiting, so a report without any costs no query. */
  private readonly waiting = new Set<number>();

  constructor(
    private readonly storage: Storage,
    private readonly registry: DeviceRegistry,
    private readonly sessions: LiveSessions,
    private readonly sms: HttpSmsGateway,
    private readonly recorder: EventRecorder,
    private readonly now: () => number = Date.now,
    private readonly bus: ClusterBus = new LocalBus(),
  ) {}

  async load(): Promise<void> {
    for (const id of await this.storage.queuedCommands.deviceIds()) this.waiting.add(id);
  }

  async send(input: CommandToSend, device: DeviceRecord): Promise<SendOutcome> {
    const command = withUniqueId(input, device);
    if (command.textChannel) {
      if (!this.sms.configured) throw new CommandError('SMS not configured');
      const protocol = this.registry.latest(device.id)?.protocol;
      if (!protocolCommands(protocol).text.includes(command.type)) {
        throw new CommandError(`Command ${command.type} is not supported`);
      }
      if (!device.phone) throw new CommandError('Device has no phone number');
      await this.sms.send(device.phone, String(command.attributes.data ?? ''));
      return { sent: true, command };
    }
    const session = this.sessions.get(device.id);
    if (session?.supports(command.type)) {
      await session.send(command);
      return { sent: true, command };
    }
    if (command.attributes.noQueue === true || command.attributes.noQueue === 'true') {
      throw new CommandError('Failed to send command');
    }
    const queued = await this.storage.queuedCommands.insert({
      deviceId: device.id,
      type: command.type,
      textChannel: false,
      attributes: command.attributes,
    });
    this.waiting.add(device.id);
    // The device may report to another node: that node must look in the queue too.
    this.bus.publish({ type: 'queued', deviceId: device.id });
    return { sent: false, queued };
  }

  /** Another node queued a command for the device. */
  markWaiting(deviceId: number): void {
    this.waiting.add(deviceId);
  }

  hasQueued(deviceId: number): boolean {
    return this.waiting.has(deviceId);
  }

  /**
   * Takes the device's oldest queued commands (one per OsmAnd request), recording a
   * `queuedCommandSent` event for each in the same transaction.
   */
  async takeQueued(deviceId: number, limit = 1): Promise<QueuedCommandRecord[]> {
    if (!this.waiting.has(deviceId)) return [];
    const now = this.now();
    const { commands, remaining, events } = await this.storage.queuedCommands.take(
      deviceId,
      limit,
      (taken) =>
        this.recorder.prepare(
          taken.map((command) =>
            pendingWithoutPosition(deviceId, 'queuedCommandSent', now, { id: command.id }),
          ),
        ),
    );
    if (!remaining) this.waiting.delete(deviceId);
    this.recorder.stored(events);
    return commands;
  }
}

/** `{uniqueId}` in `data` becomes the device's uniqueId (Traccar's rule). */
function withUniqueId(command: CommandToSend, device: DeviceRecord): CommandToSend {
  const data = command.attributes.data;
  if (typeof data !== 'string' || !data.includes('{uniqueId}')) return command;
  return {
    ...command,
    attributes: { ...command.attributes, data: data.replaceAll('{uniqueId}', device.uniqueId) },
  };
}
