import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSION_BITS, setPermissionBit } from '@farol/model';
import { SecurityError } from '../../server/errors';
import { newDeviceRecord } from '../../server/services/devices';
import {
  isRightsAttribute,
  isShareUser,
  PermissionsService,
} from '../../server/services/permissions';
import { DeviceRegistry } from '../../server/services/registry';
import { ServerSettings } from '../../server/services/serverSettings';
import { newUserRecord } from '../../server/services/users';
import { Visibility } from '../../server/services/visibility';
import type { ServerRecord, Storage, UserRecord } from '../../server/storage';
import { openTestStorage } from './support/database';
import { removeDir, tempDir } from './helpers';

/**
 * PermissionsService, every check and every branch, over a real database (the API tests
 * reach the same rules through HTTP; these name each rule and run in milliseconds, which is
 * what `npm run mutation` needs).
 */
const SECRET = { hash: 'h', salt: 's' };

/** A mask with exactly these bits. */
const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));

describe('PermissionsService', () => {
  let dir: string;
  let storage: Storage;
  let settings: ServerSettings;
  let registry: DeviceRegistry;
  let permissions: PermissionsService;
  let admin: UserRecord;
  let manager: UserRecord;
  let plain: UserRecord;
  let managed: UserRecord;
  let deviceId: number;
  let groupDeviceId: number;
  let groupId: number;
  let otherGroupId: number;

  const user = (fields: Partial<UserRecord> & { email: string }) =>
    storage.users.insert({
      ...newUserRecord({ name: fields.email, ...fields }, SECRET),
      ...fields,
    });
  const link = (ownerKind: string, ownerId: number, propertyKind: string, propertyId: number) =>
    storage.links.add({ ownerKind, ownerId, propertyKind, propertyId });
  const server = (fields: Partial<ServerRecord>) => settings.update(fields);
  const advanced = (attributes: Record<string, unknown>) => ({
    ...plain,
    attributes: { ...plain.attributes, ...attributes },
  });
  const denied = (message: string) => new SecurityError(message);

  beforeEach(async () => {
    dir = tempDir();
    storage = await openTestStorage(dir);
    settings = await ServerSettings.load(storage, '');
    admin = await user({ email: 'admin', administrator: true });
    manager = await user({ email: 'manager', userLimit: 5 });
    plain = await user({ email: 'plain', deviceLimit: 2 });
    managed = await user({ email: 'managed' });
    await link('user', manager.id, 'user', managed.id);
    groupId = (await storage.groups.insert({ name: 'Fleet', groupId: 0, attributes: {} })).id;
    otherGroupId = (await storage.groups.insert({ name: 'Other', groupId: 0, attributes: {} })).id;
    const device = await storage.devices.insert(newDeviceRecord({ name: 'A', uniqueId: 'a' }));
    const inGroup = await storage.devices.insert(
      newDeviceRecord({ name: 'B', uniqueId: 'b', groupId }),
    );
    deviceId = device.id;
    groupDeviceId = inGroup.id;
    await link('user', plain.id, 'device', deviceId);
    await link('user', plain.id, 'group', groupId);
    registry = new DeviceRegistry();
    registry.load([device, inGroup], []);
    permissions = new PermissionsService(
      storage,
      settings,
      new Visibility(storage, registry),
      registry,
    );
  });
  afterEach(async () => {
    await storage.close();
    removeDir(dir);
  });

  it('managers are administrators and users with a user limit', () => {
    expect(permissions.isManager(admin)).toBe(true);
    expect(permissions.isManager(manager)).toBe(true);
    expect(permissions.isManager({ ...plain, userLimit: -1 })).toBe(true);
    expect(permissions.isManager(plain)).toBe(false);
    expect(() => permissions.checkAdmin(admin)).not.toThrow();
    expect(() => permissions.checkAdmin(manager)).toThrow(denied('Administrator access required'));
    expect(() => permissions.checkManager(manager)).not.toThrow();
    expect(() => permissions.checkManager(plain)).toThrow(denied('Manager access required'));
  });

  it('checkUser: oneself, any user for an administrator, managed users for a manager', async () => {
    await expect(permissions.checkUser(plain, plain.id)).resolves.toBeUndefined();
    await expect(permissions.checkUser(admin, plain.id)).resolves.toBeUndefined();
    await expect(permissions.checkUser(manager, managed.id)).resolves.toBeUndefined();
    await expect(permissions.checkUser(manager, plain.id)).rejects.toEqual(
      denied('User access denied'),
    );
    await expect(permissions.checkUser(plain, managed.id)).rejects.toEqual(
      denied('Manager access required'),
    );
  });

  it('checkPermission: linked objects, through groups, oneself; named by class', async () => {
    await expect(permissions.checkPermission(plain, 'device', deviceId)).resolves.toBeUndefined();
    await expect(
      permissions.checkPermission(plain, 'device', groupDeviceId),
    ).resolves.toBeUndefined();
    await expect(permissions.checkPermission(plain, 'user', plain.id)).resolves.toBeUndefined();
    await expect(
      permissions.checkPermission(admin, 'group', otherGroupId),
    ).resolves.toBeUndefined();
    await expect(permissions.checkPermission(manager, 'device', deviceId)).rejects.toEqual(
      denied('Device access denied'),
    );
    await expect(permissions.checkPermission(plain, 'group', otherGroupId)).rejects.toEqual(
      denied('Group access denied'),
    );
    await expect(permissions.checkPermission(plain, 'user', managed.id)).rejects.toEqual(
      denied('User access denied'),
    );
    expect(await permissions.deviceIdsOf(plain.id)).toEqual(
      expect.arrayContaining([deviceId, groupDeviceId]),
    );
  });

  it('checkRestriction: the server’s flag or the user’s; administrators exempt', async () => {
    expect(() => permissions.checkRestriction(plain, 'disableReports')).not.toThrow();
    expect(() =>
      permissions.checkRestriction({ ...plain, disableReports: true }, 'disableReports'),
    ).toThrow(denied('Operation restricted'));
    await server({ readonly: true });
    expect(() => permissions.checkRestriction(plain, 'readonly')).toThrow(
      denied('Operation restricted'),
    );
    expect(() => permissions.checkRestriction(plain, 'deviceReadonly')).not.toThrow();
    expect(() => permissions.checkRestriction(admin, 'readonly')).not.toThrow();
  });

  describe('checkEdit', () => {
    it('refuses read-only accounts and servers, and share users, unless administrator', async () => {
      await expect(permissions.checkEdit(plain, 'geofence', true)).resolves.toBeUndefined();
      await expect(
        permissions.checkEdit({ ...plain, readonly: true }, 'geofence', false),
      ).rejects.toEqual(denied('Write access denied'));
      await expect(
        permissions.checkEdit({ ...plain, temporary: true }, 'geofence', false),
      ).rejects.toEqual(denied('Write access denied'));
      await expect(
        permissions.checkEdit(advanced({ isShared: true }), 'geofence', false),
      ).rejects.toEqual(denied('Write access denied'));
      await server({ readonly: true });
      await expect(permissions.checkEdit(plain, 'geofence', false)).rejects.toEqual(
        denied('Write access denied'),
      );
      await expect(permissions.checkEdit(admin, 'geofence', false)).resolves.toBeUndefined();
    });

    it('lets a read-only user save what Traccar lets them (skipReadonly), never a share user', async () => {
      const readonly = { ...plain, readonly: true };
      await expect(permissions.checkEdit(readonly, 'user', false, true)).resolves.toBeUndefined();
      await expect(
        permissions.checkEdit({ ...readonly, temporary: true }, 'user', false, true),
      ).rejects.toEqual(denied('Write access denied'));
    });

    it('devices: device-read-only (server or user) and the user’s device limit on additions', async () => {
      await expect(permissions.checkEdit(plain, 'device', true)).resolves.toBeUndefined();
      await expect(
        permissions.checkEdit({ ...plain, deviceReadonly: true }, 'device', false),
      ).rejects.toEqual(denied('Write access denied'));
      await expect(
        permissions.checkEdit({ ...plain, deviceReadonly: true }, 'geofence', false),
      ).resolves.toBeUndefined();
      const full = { ...plain, deviceLimit: 1 };
      await expect(permissions.checkEdit(full, 'device', true)).rejects.toEqual(
        denied('Write access denied'),
      );
      await expect(permissions.checkEdit(full, 'device', false)).resolves.toBeUndefined();
      await expect(
        permissions.checkEdit({ ...plain, deviceLimit: 0 }, 'device', true),
      ).rejects.toEqual(denied('Write access denied'));
      await expect(
        permissions.checkEdit({ ...plain, deviceLimit: -1 }, 'device', true),
      ).resolves.toBeUndefined();
      await server({ deviceReadonly: true });
      await expect(permissions.checkEdit(plain, 'device', false)).rejects.toEqual(
        denied('Write access denied'),
      );
    });

    it('saved commands: limitCommands (server or user)', async () => {
      await expect(permissions.checkEdit(plain, 'command', true)).resolves.toBeUndefined();
      await expect(
        permissions.checkEdit({ ...plain, limitCommands: true }, 'command', true),
      ).rejects.toEqual(denied('Write access denied'));
      await expect(
        permissions.checkEdit({ ...plain, limitCommands: true }, 'driver', true),
      ).resolves.toBeUndefined();
      await server({ limitCommands: true });
      await expect(permissions.checkEdit(plain, 'command', false)).rejects.toEqual(
        denied('Write access denied'),
      );
    });

    it('the installation’s device limit binds administrators too, on additions only', async () => {
      await server({ attributes: { 'tarkan.deviceLimit': 2 } });
      await expect(permissions.checkEdit(admin, 'device', true)).rejects.toEqual(
        denied('Server device limit reached'),
      );
      await expect(permissions.checkEdit(admin, 'device', false)).resolves.toBeUndefined();
      await expect(permissions.checkEdit(admin, 'geofence', true)).resolves.toBeUndefined();
      await server({ attributes: { 'tarkan.deviceLimit': 3 } });
      await expect(permissions.checkEdit(admin, 'device', true)).resolves.toBeUndefined();
    });
  });

  it('checkLinking: not read-only, not a share user; administrators exempt', async () => {
    expect(() => permissions.checkLinking(plain)).not.toThrow();
    expect(() => permissions.checkLinking({ ...plain, readonly: true })).toThrow(
      denied('Operation restricted'),
    );
    expect(() => permissions.checkLinking({ ...plain, temporary: true })).toThrow(
      denied('Operation restricted'),
    );
    expect(() => permissions.checkLinking({ ...admin, temporary: true })).not.toThrow();
  });

  it('checkUserDeviceLimit: the owner’s limit, counted on their links', async () => {
    await expect(permissions.checkUserDeviceLimit(plain, plain.id)).resolves.toBeUndefined();
    await link('user', plain.id, 'device', groupDeviceId);
    await expect(permissions.checkUserDeviceLimit(plain, plain.id)).rejects.toEqual(
      denied('User device limit reached'),
    );
    await expect(permissions.checkUserDeviceLimit(manager, plain.id)).rejects.toEqual(
      denied('User device limit reached'),
    );
    await expect(permissions.checkUserDeviceLimit(admin, plain.id)).resolves.toBeUndefined();
    await expect(permissions.checkUserDeviceLimit(manager, 9999)).resolves.toBeUndefined();
    const unlimited = await user({ email: 'unlimited', deviceLimit: -1 });
    await link('user', unlimited.id, 'device', deviceId);
    await expect(permissions.checkUserDeviceLimit(manager, unlimited.id)).resolves.toBeUndefined();
  });

  it('remainingDevices: the smaller of the installation’s and the user’s room, never below 0', async () => {
    expect(await permissions.remainingDevices(null)).toBeNull();
    expect(await permissions.remainingDevices(admin)).toBeNull();
    expect(await permissions.remainingDevices(plain)).toBe(1);
    expect(await permissions.remainingDevices({ ...plain, deviceLimit: -1 })).toBeNull();
    await server({ attributes: { 'tarkan.deviceLimit': 5 } });
    expect(await permissions.remainingDevices(null)).toBe(3);
    expect(await permissions.remainingDevices(admin)).toBe(3);
    expect(await permissions.remainingDevices(plain)).toBe(1);
    expect(await permissions.remainingDevices({ ...plain, deviceLimit: 0 })).toBe(0);
    await server({ attributes: { 'tarkan.deviceLimit': 1 } });
    expect(await permissions.remainingDevices(null)).toBe(0);
  });

  describe('advanced permissions (Tarkan’s 128-bit mask)', () => {
    const on = () => server({ attributes: { 'tarkan.enableAdvancedPerms': true } });
    const withMask = (...bits: number[]) => advanced({ 'tarkan.advancedPerms': mask(...bits) });

    it('apply only when the server enables them, to non-administrators with a valid mask', async () => {
      const none = withMask();
      expect(() => permissions.checkAdvanced(none, 'geofence', 'read')).not.toThrow();
      await on();
      expect(() => permissions.checkAdvanced(none, 'geofence', 'read')).toThrow(
        denied('Operation restricted'),
      );
      expect(() => permissions.checkAdvanced(none, 'geofence', 'edit')).toThrow(
        denied('Write access denied'),
      );
      expect(() =>
        permissions.checkAdvanced({ ...none, administrator: true }, 'geofence', 'read'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced({ ...none, administrator: true }, 'geofence', 'edit'),
      ).not.toThrow();
      expect(() => permissions.checkAdvanced(plain, 'geofence', 'delete')).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(advanced({ 'tarkan.advancedPerms': 'zz' }), 'group', 'edit'),
      ).not.toThrow();
      expect(() => permissions.checkAdvanced(none, 'position', 'edit')).not.toThrow();
    });

    it('a write needs the area’s bit and the action’s; devices keep 13–15', async () => {
      await on();
      const { geofences, devices, deviceCreate, deviceEdit, deviceDelete } = PERMISSION_BITS;
      const reader = withMask(geofences);
      expect(() => permissions.checkAdvanced(reader, 'geofence', 'read')).not.toThrow();
      for (const action of ['create', 'edit', 'delete'] as const) {
        expect(() => permissions.checkAdvanced(reader, 'geofence', action)).toThrow(
          denied('Write access denied'),
        );
      }
      expect(() =>
        permissions.checkAdvanced(withMask(geofences, geofences + 1), 'geofence', 'create'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(geofences, geofences + 2), 'geofence', 'edit'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(geofences, geofences + 3), 'geofence', 'delete'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(geofences + 1), 'geofence', 'create'),
      ).toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(devices, deviceCreate), 'device', 'create'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(devices, deviceEdit), 'device', 'edit'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(devices, deviceDelete), 'device', 'delete'),
      ).not.toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(devices, devices + 1), 'device', 'create'),
      ).toThrow();
      expect(() =>
        permissions.checkAdvanced(withMask(devices, deviceCreate), 'device', 'delete'),
      ).toThrow();
    });

    it('QR drivers never pass; without a mask only Traccar’s flags apply', async () => {
      await on();
      const qr = advanced({ 'tarkan.isQrDriverId': 7 });
      expect(() => permissions.checkAdvanced(qr, 'geofence', 'read')).toThrow();
      expect(() => permissions.checkCommand(qr, 'engineStop')).toThrow();
      expect(() => permissions.checkReport(qr, 'summary')).toThrow();
      expect(() => permissions.checkSelfEdit(qr)).toThrow();
      expect(() => permissions.checkCommand(plain, 'engineStop')).not.toThrow();
      expect(() => permissions.checkReport(plain, 'route')).not.toThrow();
      expect(() => permissions.checkSelfEdit(plain)).not.toThrow();
    });

    it('commands: the devices bit and 10 (stop), 11 (resume) or 12 (any other)', async () => {
      await on();
      const { devices, deviceLock, deviceUnlock, deviceCommand } = PERMISSION_BITS;
      expect(() =>
        permissions.checkCommand(withMask(devices, deviceLock), 'engineStop'),
      ).not.toThrow();
      expect(() => permissions.checkCommand(withMask(deviceLock), 'engineStop')).toThrow(
        denied('Write access denied'),
      );
      expect(() => permissions.checkCommand(withMask(devices, deviceLock), 'engineResume')).toThrow(
        denied('Write access denied'),
      );
      expect(() =>
        permissions.checkCommand(withMask(devices, deviceUnlock), 'engineResume'),
      ).not.toThrow();
      expect(() =>
        permissions.checkCommand(withMask(devices, deviceCommand), 'positionPeriodic'),
      ).not.toThrow();
      expect(() => permissions.checkCommand(withMask(devices), 'positionPeriodic')).toThrow();
      expect(() =>
        permissions.checkCommand({ ...withMask(), administrator: true }, 'engineStop'),
      ).not.toThrow();
    });

    it('reports: disableReports first, then 72 and the report’s own bit', async () => {
      await on();
      const { reports, reportRoute, reportEvents } = PERMISSION_BITS;
      expect(() => permissions.checkReport(withMask(reports), 'summary')).not.toThrow();
      expect(() => permissions.checkReport(withMask(reports), 'route')).toThrow(
        denied('Operation restricted'),
      );
      expect(() => permissions.checkReport(withMask(reports, reportRoute), 'route')).not.toThrow();
      expect(() => permissions.checkReport(withMask(reportRoute), 'route')).toThrow();
      expect(() => permissions.checkReport(withMask(reports, reportRoute), 'events')).toThrow();
      expect(() =>
        permissions.checkReport(withMask(reports, reportEvents), 'events'),
      ).not.toThrow();
      const disabled = { ...withMask(reports), disableReports: true };
      expect(() => permissions.checkReport(disabled, 'summary')).toThrow(
        denied('Operation restricted'),
      );
    });

    it('self-edit needs bit 0', async () => {
      await on();
      expect(() => permissions.checkSelfEdit(withMask(PERMISSION_BITS.self))).not.toThrow();
      expect(() => permissions.checkSelfEdit(withMask(PERMISSION_BITS.users))).toThrow(
        denied('Write access denied'),
      );
      expect(() => permissions.checkSelfEdit({ ...withMask(), administrator: true })).not.toThrow();
    });
  });

  describe('checkShare (share links)', () => {
    it('share users never manage links; writes need an account that may change devices', async () => {
      expect(() => permissions.checkShare(plain, 'read')).not.toThrow();
      expect(() => permissions.checkShare(plain, 'create')).not.toThrow();
      expect(() => permissions.checkShare({ ...plain, temporary: true }, 'read')).toThrow(
        denied('Operation restricted'),
      );
      expect(() => permissions.checkShare({ ...plain, temporary: true }, 'delete')).toThrow(
        denied('Write access denied'),
      );
      for (const flag of ['readonly', 'deviceReadonly'] as const) {
        const restricted = { ...plain, [flag]: true };
        expect(() => permissions.checkShare(restricted, 'read')).not.toThrow();
        expect(() => permissions.checkShare(restricted, 'edit')).toThrow(
          denied('Write access denied'),
        );
        expect(() =>
          permissions.checkShare({ ...restricted, administrator: true }, 'edit'),
        ).not.toThrow();
      }
      await server({ deviceReadonly: true });
      expect(() => permissions.checkShare(plain, 'create')).toThrow(denied('Write access denied'));
      expect(() => permissions.checkShare(admin, 'create')).not.toThrow();
      await server({ deviceReadonly: false, readonly: true });
      expect(() => permissions.checkShare(plain, 'create')).toThrow(denied('Write access denied'));
    });

    it('under advanced permissions: 24 to read, 25–27 to write', async () => {
      await server({ attributes: { 'tarkan.enableAdvancedPerms': true } });
      const { share } = PERMISSION_BITS;
      const reader = advanced({ 'tarkan.advancedPerms': mask(share) });
      expect(() => permissions.checkShare(reader, 'read')).not.toThrow();
      expect(() => permissions.checkShare(reader, 'create')).toThrow(denied('Write access denied'));
      expect(() =>
        permissions.checkShare(advanced({ 'tarkan.advancedPerms': mask() }), 'read'),
      ).toThrow(denied('Operation restricted'));
      expect(() =>
        permissions.checkShare(
          advanced({ 'tarkan.advancedPerms': mask(share, share + 1) }),
          'create',
        ),
      ).not.toThrow();
    });
  });

  it('checkReferences: only new or changed references, to objects the caller sees', async () => {
    await expect(permissions.checkReferences(plain, { groupId })).resolves.toBeUndefined();
    await expect(permissions.checkReferences(plain, { groupId: otherGroupId })).rejects.toEqual(
      denied('Group access denied'),
    );
    await expect(
      permissions.checkReferences(plain, { groupId: otherGroupId }, { groupId: otherGroupId }),
    ).resolves.toBeUndefined();
    await expect(permissions.checkReferences(plain, { groupId: 0 })).resolves.toBeUndefined();
    await expect(permissions.checkReferences(plain, { calendarId: 77 })).rejects.toEqual(
      denied('Calendar access denied'),
    );
    await expect(permissions.checkReferences(plain, { commandId: 78 })).rejects.toEqual(
      denied('Command access denied'),
    );
    await expect(
      permissions.checkReferences(admin, { groupId: otherGroupId, calendarId: 77 }),
    ).resolves.toBeUndefined();
  });

  describe('checkUserUpdate', () => {
    const update = (caller: UserRecord, before: UserRecord, change: Partial<UserRecord>) => () =>
      permissions.checkUserUpdate(caller, before, { ...before, ...change });

    it('rank (administrator, device and user limits) needs an administrator', () => {
      for (const change of [{ administrator: true }, { deviceLimit: 9 }, { userLimit: 9 }]) {
        expect(update(manager, managed, change)).toThrow(denied('Administrator access required'));
        expect(update(admin, managed, change)).not.toThrow();
      }
      expect(update(manager, managed, { name: 'Renamed' })).not.toThrow();
    });

    it('restriction flags need a manager, and never on one’s own account', () => {
      const flags = [
        'readonly',
        'deviceReadonly',
        'disabled',
        'limitCommands',
        'disableReports',
        'fixedEmail',
        'temporary',
      ] as const;
      for (const flag of flags) {
        expect(update(manager, managed, { [flag]: true })).not.toThrow();
        expect(update(plain, managed, { [flag]: true })).toThrow(denied('Manager access required'));
        expect(update(manager, manager, { [flag]: true })).toThrow(
          denied('Administrator access required'),
        );
        expect(update(admin, admin, { [flag]: true })).not.toThrow();
      }
    });

    it('nobody but an administrator changes their own expiry or rights attributes', () => {
      expect(update(plain, plain, { expirationTime: Date.now() })).toThrow(
        denied('Write access denied'),
      );
      const rights = { attributes: { 'tarkan.advancedPerms': mask(8) } };
      expect(update(plain, plain, rights)).toThrow(denied('Write access denied'));
      expect(update(plain, plain, { attributes: { speedUnit: 'kn' } })).not.toThrow();
      expect(update(manager, managed, rights)).not.toThrow();
      expect(update(admin, admin, { expirationTime: 1, ...rights })).not.toThrow();
    });

    it('a manager gives no later expiry than their own', () => {
      const until = Date.UTC(2030, 0, 1);
      const bounded = { ...manager, expirationTime: until };
      expect(update(bounded, managed, { expirationTime: until - 1 })).not.toThrow();
      expect(update(bounded, managed, { expirationTime: until })).not.toThrow();
      expect(update(bounded, managed, { expirationTime: until + 1 })).toThrow(
        denied('Administrator access required'),
      );
      expect(update(bounded, managed, { expirationTime: null })).not.toThrow();
      const expiring = { ...managed, expirationTime: until - 5 };
      expect(update(bounded, expiring, { expirationTime: null })).toThrow(
        denied('Administrator access required'),
      );
      expect(update(bounded, expiring, { name: 'same expiry' })).not.toThrow();
      expect(update(manager, managed, { expirationTime: until + 1 })).not.toThrow();
    });
  });

  it('names the rights attributes and the share users', () => {
    for (const key of [
      'tarkan.advancedPerms',
      'isShared',
      'tarkan.isQrDriverId',
      'billing',
      'tarkan.billingPlan',
      'reseller',
      'tarkan.subReseller',
      'domainReseller',
      'limitReseller',
    ]) {
      expect(isRightsAttribute(key), key).toBe(true);
    }
    for (const key of ['speedUnit', 'tarkan.lang', 'notificationTokens', 'mybilling']) {
      expect(isRightsAttribute(key), key).toBe(false);
    }
    expect(isShareUser(plain)).toBe(false);
    expect(isShareUser({ ...plain, temporary: true })).toBe(true);
    expect(isShareUser(advanced({ isShared: true }))).toBe(true);
    expect(isShareUser(advanced({ isShared: false }))).toBe(false);
  });
});
