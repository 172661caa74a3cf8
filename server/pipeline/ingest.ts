import { withPatch, type AutomationItem, type AutomationRunner } from '../automation/actions';
import type { DeviceRegistry, LiveDevice } from '../services/registry';
import type { Attrs, PositionRecord } from '../storage';
import { lookupBoolean } from './attributes';
import { DeviceStateStore } from './deviceStates';
import { plainEnv, type DeviceEnv, type DeviceState } from './env';
import type { GroupCommit, ReadyPosition } from './groupCommit';
import { checkIncoming } from './incoming';
import { POSITION_HANDLERS } from './handlers';
import { futureLimit } from './handlers/filterFuture';
import { pendingFromDetected, pendingWithoutPosition, type PendingEvent } from './pendingEvent';
import { runHandlers } from './run';
import { pipelineTimers } from './timers';
import type { IncomingPosition, PositionHandler } from './types';

/** Where a device's environment comes from (the catalog in the server; defaults in tests). */
export interface EnvironmentSource {
  envFor(device: LiveDevice): DeviceEnv;
}

export interface IngestOptions {
  handlers?: readonly PositionHandler[];
  now?: () => number;
  /** The device state store; the environments must read the same one. */
  states?: DeviceStateStore;
  environments?: EnvironmentSource;
  /** Counts the positions each message brings in (server statistics). */
  received?: (count: number) => void;
  /** Gives a position that passed the handlers its address, now or later (reverse geocoding). */
  address?: (position: PositionRecord, last: PositionRecord | null) => void;
  /** Carries out what the automation rules asked for, once the message is committed. */
  automation?: AutomationRunner;
}

/**
 * The entry of the position pipeline: marks the device online, runs the handlers against the
 * device's last position, and hands the survivors, their events and the device's new state to
 * group commit. Protocols call `accept` and answer the device once it resolves.
 */
export class Ingest {
  private readonly handlers: readonly PositionHandler[];
  private readonly now: () => number;
  readonly states: DeviceStateStore;
  private readonly environments: EnvironmentSource;
  private readonly received: (count: number) => void;
  private readonly address: (position: PositionRecord, last: PositionRecord | null) => void;
  private readonly automation: AutomationRunner;

  constructor(
    private readonly registry: DeviceRegistry,
    private readonly commit: GroupCommit,
    options: IngestOptions = {},
  ) {
    this.handlers = options.handlers ?? POSITION_HANDLERS;
    this.now = options.now ?? Date.now;
    this.received = options.received ?? (() => undefined);
    this.address = options.address ?? (() => undefined);
    this.automation = options.automation ?? (() => Promise.resolve());
    const states = (this.states = options.states ?? new DeviceStateStore());
    this.environments = options.environments ?? {
      envFor: (device) => plainEnv(states.get(device.id)),
    };
  }

  /**
   * Processes one message of `device`; resolves when its positions and events are durable.
   * Rejects with IllegalArgumentError, before anything is processed, when a position breaks the
   * rules every decoder's output obeys (`checkIncoming`): the protocol refuses the message.
   * When the automation rules asked for something (an engine stop…), it is carried out before
   * this resolves, so a queued command can leave with the answer to this very message.
   */
  accept(device: LiveDevice, incoming: IncomingPosition[]): Promise<void> {
    this.received(incoming.length);
    try {
      incoming.forEach(checkIncoming);
    } catch (error) {
      return Promise.reject(error);
    }
    const previousLast = this.registry.last(device.id);
    const { ready, events, state, automation } = pipelineTimers.time('handlers', () =>
      this.process(device, incoming),
    );
    const committed = this.commit.enqueue(device.id, ready, { events, state, previousLast });
    if (automation.length === 0) return committed;
    return committed.then(() => this.automation(device.id, automation));
  }

  private process(device: LiveDevice, incoming: IncomingPosition[]) {
    const now = this.now();
    const events: PendingEvent[] = [];
    if (this.registry.markOnline(device.id, now) !== 'online') {
      const env = this.environments.envFor(device);
      // Traccar's event.status.enable: status changes become events only when asked for.
      if (lookupBoolean(env.lookup, 'event.status.enable', false)) {
        events.push(pendingWithoutPosition(device.id, 'deviceOnline', now));
      }
    }
    const ready: ReadyPosition[] = [];
    const automation: AutomationItem[] = [];
    let state: DeviceState | undefined;
    for (const item of incoming) {
      const env = this.environments.envFor(device);
      const last = usableLast(this.registry.last(device.id), futureLimit(env.lookup, now));
      const record = toRecord(device.id, item, last, now);
      if (!record) continue;
      const outcome = runHandlers(this.handlers, record, last, { device, env });
      if (outcome.state) state = this.states.update(device.id, outcome.state);
      const position = outcome.position;
      if (!position) continue;
      if (outcome.device) this.patchDevice(device, outcome.device);
      if (outcome.actions.length || outcome.device) {
        automation.push({ position, actions: outcome.actions, deviceChanged: !!outcome.device });
      }
      this.address(position, last);
      const newest = !last || position.fixTime >= last.fixTime;
      if (newest) this.registry.setLast(device.id, position);
      const detected = outcome.events.map((event) => pendingFromDetected(event, position));
      ready.push({ position, newest, events: detected });
    }
    return { ready, events, state, automation };
  }

  /** The handlers' change to the device's attributes, live at once (the next position sees it). */
  private patchDevice(device: LiveDevice, patch: Attrs): void {
    this.registry.update(device.id, { attributes: withPatch(device.attributes, patch) });
  }
}

/**
 * The last position, unless its fix time lies beyond `limit`: such a fix (stored by a version
 * that did not filter the future) is never a baseline, so the next real fix becomes latest.
 */
function usableLast(last: PositionRecord | null, limit: number): PositionRecord | null {
  return last && last.fixTime <= limit ? last : null;
}

/**
 * Builds the position record. A message without a location reuses the last known one
 * (Traccar's getLastLocation); with no last location there is nothing to place, so it is
 * dropped rather than stored at 0,0.
 */
function toRecord(
  deviceId: number,
  item: IncomingPosition,
  last: PositionRecord | null,
  now: number,
): PositionRecord | null {
  // Fields spelled out: object spread with rest is a slow path on the hot path.
  const position: PositionRecord = {
    id: 0,
    deviceId,
    protocol: item.protocol,
    serverTime: now,
    deviceTime: item.deviceTime,
    fixTime: item.fixTime,
    valid: item.valid,
    latitude: item.latitude,
    longitude: item.longitude,
    altitude: item.altitude,
    speed: item.speed,
    course: item.course,
    address: null,
    accuracy: item.accuracy,
    network: item.network,
    geofenceIds: null,
    attributes: item.attributes,
  };
  if (!item.outdated) return position;
  if (!last) return null;
  return {
    ...position,
    fixTime: last.fixTime,
    valid: last.valid,
    latitude: last.latitude,
    longitude: last.longitude,
    altitude: last.altitude,
    speed: last.speed,
    course: last.course,
    accuracy: last.accuracy,
  };
}
