import { geofenceJson } from '../api/entityJson';
import type { ClusterBus } from '../cluster/bus';
import { SYSTEM_ACTOR, type AuditActor, type AuditLog } from '../services/audit';
import { CommandError, type CommandService } from '../commands/service';
import type { EventRecorder } from '../pipeline/eventRecorder';
import type { PendingEvent } from '../pipeline/pendingEvent';
import type { LiveHub } from '../services/liveHub';
import type { EventRecord, PositionRecord } from '../storage';
import {
  type AutomationAction,
  type AutomationItem,
  type AutomationRule,
  type EngineCommand,
} from './actions';
import type { AutomationEventType } from '../notifications/eventTypes';
import { deliverable, engineCommandFor, type EngineCommandDeps } from './engineCommand';

/** What became of an engine command: sent now, queued for the device, or why not. */
export type EngineOutcome = 'sent' | 'queued' | 'unsupported' | 'failed';

/** What one automation step did, for the audit log (codes of companion-api.md §1.4). */
export interface AutomationRecord {
  deviceId: number;
  /** 201 command sent (anchor), 202 lock by geofence rule, 211 / 212 lock / unlock by driver. */
  code: 201 | 202 | 211 | 212;
  rule: AutomationRule;
  command: string;
  outcome: EngineOutcome;
  geofenceId: number;
  driverUniqueId?: string;
}

export interface AutomationDeps extends EngineCommandDeps {
  commands: CommandService;
  recorder: EventRecorder;
  hub: LiveHub;
  bus: ClusterBus;
  now: () => number;
  /** The audit log: engine steps (201/202/211/212), anchors removed (406), check-outs. */
  audit: AuditLog;
}

const AUDIT_CODES: Readonly<Record<AutomationRule, AutomationRecord['code']>> = {
  anchor: 201,
  lockOnExit: 202,
  lockOnEnter: 202,
  unknownDriver: 211,
  driverCheckIn: 212,
};

/** Where an engine command was asked for: a committed position, or none (an API call). */
export interface EngineOrigin {
  position?: PositionRecord | null;
  geofenceId?: number;
  driverUniqueId?: string;
  /** The user whose action set it off (a driver's check-in); none: the server's rules. */
  actor?: { id: number; email: string } | null;
}

/**
 * Carries out what the automation rules decided (server/pipeline/handlers/automation, the
 * QR-driver check-in, the event webhook): engine commands through the command service (sent
 * live, queued for a device that is away, or refused with an event when the device cannot take
 * them), the anchor's deletion, the driver's automatic check-out, and the device's runtime
 * attributes stored. Each engine step raises an event (`deviceLocked`, `deviceUnlocked`,
 * `automationFailed`) and is written to the audit log. Failures are logged, never thrown to
 * the pipeline.
 */
export class AutomationService {
  constructor(private readonly deps: AutomationDeps) {}

  /** The pipeline's runner: a device message's asks, after its commit. */
  readonly run = async (deviceId: number, items: AutomationItem[]): Promise<void> => {
    for (const item of items) {
      try {
        await this.apply(deviceId, item);
      } catch (error) {
        console.error(`Automation for device ${deviceId} failed:`, error);
      }
    }
  };

  private async apply(deviceId: number, item: AutomationItem): Promise<void> {
    if (item.deviceChanged) await this.saveDevice(deviceId);
    for (const action of item.actions) await this.act(deviceId, action, item.position);
  }

  /** One action, on behalf of `position` (null when no position caused it). */
  async act(
    deviceId: number,
    action: AutomationAction,
    position: PositionRecord | null,
  ): Promise<EventRecord[]> {
    switch (action.type) {
      case 'engine': {
        const origin = { position, geofenceId: action.geofenceId };
        return (await this.engine(deviceId, action.command, action.rule, origin)).events;
      }
      case 'deleteAnchor':
        await this.deleteAnchor(action.geofenceId);
        return [];
      case 'checkoutDriver':
        await this.checkOut(deviceId, action.driverUniqueId);
        return [];
    }
  }

