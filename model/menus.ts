import {
  advancedMaskOf,
  isShareAccount,
  maskAllows,
  type RightsServer,
  type RightsUser,
} from './advancedRights';
import { billingOn } from './billingTerms';
import { PERMISSION_BITS as BIT } from './permissionMask';
import { isQrDriver } from './qrDriver';
import { replaySourcesOf } from './replayRights';
import { resellerOf } from './reseller';

/** The side menu's entries (SPEC §2), in display order. */
export const SIDE_MENU = [
  'devices',
  'reports',
  'history',
  'geofences',
  'commands',
  'groups',
  'notifications',
  'addDevice',
] as const;

/** The user menu's entries (SPEC §2), in display order (Logout, always there, is not one). */
export const USER_MENU = [
  'account',
  'logs',
  'integrations',
  'billing',
  'invoices',
  'theme',
  'users',
  'reseller',
  'computed',
  'server',
  'notifications',
  'drivers',
  'calendars',
  'maintenance',
] as const;

export type MenuEntry = (typeof SIDE_MENU)[number] | (typeof USER_MENU)[number];

/** Every menu entry id, once. */
export const MENU_ENTRIES: readonly MenuEntry[] = [...new Set([...SIDE_MENU, ...USER_MENU])];

/** What decides the menus: who is signed in, the server, and the edition (`licensemode`). */
export interface MenuInput {
  user: RightsUser;
  server: RightsServer;
  /** The paid edition's features are on (`licensemode` header; Farol's server always sends it). */
  plus: boolean;
}

/**
 * The menu entries a user sees (SPEC §2, §6, companion-api.md §1.5). Share users and QR drivers
 * see none (the server keeps a share to its device, a driver to the check-in). Administrators
 * see everything the edition and server settings offer. Others:
 * - the advanced mask, when it applies (`advancedMaskOf`), gates each area by its master bit
 *   (devices 8, users 16, notifications 32, geofences 40, groups 48, commands 56, reports 72,
 *   drivers 80, calendars 88, maintenance 96), and "add device" by device create 13;
 * - reports need reports enabled (user and server `disableReports`); the route player
 *   (history) follows what the server lets it read (`replaySourcesOf`: route report, or
 *   positions by period when the mask closes the route report) and needs the devices bit to
 *   list the devices to replay;
 * - "add device", calendars and maintenance are management screens read-only users lack
 *   (calendars and maintenance as in traccar-web; devices also by `deviceReadonly`);
 * - my account edits one's own profile: not for read-only users, and under the mask only with
 *   the self bit 0 (the server refuses both; push tokens are saved without the screen);
 * - users only when `userLimit` is -1 or above 0 (a manager);
 * - advanced logs need the paid edition and a reseller (their tree's entries), the theme a
 *   reseller with a domain; billing management billing on (`tarkan.enableBilling`) and a
 *   reseller (their tree), integrations billing on and an administrator (the server's payment
 *   provider); my invoices billing on; the reseller screen a reseller; computed attributes and
 *   the server administrators only.
 * The server refuses the calls behind every hidden entry (tests/server/menuRights.test.ts).
 */
export function visibleMenus({ user, server, plus }: MenuInput): ReadonlySet<MenuEntry> {
  if ((isShareAccount(user) || isQrDriver(user)) && !user.administrator) return new Set();
  const admin = user.administrator;
  const mask = advancedMaskOf(user, server, plus);
  const allows = (...bits: number[]) => maskAllows(mask, ...bits);
  const readonly = !admin && (user.readonly || server.readonly);
  const deviceReadonly = !admin && (user.deviceReadonly || server.deviceReadonly);
  const reports = admin || !(user.disableReports || server.disableReports);
  const billing = billingOn(server.attributes);
  const reseller = resellerOf(user);
  const manages = admin || reseller.reseller;
  const shown: Record<MenuEntry, boolean> = {
    devices: allows(BIT.devices),
    reports: reports && allows(BIT.reports),
    history: replaySourcesOf({ user, server, plus }).route !== null && allows(BIT.devices),
    geofences: allows(BIT.geofences),
    commands: allows(BIT.commands),
    groups: allows(BIT.groups),
    notifications: allows(BIT.notifications),
    addDevice: !readonly && !deviceReadonly && allows(BIT.devices, BIT.deviceCreate),
    account: !readonly && allows(BIT.self),
    logs: plus && manages,
    integrations: billing && admin,
    billing: billing && manages,
    invoices: billing,
    theme: plus && (admin || reseller.domain !== null),
    users: (admin || user.userLimit === -1 || user.userLimit > 0) && allows(BIT.users),
    reseller: manages,
    computed: admin,
    server: admin,
    drivers: allows(BIT.drivers),
    calendars: !readonly && allows(BIT.calendars),
    maintenance: !readonly && allows(BIT.maintenance),
  };
  return new Set(MENU_ENTRIES.filter((entry) => shown[entry]));
}

/**
 * The screens a user may open (the client's route guard): those of the menus they see. A share
 * link sees no menus, its view being its one device: it opens the device screens, which hold
 * that device alone (the server answers it nothing else).
 */
export function openableScreens(input: MenuInput): ReadonlySet<MenuEntry> {
  const { user } = input;
  if (isShareAccount(user) && !user.administrator && !isQrDriver(user)) return new Set(['devices']);
  return visibleMenus(input);
}
