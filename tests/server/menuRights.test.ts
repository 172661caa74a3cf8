import { beforeAll, describe, expect, it } from 'vitest';
import {
  MENU_ENTRIES,
  PERMISSION_BITS as BIT,
  Server,
  setPermissionBit,
  User,
  visibleMenus,
  type MenuEntry,
} from '@farol/model';
import { link, WORKDAYS_ICS } from './entityFixtures';
import { Client, createDevice, RECENT_PERIOD, useTestServer, type Reply } from './helpers';

/**
 * Menus by role (SPEC §6), both ways: for every role, the model's `visibleMenus` is computed
 * from what the real server says about the signed-in user (session, server, `licensemode`),
 * and the call behind every entry is made on that server as that role. A hidden entry's call
 * must be refused, a shown one's answered: a menu rule and the server that disagree fail here.
 */

interface Role {
  name: string;
  client: Client;
  /** A device the role sees (reports and history need one). */
  deviceId: number;
  /** A share link's user: its view is the shared device alone, with no menus at all. */
  share?: boolean;
  /** A QR driver: no menus; its one screen (/motorista) reads the vehicles it is linked to. */
  qrDriver?: boolean;
}

/** The call each entry's screen exists to make (a management screen: adding one). */
const CALLS: Record<MenuEntry, (role: Role, n: number) => Promise<Reply>> = {
  devices: ({ client }) => client.get('/api/devices'),
  reports: ({ client, deviceId }) =>
    client.get(`/api/reports/summary?deviceId=${deviceId}&${RECENT_PERIOD}`),
  history: async ({ client, deviceId }) => {
    const devices = await client.get('/api/devices');
    if (devices.status >= 400) return devices;
    return client.get(`/api/positions?deviceId=${deviceId}&${RECENT_PERIOD}`);
  },
  geofences: ({ client }) => client.get('/api/geofences'),
  commands: ({ client }) => client.get('/api/commands'),
  groups: ({ client }) => client.get('/api/groups'),
  notifications: ({ client }) => client.get('/api/notifications'),
  addDevice: ({ client }, n) => client.post('/api/devices', { name: 'M', uniqueId: `menu-${n}` }),
  // A change of one's own profile (not only push tokens, which anyone but a share may save).
  account: async ({ client }, n) => {
    const self = (await client.get('/api/session')).json() as { id: number; name: string };
    return client.put(`/api/users/${self.id}`, {
      ...self,
      name: `${self.name.split(' #')[0]} #${n}`,
    });
  },
  logs: ({ client }) => client.get('/tarkan/server/logs?limit=1'),
  integrations: ({ client }) => client.get('/tarkan/integrations'),
  billing: ({ client }) => client.get('/tarkan/invoices/manager'),
  invoices: ({ client }) => client.get('/tarkan/invoices'),
  theme: ({ client }) => client.put('/tarkan/theme', { config: {}, colors: {} }),
  users: ({ client }) => client.get('/api/users'),
  reseller: ({ client }) => client.get('/tarkan/reseller'),
  computed: ({ client }, n) =>
    client.post('/api/attributes/computed', {
      description: `Menu ${n}`,
      attribute: 'speed',
      expression: 'speed * 2',
      type: 'number',
    }),
  server: async ({ client }) => client.put('/api/server', (await client.get('/api/server')).json()),
  drivers: ({ client }) => client.get('/api/drivers'),
  calendars: ({ client }, n) =>
    client.post('/api/calendars', { name: `Menu ${n}`, data: WORKDAYS_ICS }),
  maintenance: ({ client }, n) =>
    client.post('/api/maintenance', {
      name: `Menu ${n}`,
      type: 'totalDistance',
      start: 0,
      period: 1000,
    }),
};

const refused = (reply: Reply) => reply.status === 400 && /SecurityException/.test(reply.text);

/**
 * A share link shows no menus because its view is its one device (SPEC §6), which it must
 * read; what it reads is that device alone (and its positions), nothing else of its owner.
 * A QR driver's check-in screen likewise reads the one vehicle it is linked to, and no more.
 */
const readsOnlyTheShare = (reply: Reply, deviceId: number) =>
  reply.status === 200 &&
  (reply.json() as { id: number; deviceId?: number }[]).every(
    (item) => (item.deviceId ?? item.id) === deviceId,
  );

/** A mask with every bit but `cleared` (the advanced mask's customer). */
const maskWithout = (...cleared: number[]) =>
  cleared.reduce((mask, bit) => setPermissionBit(mask, bit, false), 'F'.repeat(32));

