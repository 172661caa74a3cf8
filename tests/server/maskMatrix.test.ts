import { describe, expect, it } from 'vitest';
import { Server, setPermissionBit, User, visibleMenus, type MenuEntry } from '@farol/model';
import { deviceRights, type DeviceRights } from '../../src/ui/devices/actions/deviceRights';
import { canRunReport } from '../../src/ui/reports/reportRights';
import { link } from './entityFixtures';
import { Client, createDevice, RECENT_PERIOD, useTestServer, type Reply } from './helpers';

/**
 * The advanced mask (companion-api.md §1.5), both ways: for every bit of every call it governs,
 * the browser's own rules (the model's visibleMenus, the device actions' deviceRights, the
 * reports' canRunReport) hide exactly what the server refuses, and show what it accepts.
 */

const FULL = 'F'.repeat(32);
const without = (bit: number) => setPermissionBit(FULL, bit, false);

interface Fixture {
  client: Client;
  deviceId: number;
  uniqueId: string;
  next: () => number;
}

/** What the browser shows the user: a menu entry, a device action or a report. */
type Shown =
  | { menu: MenuEntry }
  | { action: Exclude<keyof DeviceRights, 'savedCommandsOnly'> }
  | { report: string };

interface Row {
  shown: Shown;
  /** Every bit the entry needs; each one missing hides it. */
  bits: number[];
  call: (f: Fixture) => Promise<Reply>;
}

const report = (type: string) => (f: Fixture) =>
  f.client.get(`/api/reports/${type}?deviceId=${f.deviceId}&${RECENT_PERIOD}`);
/** What the route player asks: the devices to choose from, then a device's positions by period. */
const history = async (f: Fixture) => {
  const devices = await f.client.get('/api/devices');
  if (devices.status >= 400) return devices;
  return f.client.get(`/api/positions?deviceId=${f.deviceId}&${RECENT_PERIOD}`);
};
const send =
  (type: string, attributes: Record<string, unknown> = {}) =>
  (f: Fixture) =>
    f.client.post('/api/commands/send', { deviceId: f.deviceId, type, attributes });

const MATRIX: Row[] = [
  { shown: { menu: 'devices' }, bits: [8], call: (f) => f.client.get('/api/devices') },
  {
    shown: { menu: 'addDevice' },
    bits: [8, 13],
    call: (f) => f.client.post('/api/devices', { name: 'New', uniqueId: `mx-${f.next()}` }),
  },
  {
    shown: { action: 'edit' },
    bits: [8, 14],
    call: (f) => f.client.put(`/api/devices/${f.deviceId}`, { name: 'Mx', uniqueId: f.uniqueId }),
  },
  {
    shown: { action: 'anchor' },
    bits: [8, 9],
    call: (f) =>
      f.client.post('/api/geofences', {
        name: `Ancora ${f.next()}`,
        area: 'CIRCLE (-23.55 -46.63, 150)',
        attributes: { deviceId: f.deviceId, isAnchor: true },
      }),
  },
  { shown: { action: 'lock' }, bits: [8, 10], call: send('engineStop') },
  { shown: { action: 'unlock' }, bits: [8, 11], call: send('engineResume') },
  { shown: { action: 'command' }, bits: [8, 12], call: send('custom', { data: 'status' }) },
  {
    shown: { action: 'share' },
    bits: [24, 25],
    call: (f) =>
      f.client.post('/tarkan/shares', {
        deviceId: f.deviceId,
        expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
      }),
  },
  { shown: { menu: 'users' }, bits: [16], call: (f) => f.client.get('/api/users') },
  { shown: { menu: 'notifications' }, bits: [32], call: (f) => f.client.get('/api/notifications') },
  { shown: { menu: 'geofences' }, bits: [40], call: (f) => f.client.get('/api/geofences') },
  { shown: { menu: 'groups' }, bits: [48], call: (f) => f.client.get('/api/groups') },
  { shown: { menu: 'commands' }, bits: [56], call: (f) => f.client.get('/api/commands') },
  { shown: { menu: 'reports' }, bits: [72], call: report('summary') },
  // The route player lists the devices (8) and reads positions by period, which only Traccar's
  // disableReports closes; the route report (73) only changes where it reads from.
  { shown: { menu: 'history' }, bits: [8], call: history },
  { shown: { report: 'route' }, bits: [72, 73], call: report('route') },
  { shown: { report: 'stops' }, bits: [72, 74], call: report('stops') },
  { shown: { report: 'trips' }, bits: [72, 75], call: report('trips') },
  { shown: { report: 'events' }, bits: [72, 76], call: report('events') },
  { shown: { menu: 'drivers' }, bits: [80], call: (f) => f.client.get('/api/drivers') },
  { shown: { menu: 'calendars' }, bits: [88], call: (f) => f.client.get('/api/calendars') },
  { shown: { menu: 'maintenance' }, bits: [96], call: (f) => f.client.get('/api/maintenance') },
];

