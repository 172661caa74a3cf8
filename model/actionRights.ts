import { advancedMaskOf, maskAllows, type RightsServer, type RightsUser } from './advancedRights';
import { PERMISSION_BITS as BIT, REPORT_PERMISSION_BITS } from './permissionMask';

/** The actions on a device the mask governs one by one (companion-api.md §1.5). */
export type DeviceAction =
  'anchor' | 'lock' | 'unlock' | 'command' | 'create' | 'edit' | 'delete' | 'share';

/**
 * The bits each device action needs: the devices master bit (8) and the action's own — anchor 9
 * alone, not the geofence bits; lock (engine stop) 10; unlock (engine resume) 11; any other
 * command 12; create 13, edit 14, delete 15. A share link needs the share bit and its create
 * bit (24, 25).
 */
export const DEVICE_ACTION_BITS: Readonly<Record<DeviceAction, readonly number[]>> = {
  anchor: [BIT.devices, BIT.deviceAnchor],
  lock: [BIT.devices, BIT.deviceLock],
  unlock: [BIT.devices, BIT.deviceUnlock],
  command: [BIT.devices, BIT.deviceCommand],
  create: [BIT.devices, BIT.deviceCreate],
  edit: [BIT.devices, BIT.deviceEdit],
  delete: [BIT.devices, BIT.deviceDelete],
  share: [BIT.share, BIT.share + 1],
};

/** The device action a command of `type` is: engine stop locks, engine resume unlocks. */
export function commandAction(type: string): DeviceAction {
  if (type === 'engineStop') return 'lock';
  if (type === 'engineResume') return 'unlock';
  return 'command';
}

/**
 * A feature switch of the server (companion-api.md §1.6): `tarkan.enableEvents` (a device's
 * recent events on its page), `tarkan.enableQrDriverId` (the driver check-in QR code),
 * `tarkan.enableLockUnlock`. On unless set to false, so a server that never chose keeps them.
 */
export const serverSwitchOn = (
  server: Pick<RightsServer, 'attributes'>,
  key: 'tarkan.enableEvents' | 'tarkan.enableQrDriverId' | 'tarkan.enableLockUnlock',
): boolean => server.attributes[key] !== false;

/** Engine stop and resume exist on this server (`tarkan.enableLockUnlock`, on unless false). */
export const lockUnlockOn = (server: Pick<RightsServer, 'attributes'>): boolean =>
  server.attributes['tarkan.enableLockUnlock'] !== false;

/**
 * True when the advanced mask lets `user` do `action` on a device (true wherever the mask does
 * not apply: see `advancedMaskOf`). With `tarkan.enableLockUnlock` false nobody locks or
 * unlocks. Traccar's flags (readonly, deviceReadonly, limitCommands) are checked apart.
 */
export function deviceActionAllowed(
  user: Pick<RightsUser, 'administrator' | 'attributes'>,
  server: Pick<RightsServer, 'attributes'>,
  action: DeviceAction,
  plus = true,
): boolean {
  if ((action === 'lock' || action === 'unlock') && !lockUnlockOn(server)) return false;
  return maskAllows(advancedMaskOf(user, server, plus), ...DEVICE_ACTION_BITS[action]);
}

/** The bits report `type` needs: reports (72) and its own (route 73, stops 74, trips 75, events 76). */
export function reportBits(type: string): number[] {
  const own = REPORT_PERMISSION_BITS[type] ?? null;
  return own === null ? [BIT.reports] : [BIT.reports, own];
}

/** True when the advanced mask lets `user` run (or export) report `type`. */
export function reportTypeAllowed(
  user: Pick<RightsUser, 'administrator' | 'attributes'>,
  server: Pick<RightsServer, 'attributes'>,
  type: string,
  plus = true,
): boolean {
  return maskAllows(advancedMaskOf(user, server, plus), ...reportBits(type));
}
