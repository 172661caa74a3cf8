import { hasPermissionBit, PERMISSION_BITS, type Server, type User } from '@farol/model';

/** What the signed-in user may do with a device from the live screens. */
export interface DeviceRights {
  anchor: boolean;
  lock: boolean;
  unlock: boolean;
  command: boolean;
  /** Only saved commands may be sent (limitCommands). */
  savedCommandsOnly: boolean;
  share: boolean;
  /** Edit the device itself (name, IMEI, group…): not for device-read-only users. */
  edit: boolean;
}

const NONE: DeviceRights = {
  anchor: false,
  lock: false,
  unlock: false,
  command: false,
  savedCommandsOnly: true,
  share: false,
  edit: false,
};

/**
 * The actions the interface offers (the server enforces the same rules): read-only users and
 * share users get none; limitCommands keeps saved commands only; with advanced permissions on
 * (server attribute tarkan.enableAdvancedPerms), the user's mask decides anchor (bit 9), lock
 * (10), unlock (11), commands (12), share (24) and edit (14); device-read-only users may not
 * edit. Administrators may do everything.
 */
export function deviceRights(
  user: User | null | undefined,
  server: Server | null | undefined,
): DeviceRights {
  const rights = roleRights(user, server);
  // The server's lock/unlock switch (tarkan.enableLockUnlock) hides engine stop and resume for
  // everyone when turned off; unset, the buttons show.
  if (server?.attributes['tarkan.enableLockUnlock'] === false) {
    return { ...rights, lock: false, unlock: false };
  }
  return rights;
}

function roleRights(
  user: User | null | undefined,
  server: Server | null | undefined,
): DeviceRights {
  if (!user) return NONE;
  if (user.administrator) {
    return {
      anchor: true,
      lock: true,
      unlock: true,
      command: true,
      savedCommandsOnly: false,
      share: true,
      edit: true,
    };
  }
  if (user.attributes['isShared'] || user.temporary) return NONE;
  const readonly = user.readonly || Boolean(server?.readonly);
  if (readonly) return NONE;
  const savedCommandsOnly = user.limitCommands || Boolean(server?.limitCommands);
  const deviceReadonly = user.deviceReadonly || Boolean(server?.deviceReadonly);
  if (server?.attributes['tarkan.enableAdvancedPerms'] === true) {
    const mask = user.attributes['tarkan.advancedPerms'] as string | undefined;
    const bit = (index: number) =>
      hasPermissionBit(mask, PERMISSION_BITS.devices) && hasPermissionBit(mask, index);
    return {
      anchor: bit(PERMISSION_BITS.deviceAnchor),
      lock: bit(PERMISSION_BITS.deviceLock),
      unlock: bit(PERMISSION_BITS.deviceUnlock),
      command: bit(PERMISSION_BITS.deviceCommand),
      savedCommandsOnly,
      share: hasPermissionBit(mask, PERMISSION_BITS.share),
      edit: !deviceReadonly && bit(PERMISSION_BITS.deviceEdit),
    };
  }
  return {
    anchor: true,
    lock: true,
    unlock: true,
    command: true,
    savedCommandsOnly,
    share: true,
    edit: !deviceReadonly,
  };
}