  /**
   * Stops or resumes the device's engine for `rule`; records the event that says what happened
   * (sent, queued, or why not) and returns it with the outcome.
   */
  async engine(
    deviceId: number,
    action: EngineCommand,
    rule: AutomationRule,
    origin: EngineOrigin = {},
  ): Promise<{ outcome: EngineOutcome; events: EventRecord[] }> {
    const { deps } = this;
    const device = deps.registry.get(deviceId);
    if (!device) return { outcome: 'failed', events: [] };
    const command = await engineCommandFor(deps, device, action);
    const name = command.description || command.type;
    let outcome: EngineOutcome;
    let message: string | undefined;
    if (!deliverable(deps, command)) {
      outcome = 'unsupported';
    } else {
      try {
        outcome = (await deps.commands.send(command, device)).sent ? 'sent' : 'queued';
      } catch (error) {
        if (!(error instanceof CommandError)) throw error;
        outcome = 'failed';
        message = error.message;
      }
    }
    const geofenceId = origin.geofenceId ?? 0;
    const record: AutomationRecord = {
      deviceId,
      code: AUDIT_CODES[rule],
      rule,
      command: name,
      outcome,
      geofenceId,
      driverUniqueId: origin.driverUniqueId,
    };
    deps.audit.record(actorOf(origin.actor), {
      actionType: 'automation',
      objectType: 'device',
      objectId: deviceId,
      deviceId,
      code: record.code,
      after: record,
    });
    const done = outcome === 'sent' || outcome === 'queued';
    const type: AutomationEventType = !done
      ? 'automationFailed'
      : action === 'engineStop'
        ? 'deviceLocked'
        : 'deviceUnlocked';
    const attributes: Record<string, unknown> = { rule, command: name };
    if (done) attributes.outcome = outcome;
    else attributes.reason = outcome === 'unsupported' ? 'unsupported' : 'failed';
    if (message) attributes.message = message;
    if (origin.driverUniqueId) attributes.driverUniqueId = origin.driverUniqueId;
    const position = origin.position ?? null;
    const event: PendingEvent = {
      deviceId,
      type,
      eventTime: position ? position.deviceTime : deps.now(),
      position,
      geofenceId,
      maintenanceId: 0,
      attributes,
    };
    return { outcome, events: await deps.recorder.record([event]) };
  }

  /** Deletes an anchor geofence; the pipeline and the other nodes stop seeing it. */
  async deleteAnchor(geofenceId: number): Promise<void> {
    const { storage, catalog, bus, audit } = this.deps;
    const anchor = await storage.geofences.get(geofenceId);
    if (!anchor) return;
    await storage.geofences.delete(geofenceId);
    await catalog.refresh();
    bus.publish({ type: 'catalog' });
    const deviceId = Number(anchor.attributes.deviceId) || null;
    // An anchor removed: 406, by the server.
    audit.record(SYSTEM_ACTOR, {
      actionType: 'remove',
      objectType: 'geofence',
      objectId: geofenceId,
      deviceId,
      before: geofenceJson(anchor),
    });
  }

  /** The driver was checked out of the device: their access user forgets it. */
  async checkOut(deviceId: number, driverUniqueId: string): Promise<void> {
    const { storage, catalog } = this.deps;
    const driver =
      catalog.current.drivers.get(driverUniqueId) ??
      (await storage.drivers.byUniqueId(driverUniqueId));
    const userId = Number(driver?.attributes['tarkan.driverUserId']) || 0;
    const user = userId ? await storage.users.get(userId) : null;
    this.deps.audit.record(SYSTEM_ACTOR, {
      actionType: 'automation',
      objectType: 'device',
      objectId: deviceId,
      deviceId,
      code: null,
      after: { rule: 'checkoutDriver', driverUniqueId },
    });
    if (!user || Number(user.attributes['tarkan.isQrDeviceId']) !== deviceId) return;
    const { ['tarkan.isQrDeviceId']: _gone, ...attributes } = user.attributes;
    await storage.users.update({ ...user, attributes });
  }

  /** Stores the live device's attributes (the QR runtime keys) and pushes the device. */
  async saveDevice(deviceId: number): Promise<void> {
    const { storage, registry, hub, bus } = this.deps;
    const device = registry.get(deviceId);
    if (!device) return;
    await storage.devices.update({ ...device });
    bus.publish({ type: 'device', deviceId });
    hub.publish([], [device]);
  }
}

/** The audit actor of an automation step: the user who set it off, else the server. */
function actorOf(user: EngineOrigin['actor']): AuditActor {
  return user ? { ...SYSTEM_ACTOR, userId: user.id, userEmail: user.email } : SYSTEM_ACTOR;
}
