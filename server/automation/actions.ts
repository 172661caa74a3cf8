import type { PositionRecord } from '../storage';

/**
 * What the automation rules ask for (companion-api.md §1.4, the product's EventController,
 * done natively): the pipeline's handlers and the event webhook decide, the AutomationService
 * carries out. Plain data, so a handler stays a pure function of its position.
 */

/** Why the server locks or unlocks a device; the events and the audit log name it. */
export type AutomationRule =
  'anchor' | 'lockOnExit' | 'lockOnEnter' | 'unknownDriver' | 'driverCheckIn';

export type EngineCommand = 'engineStop' | 'engineResume';

export type AutomationAction =
  /** Stop or resume the engine (a saved command marked `tarkan.changeNative` first). */
  | { type: 'engine'; command: EngineCommand; rule: AutomationRule; geofenceId?: number }
  /** Delete the device's anchor geofence it left. */
  | { type: 'deleteAnchor'; geofenceId: number }
  /** The driver was checked out automatically: their access user forgets the device. */
  | { type: 'checkoutDriver'; driverUniqueId: string };

/** The runtime keys the product keeps on a device (companion-api.md §1.6), names kept. */
export const QR_DEVICE = {
  /** The uniqueId of the driver checked in. */
  driver: 'qrDriverId',
  /** Epoch ms after which a device without a driver is locked. */
  lockTime: 'qrLockTime',
  /** The device was locked for want of a driver (a check-in may unlock it). */
  locked: 'isQrLocked',
  /** Epoch ms after which the driver is checked out (ignition off with auto logout). */
  checkoutTime: 'qrCheckoutTime',
} as const;

/** Engine stop once per position: the first rule that asks for it names it. */
export function oneEngineStop(actions: AutomationAction[]): AutomationAction[] {
  let stopped = false;
  return actions.filter((action) => {
    if (action.type !== 'engine' || action.command !== 'engineStop') return true;
    if (stopped) return false;
    stopped = true;
    return true;
  });
}

/** The rules' asks on one committed position (its id is set once the batch is written). */
export interface AutomationItem {
  position: PositionRecord;
  actions: AutomationAction[];
  /** The handlers changed the device's attributes: they are to be stored. */
  deviceChanged: boolean;
}

/** Carries out the asks of a device's message after its commit; never rejects. */
export type AutomationRunner = (deviceId: number, items: AutomationItem[]) => Promise<void>;

/** `attributes` with `patch` applied: an undefined value removes its key. */
export function withPatch(
  attributes: Readonly<Record<string, unknown>>,
  patch: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const result = { ...attributes };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete result[key];
    else result[key] = value;
  }
  return result;
}
