import type { ScheduledTask } from '../cluster/scheduler';
import type { EventRecorder } from '../pipeline/eventRecorder';
import type { EnvironmentSource } from '../pipeline/ingest';
import { pendingWithoutPosition } from '../pipeline/pendingEvent';
import type { DeviceRegistry } from '../services/registry';
import { QR_DEVICE, withPatch } from './actions';
import { dueQrDeadlines, type QrOutcome } from './qrRules';
import type { AutomationService } from './service';

/** How often the QR deadlines are looked at unless `farol.qrDeadlines.checkPeriod` (ms) says. */
export const QR_DEADLINES_CHECK_MS = 30_000;

export interface QrDeadlinesDeps {
  registry: DeviceRegistry;
  environments: EnvironmentSource;
  recorder: EventRecorder;
  automation: Pick<AutomationService, 'act' | 'saveDevice'>;
  /** The server's clock (the end-to-end tests move it). */
  now: () => number;
  periodMs: number;
}

/**
 * The QR drivers' timed rules for devices that went silent: lock without a driver once
 * `qrLockTime` passes, auto logout once `qrCheckoutTime` passes, checked every period once
 * across the cluster (the scheduler's lease), not only when a position arrives. Each does what
 * its handler does on a position: the device's runtime keys, the `unknownDriver` /
 * `checkoutDriver` alarm (at the last known position), then the engine stop (log 211) or the
 * check-out through the AutomationService.
 */
export class QrDeadlines {
  constructor(private readonly deps: QrDeadlinesDeps) {}

  get task(): ScheduledTask {
    return { name: 'qrDeadlines', periodMs: this.deps.periodMs, run: () => this.check() };
  }

  /** Carries out the deadlines passed by now; returns the ids of the devices acted on. */
  async check(): Promise<number[]> {
    const { registry, environments } = this.deps;
    const now = this.deps.now();
    const due: { deviceId: number; outcomes: QrOutcome[] }[] = [];
    for (const device of registry.all()) {
      const attributes = device.attributes;
      if (!(QR_DEVICE.lockTime in attributes) && !(QR_DEVICE.checkoutTime in attributes)) continue;
      const outcomes = dueQrDeadlines(device, environments.envFor(device), now);
      if (outcomes.length === 0) continue;
      // Decided and marked in one synchronous step: a position of the device handled from here
      // on finds the clock stopped (and the device locked) and does not act a second time.
      const patch = Object.assign({}, ...outcomes.map((outcome) => outcome.device));
      registry.update(device.id, { attributes: withPatch(attributes, patch) });
      due.push({ deviceId: device.id, outcomes });
    }
    for (const { deviceId, outcomes } of due) {
      try {
        await this.carryOut(deviceId, outcomes, now);
      } catch (error) {
        console.error(`QR deadline of device ${deviceId} failed:`, error);
      }
    }
    return due.map((entry) => entry.deviceId);
  }

  private async carryOut(deviceId: number, outcomes: QrOutcome[], now: number): Promise<void> {
    const { registry, recorder, automation } = this.deps;
    await automation.saveDevice(deviceId);
    const last = registry.last(deviceId);
    await recorder.record(
      outcomes.map((outcome) => ({
        ...pendingWithoutPosition(deviceId, 'alarm', now, { alarm: outcome.alarm }),
        position: last,
      })),
    );
    for (const action of outcomes.flatMap((outcome) => outcome.actions)) {
      await automation.act(deviceId, action, null);
    }
  }
}
