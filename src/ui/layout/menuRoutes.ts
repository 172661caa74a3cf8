import type { MenuEntry } from '@farol/model';

/** Where each menu entry with a screen leads (SPEC §2 routes); the menus link here. */
export const ENTRY_ROUTES: Partial<Record<MenuEntry, string>> = {
  devices: '/devices',
  reports: '/reports',
  history: '/history',
  geofences: '/geofence',
  commands: '/commands',
  groups: '/groups',
  notifications: '/notifications',
  addDevice: '/autolink',
  account: '/account',
  logs: '/logs',
  integrations: '/integrations',
  billing: '/billing',
  invoices: '/invoices',
  theme: '/theme',
  users: '/users',
  computed: '/computed',
  server: '/server',
  drivers: '/drivers',
  calendars: '/calendars',
  maintenance: '/maintenances',
};

/** Routes under another entry's route that belong to an entry of their own. */
const OTHER_ROUTES: [string, MenuEntry][] = [['/devices/new', 'addDevice']];

/** Every route prefix with its entry, the longest first (so /devices/new wins over /devices). */
const PREFIXES: [string, MenuEntry][] = [
  ...OTHER_ROUTES,
  ...(Object.entries(ENTRY_ROUTES) as [MenuEntry, string][]).map(
    ([entry, route]): [string, MenuEntry] => [route, entry],
  ),
].sort(([a], [b]) => b.length - a.length);

/**
 * The menu entry whose screen `path` opens (the route or anything below it), or null for a
 * route every signed-in user may open (/home).
 */
export function entryOfRoute(path: string): MenuEntry | null {
  const pathname = path.split(/[?#]/, 1)[0]!;
  const match = PREFIXES.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return match ? match[1] : null;
}