/** Whether the browser shows `shown` to `user` on `server`, by the client's own rules. */
function browserShows(shown: Shown, user: User, server: Server): boolean {
  if ('menu' in shown) return visibleMenus({ user, server, plus: true }).has(shown.menu);
  if ('action' in shown) return deviceRights(user, server)[shown.action];
  return canRunReport(user, server, shown.report);
}

const nameOf = (shown: Shown) => Object.entries(shown)[0]!.join(' ');
const refused = (reply: Reply) => reply.status === 400 && /SecurityException/.test(reply.text);

describe('the advanced mask: the browser hides exactly what the server refuses', () => {
  const context = useTestServer();
  let count = 0;
  const next = () => ++count;

  /** A manager (userLimit 5) with one linked device, whose mask each case sets. */
  async function subject(extra: Record<string, unknown> = {}) {
    const { admin, farol } = context;
    const email = `mx-${next()}@farol.test`;
    const created = await admin.post('/api/users', {
      name: email,
      email,
      password: 'pass1234',
      userLimit: 5,
      ...extra,
    });
    const id = created.json().id as number;
    const device = await createDevice(admin, `Mx ${id}`, `mx-car-${id}`);
    await link(admin, { userId: id, deviceId: device.id });
    const client = new Client(farol.url);
    await client.login(email, 'pass1234');
    const setMask = async (mask: string | null) => {
      const stored = (await admin.get(`/api/users/${id}`)).json();
      const attributes = mask === null ? {} : { 'tarkan.advancedPerms': mask };
      const put = await admin.put(`/api/users/${id}`, { ...stored, attributes });
      expect(put.status, put.text).toBe(200);
      return User.parse(put.json());
    };
    return { client, deviceId: device.id, uniqueId: device.uniqueId, setMask, next };
  }

  const serverWith = async (attributes: Record<string, unknown>) => {
    const stored = (await context.admin.get('/api/server')).json();
    const put = await context.admin.put('/api/server', {
      ...stored,
      attributes: { ...stored.attributes, ...attributes },
    });
    expect(put.status, put.text).toBe(200);
    return Server.parse(put.json());
  };

  it('generates the matrix: each bit of each call, cleared and set', async () => {
    const server = await serverWith({ 'tarkan.enableAdvancedPerms': true });
    const f = await subject();
    for (const row of MATRIX) {
      for (const bit of row.bits) {
        const user = await f.setMask(without(bit));
        const reply = await row.call(f);
        const cell = `${nameOf(row.shown)} without bit ${bit}`;
        expect(browserShows(row.shown, user, server), cell).toBe(false);
        expect(refused(reply), `${cell}: ${reply.status} ${reply.text}`).toBe(true);
      }
      for (const mask of [FULL, null]) {
        const user = await f.setMask(mask);
        const reply = await row.call(f);
        const cell = `${nameOf(row.shown)} with ${mask ? 'every bit' : 'no mask'}`;
        expect(browserShows(row.shown, user, server), cell).toBe(true);
        expect(reply.status, `${cell}: ${reply.text}`).toBeLessThan(400);
      }
    }
  });

  it('with tarkan.enableLockUnlock off, nobody is offered or allowed engine stop and resume', async () => {
    const server = await serverWith({
      'tarkan.enableAdvancedPerms': true,
      'tarkan.enableLockUnlock': false,
    });
    try {
      const f = await subject();
      const user = await f.setMask(FULL);
      for (const row of MATRIX.filter((r) => 'action' in r.shown && /lock/.test(nameOf(r.shown)))) {
        expect(browserShows(row.shown, user, server)).toBe(false);
        expect(refused(await row.call(f))).toBe(true);
      }
      const command = MATRIX.find((r) => nameOf(r.shown) === 'action command')!;
      expect(browserShows(command.shown, user, server)).toBe(true);
      expect((await command.call(f)).status).toBe(202);
    } finally {
      await serverWith({ 'tarkan.enableLockUnlock': true });
    }
  });

  it('with advanced permissions off, a mask without a bit hides and refuses nothing', async () => {
    const server = await serverWith({ 'tarkan.enableAdvancedPerms': false });
    try {
      const f = await subject();
      for (const row of MATRIX) {
        const user = await f.setMask(without(row.bits.at(-1)!));
        expect(browserShows(row.shown, user, server), nameOf(row.shown)).toBe(true);
        expect((await row.call(f)).status, nameOf(row.shown)).toBeLessThan(400);
      }
    } finally {
      await serverWith({ 'tarkan.enableAdvancedPerms': true });
    }
  });
});
