import { describe, expect, it } from 'vitest';
import {
  MENU_ENTRIES,
  Server,
  User,
  setPermissionBit,
  visibleMenus,
  type MenuEntry,
} from '@farol/model';

const user = (fields: Partial<User> = {}) =>
  User.parse({ id: 7, name: 'Ana', email: 'ana@farol.test', ...fields });
const server = (attributes: Record<string, unknown> = {}, fields: Partial<Server> = {}) =>
  Server.parse({ id: 1, attributes, ...fields });
const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));
const menus = (who: User, on = server(), plus = true) =>
  [...visibleMenus({ user: who, server: on, plus })].sort();
const without = (...hidden: MenuEntry[]) =>
  MENU_ENTRIES.filter((entry) => !hidden.includes(entry)).sort();

const ADVANCED = server({ 'tarkan.enableAdvancedPerms': true });
const BILLING = server({ 'tarkan.enableBilling': true });
const ADMIN_ONLY: MenuEntry[] = ['logs', 'theme', 'reseller', 'computed', 'server'];
const BILLING_ENTRIES: MenuEntry[] = ['integrations', 'billing', 'invoices'];

describe('visibleMenus (SPEC §6)', () => {
  it('shows an administrator every entry the edition and billing allow', () => {
    const admin = user({ administrator: true });
    expect(menus(admin, BILLING)).toEqual(without());
    expect(menus(admin)).toEqual(without(...BILLING_ENTRIES));
    expect(menus(admin, BILLING, false)).toEqual(without('logs', 'theme'));
  });

  it('shows share users nothing', () => {
    expect(menus(user({ attributes: { isShared: 3 } }), BILLING)).toEqual([]);
    expect(menus(user({ temporary: true }))).toEqual([]);
  });

  it('shows a plain user the fleet screens, not the users list or the admin entries', () => {
    expect(menus(user())).toEqual(without(...BILLING_ENTRIES, ...ADMIN_ONLY, 'users'));
    expect(menus(user(), BILLING)).toEqual(
      without('integrations', 'billing', ...ADMIN_ONLY, 'users'),
    );
  });

  it('shows the users list to managers (userLimit -1 or above 0)', () => {
    expect(menus(user({ userLimit: -1 }))).toContain('users');
    expect(menus(user({ userLimit: 3 }))).toContain('users');
    expect(menus(user({ userLimit: 0 }))).not.toContain('users');
  });

  it('shows resellers their tree logs, billing, reseller screen, and the theme with a domain', () => {
    const reseller = user({ userLimit: 10, attributes: { 'tarkan.reseller': true } });
    // Integrations are the server's payment provider: administrators only.
    expect(menus(reseller, BILLING)).toEqual(
      without('integrations', 'theme', 'computed', 'server'),
    );
    const branded = user({
      userLimit: 10,
      attributes: { 'tarkan.reseller': 'true', 'tarkan.domainReseller': 'rastreio.example.com' },
    });
    expect(menus(branded, BILLING)).toEqual(without('integrations', 'computed', 'server'));
    expect(menus(branded, BILLING, false)).toEqual(
      without('integrations', 'computed', 'server', 'logs', 'theme'),
    );
    // A domain without reseller standing grants nothing.
    expect(menus(user({ attributes: { 'tarkan.domainReseller': 'x.example.com' } }))).not.toContain(
      'theme',
    );
  });

  it('hides reports and history when reports are disabled (user or server)', () => {
    expect(menus(user({ disableReports: true }))).not.toContain('reports');
    expect(menus(user({ disableReports: true }))).not.toContain('history');
    expect(menus(user(), server({}, { disableReports: true }))).not.toContain('history');
  });

  it('hides management screens from read-only and device-read-only users', () => {
    const readonly = menus(user({ readonly: true }));
    for (const entry of ['addDevice', 'calendars', 'maintenance', 'account'] as const) {
      expect(readonly).not.toContain(entry);
    }
    expect(menus(user({ deviceReadonly: true }))).not.toContain('addDevice');
    expect(menus(user(), server({}, { readonly: true }))).not.toContain('calendars');
  });

  describe('under advanced permissions', () => {
    const AREAS: [MenuEntry, number][] = [
      ['devices', 8],
      ['geofences', 40],
      ['commands', 56],
      ['groups', 48],
      ['notifications', 32],
      ['drivers', 80],
      ['calendars', 88],
      ['maintenance', 96],
      ['reports', 72],
    ];

    it.each(AREAS)('shows %s only with bit %i', (entry, bit) => {
      expect(menus(user({ attributes: { 'tarkan.advancedPerms': mask(0) } }), ADVANCED)).toEqual([
        'account',
      ]);
      const granted = menus(user({ attributes: { 'tarkan.advancedPerms': mask(bit) } }), ADVANCED);
      expect(granted).toContain(entry);
    });

    it('needs devices (8) for history, create (13) for add device, 16 for users', () => {
      // The player reads positions by period when the mask closes the route report (73).
      const reports = user({ attributes: { 'tarkan.advancedPerms': mask(72, 73) } });
      expect(menus(reports, ADVANCED)).not.toContain('history');
      const devices = user({ attributes: { 'tarkan.advancedPerms': mask(8) } });
      expect(menus(devices, ADVANCED)).toContain('history');
      expect(
        menus(user({ attributes: { 'tarkan.advancedPerms': mask(8) } }), ADVANCED),
      ).not.toContain('addDevice');
      expect(
        menus(user({ attributes: { 'tarkan.advancedPerms': mask(8, 13) } }), ADVANCED),
      ).toContain('addDevice');
      const manager = (bits: number[]) =>
        user({ userLimit: 5, attributes: { 'tarkan.advancedPerms': mask(...bits) } });
      expect(menus(manager([8]), ADVANCED)).not.toContain('users');
      expect(menus(manager([16]), ADVANCED)).toContain('users');
    });

    it('applies only with the paid edition, to users with a mask, never to administrators', () => {
      const masked = user({ attributes: { 'tarkan.advancedPerms': mask(0) } });
      expect(menus(masked, ADVANCED, false)).toContain('devices');
      expect(menus(user(), ADVANCED)).toContain('devices');
      const admin = user({ administrator: true, attributes: { 'tarkan.advancedPerms': mask() } });
      expect(menus(admin, ADVANCED)).toContain('devices');
    });

    it('shows QR drivers nothing, with or without advanced permissions', () => {
      const driver = user({ attributes: { 'tarkan.isQrDriverId': 'D-1' } });
      expect(menus(driver, ADVANCED)).toEqual([]);
      expect(menus(driver, BILLING)).toEqual([]);
    });

    it('shows my account only with the self bit (0)', () => {
      expect(
        menus(user({ attributes: { 'tarkan.advancedPerms': mask(8) } }), ADVANCED),
      ).not.toContain('account');
      expect(menus(user({ attributes: { 'tarkan.advancedPerms': mask(0) } }), ADVANCED)).toContain(
        'account',
      );
    });
  });
});
