import type { LiveDevice } from '../services/registry';
import { lookupBoolean } from './attributes';
import type { EventRecorder } from './eventRecorder';
import type { EnvironmentSource } from './ingest';
import { pendingWithoutPosition } from './pendingEvent';

const STATUS_EVENTS = {
  online: 'deviceOnline',
  offline: 'deviceOffline',
  unknown: 'deviceUnknown',
} as const;

/**
 * Traccar's status events: devices whose status changed without a position (the status monitor
 * turning silent ones `unknown`) get deviceOnline, deviceOffline or deviceUnknown, when their
 * `event.status.enable` (device → group → server → options) asks for them.
 */
export class StatusEvents {
  constructor(
    private readonly environments: EnvironmentSource,
    private readonly recorder: EventRecorder,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records the events of `devices` that changed to `status`; a failure is logged. */
  changed(devices: readonly LiveDevice[], status: keyof typeof STATUS_EVENTS): void {
    const now = this.now();
    const pending = devices
      .filter((device) =>
        lookupBoolean(this.environments.envFor(device).lookup, 'event.status.enable', false),
      )
      .map((device) => pendingWithoutPosition(device.id, STATUS_EVENTS[status], now));
    if (!pending.length) return;
    this.recorder.record(pending).catch((error: unknown) => {
      console.error('Could not store status events:', error);
    });
  }
}