describe('menus by role: the browser hides exactly what the server refuses (SPEC §6)', () => {
  const context = useTestServer();
  const roles: Role[] = [];
  let count = 0;
  const next = () => ++count;

  const serverWith = async (attributes: Record<string, unknown>) => {
    const stored = (await context.admin.get('/api/server')).json();
    const attrs = { ...stored.attributes, ...attributes };
    const put = await context.admin.put('/api/server', { ...stored, attributes: attrs });
    expect(put.status, put.text).toBe(200);
  };

  /** Creates a user as `by` and signs them in. */
  async function account(by: Client, name: string, fields: Record<string, unknown> = {}) {
    const email = `${name}@menu.test`;
    const reply = await by.post('/api/users', { name, email, password: 'pass1234', ...fields });
    expect(reply.status, `${name}: ${reply.text}`).toBe(200);
    const client = new Client(context.farol.url);
    await client.login(email, 'pass1234');
    return { client, id: reply.json().id as number };
  }

  /** A role whose own device the administrator links to them. */
  async function withDevice(name: string, user: { client: Client; id: number }) {
    const device = await createDevice(context.admin, `Menu ${name}`, `menu-${name}`);
    await link(context.admin, { userId: user.id, deviceId: device.id });
    roles.push({ name, client: user.client, deviceId: device.id });
    return device;
  }

  const reseller = (domain: string) => ({
    'tarkan.reseller': true,
    'tarkan.subReseller': true,
    'tarkan.limitReseller': 2,
    'tarkan.domainReseller': domain,
  });

  beforeAll(async () => {
    const { admin, farol } = context;
    await serverWith({ 'tarkan.enableAdvancedPerms': true, 'tarkan.enableQrDriverId': true });
    const adminUser = { client: admin, id: (await admin.get('/api/session')).json().id };
    await withDevice('admin', adminUser);
    const r = await account(admin, 'reseller', {
      userLimit: 10,
      attributes: reseller('menu-r.example.com'),
    });
    await withDevice('reseller', r);
    const s = await account(r.client, 'subreseller', {
      userLimit: 5,
      attributes: reseller('s.menu-r.example.com'),
    });
    await withDevice('sub-reseller', s);
    await withDevice(
      'customer with userLimit',
      await account(s.client, 'manager', { userLimit: 3 }),
    );
    const plain = await account(s.client, 'customer');
    const own = await withDevice('customer without userLimit', plain);
    const masked = await account(admin, 'masked', {
      userLimit: 3,
      attributes: {
        'tarkan.advancedPerms': maskWithout(BIT.self, BIT.users, BIT.geofences, BIT.reports),
      },
    });
    await withDevice('customer with a mask', masked);
    await withDevice('read-only customer', await account(admin, 'readonly', { readonly: true }));

    const share = await plain.client.post('/tarkan/shares', {
      deviceId: own.id,
      expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(share.status, share.text).toBe(200);
    const visitor = new Client(farol.url);
    const token = encodeURIComponent(share.json().token);
    expect((await visitor.get(`/api/session?token=${token}`)).status).toBe(200);
    roles.push({ name: 'share user', client: visitor, deviceId: own.id, share: true });

    const driver = await plain.client.post('/api/drivers', {
      name: 'Menu driver',
      uniqueId: 'menu-driver',
      attributes: {
        'tarkan.enableQrCode': true,
        'tarkan.driverUsername': 'menudriver',
        'tarkan.driverPassword': 'senha1234',
      },
    });
    expect(driver.status, driver.text).toBe(200);
    await link(plain.client, { deviceId: own.id, driverId: driver.json().id });
    const driverClient = new Client(farol.url);
    await driverClient.login('qrcode-menudriver', 'senha1234');
    roles.push({ name: 'QR driver', client: driverClient, deviceId: own.id, qrDriver: true });
  });

  /** The entries `role` sees by the model's rule, read from what the server tells them. */
  async function menusOf(role: Role, plus?: boolean) {
    const user = User.parse((await role.client.get('/api/session')).json());
    const reply = await role.client.get('/api/server');
    const server = Server.parse(reply.json());
    const edition = plus ?? reply.headers.get('licensemode') !== null;
    return visibleMenus({ user, server, plus: edition });
  }

  /** Each entry's sides seen over every role: each must be both shown and hidden somewhere. */
  const seen = { shown: new Set<MenuEntry>(), hidden: new Set<MenuEntry>() };

  /** Every entry on which the menu and the server disagree for `role`. */
  async function disagreements(role: Role): Promise<string[]> {
    const shown = await menusOf(role);
    const found: string[] = [];
    for (const entry of MENU_ENTRIES) {
      seen[shown.has(entry) ? 'shown' : 'hidden'].add(entry);
      const reply = await CALLS[entry](role, next());
      const ok = shown.has(entry)
        ? reply.status < 400
        : refused(reply) ||
          (role.share === true && readsOnlyTheShare(reply, role.deviceId)) ||
          (role.qrDriver === true &&
            entry === 'devices' &&
            readsOnlyTheShare(reply, role.deviceId));
      if (!ok) {
        const side = shown.has(entry) ? 'shown, server refuses' : 'hidden, server allows';
        found.push(`${role.name} · ${entry}: ${side} (${reply.status} ${reply.text.slice(0, 80)})`);
      }
    }
    return found;
  }

  for (const billing of [false, true]) {
    it(`every role, billing ${billing ? 'on' : 'off'}`, async () => {
      await serverWith({ 'tarkan.enableBilling': billing });
      const found: string[] = [];
      for (const role of roles) found.push(...(await disagreements(role)));
      expect(found).toEqual([]);
    });
  }

  it('tried every entry both shown and hidden', () => {
    expect([...seen.shown].sort()).toEqual([...MENU_ENTRIES].sort());
    expect([...seen.hidden].sort()).toEqual([...MENU_ENTRIES].sort());
  });

  it('an administrator without the paid edition loses only companion screens', async () => {
    // Farol is the paid edition (it always sends `licensemode`); a Traccar server does not,
    // and has no companion API (`/tarkan/*`): what the edition hides lives there.
    const admin = roles.find((role) => role.name === 'admin')!;
    const reply = await admin.client.get('/api/server');
    expect(reply.headers.get('licensemode')).toBe('TarkanPlus');
    const paid = await menusOf(admin);
    const free = await menusOf(admin, false);
    const lost = [...paid].filter((entry) => !free.has(entry));
    expect(lost.sort()).toEqual(['logs', 'theme']);
    expect([...free].every((entry) => paid.has(entry))).toBe(true);
  });
});
