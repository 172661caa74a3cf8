import {
  deviceActionAllowed,
  lockUnlockOn,
  type DeviceAction,
  type Server,
  type User,
} from '@farol/model';

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
 * (server attribute tarkan.enableAdvancedPerms) a user's mask decides, with the devices bit (8),
 * anchor (9), lock (10), unlock (11), commands (12) and edit (14), and share links 24 and 25
 * (@farol/model deviceActionAllowed, the server's rule); device-read-only users may not edit.
 * Administrators may do everything.
 */
export function deviceRights(
  user: User | null | undefined,
  server: Server | null | undefined,
): DeviceRights {
  const rights = roleRights(user, server);
  // The server's lock/unlock switch (tarkan.enableLockUnlock) hides engine stop and resume for
  // everyone when turned off, and the server refuses them; unset, the buttons show.
  if (server && !lockUnlockOn(server)) return { ...rights, lock: false, unlock: false };
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
  if (server) {
    // The mask's rule, shared with the server (@farol/model deviceActionAllowed): where it does
    // not apply every action passes, so the browser offers exactly what the server accepts.
    const allowed = (action: DeviceAction) => deviceActionAllowed(user, server, action);
    return {
      anchor: allowed('anchor'),
      lock: allowed('lock'),
      unlock: allowed('unlock'),
      command: allowed('command'),
      savedCommandsOnly,
      share: allowed('share'),
      edit: !deviceReadonly && allowed('edit'),
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
