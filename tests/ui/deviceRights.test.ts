import { describe, expect, it } from 'vitest';
import { Server, setPermissionBit, User } from '@farol/model';
import { deviceRights } from '../../src/ui/devices/actions/deviceRights';

const user = (fields: Partial<User> = {}) => User.parse({ id: 2, email: 'u@x', ...fields });
const server = (fields: Partial<Server> = {}) => Server.parse({ id: 1, ...fields });

describe('deviceRights', () => {
  it.each([
    [
      'administrator',
      user({ administrator: true, readonly: true }),
      server(),
      [true, true, true, false],
    ],
    ['plain user', user(), server(), [true, true, true, false]],
    ['readonly user', user({ readonly: true }), server(), [false, false, false, true]],
    ['readonly server', user(), server({ readonly: true }), [false, false, false, true]],
    ['share user', user({ attributes: { isShared: 1 } }), server(), [false, false, false, true]],
    ['limitCommands', user({ limitCommands: true }), server(), [true, true, true, true]],
  ])('%s', (_name, u, s, [anchor, lock, command, savedOnly]) => {
    const rights = deviceRights(u, s);
    expect([rights.anchor, rights.lock, rights.command, rights.savedCommandsOnly]).toEqual([
      anchor,
      lock,
      command,
      savedOnly,
    ]);
  });

  it('advanced permissions: the mask decides, and the devices master bit is required', () => {
    const on = server({ attributes: { 'tarkan.enableAdvancedPerms': true } });
    let mask = setPermissionBit(null, 8, true);
    mask = setPermissionBit(mask, 9, true);
    mask = setPermissionBit(mask, 12, true);
    expect(deviceRights(user({ attributes: { 'tarkan.advancedPerms': mask } }), on)).toMatchObject({
      anchor: true,
      lock: false,
      unlock: false,
      command: true,
    });
    const noMaster = setPermissionBit(mask, 8, false);
    expect(
      deviceRights(user({ attributes: { 'tarkan.advancedPerms': noMaster } }), on).anchor,
    ).toBe(false);
    expect(deviceRights(null, on)).toMatchObject({ anchor: false, command: false });
  });

  it('edits only without device read-only (user or server) and, with the mask, bit 14', () => {
    expect(deviceRights(user(), server()).edit).toBe(true);
    expect(deviceRights(user({ deviceReadonly: true }), server()).edit).toBe(false);
    expect(deviceRights(user(), server({ deviceReadonly: true })).edit).toBe(false);
    expect(deviceRights(user({ deviceReadonly: true, administrator: true }), server()).edit).toBe(
      true,
    );
    const perms = { 'tarkan.enableAdvancedPerms': true };
    const devices = setPermissionBit(null, 8, true);
    const withEdit = setPermissionBit(devices, 14, true);
    const masked = (mask: string) => user({ attributes: { 'tarkan.advancedPerms': mask } });
    expect(deviceRights(masked(devices), server({ attributes: perms })).edit).toBe(false);
    expect(deviceRights(masked(withEdit), server({ attributes: perms })).edit).toBe(true);
  });

  it("the server's lock/unlock switch turned off hides engine stop and resume for everyone", () => {
    const off = server({ attributes: { 'tarkan.enableLockUnlock': false } });
    for (const who of [user({ administrator: true }), user()]) {
      const rights = deviceRights(who, off);
      expect([rights.lock, rights.unlock, rights.command]).toEqual([false, false, true]);
    }
    const on = deviceRights(user(), server({ attributes: { 'tarkan.enableLockUnlock': true } }));
    expect([on.lock, on.unlock]).toEqual([true, true]);
  });
});
