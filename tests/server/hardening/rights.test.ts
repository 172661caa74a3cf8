import { beforeAll, describe, expect, it } from 'vitest';
import { setPermissionBit } from '@farol/model';
import { Client, createDevice, osmand, useTestServer, userClient } from '../helpers';
import { executeSql } from '../support/database';

const mask = (...bits: number[]) =>
  bits.reduce<string>((value, bit) => setPermissionBit(value, bit, true), '0'.repeat(32));
const ALL = 'f'.repeat(32);
const WRITE_DENIED = 'java.lang.SecurityException: Write access denied';
const RESTRICTED = 'java.lang.SecurityException: Operation restricted';
const REPORTS = ['route', 'events', 'summary', 'trips', 'stops'] as const;
/** The report bit each report needs besides the master bit 72 (summary needs only 72). */
const REPORT_BIT: Record<(typeof REPORTS)[number], number | null> = {
  route: 73,
  stops: 74,
  trips: 75,
  events: 76,
  summary: null,
};

/** Issue 10, findings 4, 5 and 7 (and the neutral duplicate IMEI of finding 10). */
describe('rights the server holds, whatever the browser sends', () => {
  const server = useTestServer();
  let counter = 0;

  const enableMask = async () => {
    const current = (await server.admin.get('/api/server')).json();
    const attributes = { ...current.attributes, 'tarkan.enableAdvancedPerms': true };
    expect((await server.admin.put('/api/server', { ...current, attributes })).status).toBe(200);
  };
  const maskedUser = async (bits: number[], extra: Record<string, unknown> = {}) => {
    const email = `masked${++counter}@farol.test`;
    const user = await userClient(server.farol, server.admin, email, {
      attributes: { 'tarkan.advancedPerms': mask(...bits) },
      ...extra,
    });
    const uniqueId = `mask-${counter}`;
    const device = await createDevice(server.admin, `Masked ${counter}`, uniqueId);
    const link = await server.admin.post('/api/permissions', {
      userId: user.id,
      deviceId: device.id,
    });
    expect(link.status, link.text).toBe(204);
    expect(await osmand(server.farol, { id: uniqueId, lat: 1, lon: 1 })).toBe(200);
    return { ...user, email, device };
  };
  const send = (client: Client, body: Record<string, unknown>) =>
    client.post('/api/commands/send', body);
  const report = (client: Client, type: string, deviceId: number, suffix = '') =>
    client.get(
      `/api/reports/${type}${suffix}?deviceId=${deviceId}&from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z`,
    );

  beforeAll(enableMask);

  describe('the advanced mask on commands (finding 4)', () => {
    it('needs bit 12 to send any command, saved ones included', async () => {
      const user = await maskedUser([8]);
      const custom = { deviceId: user.device.id, type: 'custom', attributes: { data: 'x' } };
      expect((await send(user.client, custom)).text).toBe(WRITE_DENIED);
      const saved = await server.admin.post('/api/commands', {
        description: 'Ping',
        type: 'custom',
        attributes: { data: 'ping' },
      });
      const savedId = saved.json().id;
      await server.admin.post('/api/permissions', { userId: user.id, commandId: savedId });
      expect((await send(user.client, { id: savedId, deviceId: user.device.id })).text).toBe(
        WRITE_DENIED,
      );
      const allowed = await maskedUser([8, 12]);
      expect((await send(allowed.client, { ...custom, deviceId: allowed.device.id })).status).toBe(
        202,
      );
    });

    it('needs bit 10 for engine stop and bit 11 for engine resume', async () => {
      const commandsOnly = await maskedUser([8, 12]);
      const stop = { deviceId: commandsOnly.device.id, type: 'engineStop' };
      const resume = { deviceId: commandsOnly.device.id, type: 'engineResume' };
      expect((await send(commandsOnly.client, stop)).text).toBe(WRITE_DENIED);
      expect((await send(commandsOnly.client, resume)).text).toBe(WRITE_DENIED);
      const lockOnly = await maskedUser([8, 10]);
      expect((await send(lockOnly.client, { ...stop, deviceId: lockOnly.device.id })).status).toBe(
        202,
      );
      expect((await send(lockOnly.client, { ...resume, deviceId: lockOnly.device.id })).text).toBe(
        WRITE_DENIED,
      );
      const unlockOnly = await maskedUser([8, 11]);
      expect(
        (await send(unlockOnly.client, { ...resume, deviceId: unlockOnly.device.id })).status,
      ).toBe(202);
    });

    it('judges a saved engine stop by its type, not by bit 12', async () => {
      const saved = await server.admin.post('/api/commands', {
        description: 'Cut',
        type: 'engineStop',
        attributes: {},
      });
      const savedId = saved.json().id;
      const commandsOnly = await maskedUser([8, 12]);
      await server.admin.post('/api/permissions', { userId: commandsOnly.id, commandId: savedId });
      expect(
        (await send(commandsOnly.client, { id: savedId, deviceId: commandsOnly.device.id })).text,
      ).toBe(WRITE_DENIED);
    });
  });

  describe('the advanced mask on reports (finding 4)', () => {
    it('refuses every report and every export without bit 72', async () => {
      const user = await maskedUser([8, 73, 74, 75, 76]);
      for (const type of REPORTS) {
        // Route is not printed (no PDF): its sheet is the export.
        for (const suffix of type === 'route' ? ['', '/xlsx'] : ['', '/xlsx', '/pdf']) {
          const reply = await report(user.client, type, user.device.id, suffix);
          expect(reply.text, `${type}${suffix}`).toBe(RESTRICTED);
        }
      }
    });

    it.each(REPORTS)('%s: needs its own bit besides 72', async (type) => {
      const own = REPORT_BIT[type];
      const others = [73, 74, 75, 76].filter((bit) => bit !== own);
      const without = await maskedUser([8, 72, ...others]);
      const reply = await report(without.client, type, without.device.id);
      if (own === null) expect(reply.status, reply.text).toBe(200);
      else expect(reply.text).toBe(RESTRICTED);
      const withBit = await maskedUser([8, 72, ...(own === null ? [] : [own])]);
      expect((await report(withBit.client, type, withBit.device.id)).status).toBe(200);
    });
  });

  describe('nobody raises their own rights (finding 5)', () => {
    const self = async (client: Client, id: number, change: Record<string, unknown>) => {
      const me = (await client.get(`/api/users/${id}`)).json();
      return client.put(`/api/users/${id}`, { ...me, ...change });
    };

    it('self-edit (bit 0) cannot change or remove the mask', async () => {
      const user = await maskedUser([0, 8]);
      const me = (await user.client.get(`/api/users/${user.id}`)).json();
      const raised = await self(user.client, user.id, {
        attributes: { ...me.attributes, 'tarkan.advancedPerms': ALL },
      });
      expect(raised.text).toBe(WRITE_DENIED);
      const { 'tarkan.advancedPerms': _mask, ...without } = me.attributes;
      expect((await self(user.client, user.id, { attributes: without })).text).toBe(WRITE_DENIED);
      const stored = (await server.admin.get(`/api/users/${user.id}`)).json();
      expect(stored.attributes['tarkan.advancedPerms']).toBe(mask(0, 8));
      // Preferences still save.
      const prefs = await self(user.client, user.id, {
        attributes: { ...me.attributes, 'tarkan.lang': 'es-ES' },
        twelveHourFormat: true,
      });
      expect(prefs.status, prefs.text).toBe(200);
    });

    it.each([
      ['administrator', {}, { administrator: true }],
      ['readonly', {}, { readonly: true }],
      ['deviceReadonly', { deviceReadonly: true }, { deviceReadonly: false }],
      ['limitCommands', { limitCommands: true }, { limitCommands: false }],
      ['disableReports', { disableReports: true }, { disableReports: false }],
      ['deviceLimit', { deviceLimit: 1 }, { deviceLimit: 500 }],
      ['userLimit', {}, { userLimit: 10 }],
      [
        'expirationTime',
        { expirationTime: '2098-01-01T00:00:00Z' },
        { expirationTime: '2099-01-01T00:00:00Z' },
      ],
    ])('a user cannot change their own %s', async (field, initial, change) => {
      const user = await userClient(
        server.farol,
        server.admin,
        `self${++counter}@farol.test`,
        initial,
      );
      const before = (await server.admin.get(`/api/users/${user.id}`)).json();
      const reply = await self(user.client, user.id, change);
      expect(reply.status, reply.text).toBe(400);
      const stored = (await server.admin.get(`/api/users/${user.id}`)).json();
      expect(stored[field]).toEqual(before[field]);
    });

    it('a manager cannot raise their own limits or expiry either', async () => {
      const manager = await userClient(server.farol, server.admin, `mgr${++counter}@farol.test`, {
        userLimit: 5,
        deviceLimit: 5,
        expirationTime: '2098-01-01T00:00:00Z',
      });
      for (const change of [
        { userLimit: 50 },
        { deviceLimit: -1 },
        { expirationTime: null },
        { expirationTime: '2099-01-01T00:00:00Z' },
      ]) {
        expect((await self(manager.client, manager.id, change)).status).toBe(400);
      }
    });
  });

  describe('logins and e-mails are unique whatever the case (finding 7)', () => {
    it("refuses taking another user's e-mail or login as one's own, and the victim still logs in", async () => {
      const victim = await userClient(server.farol, server.admin, `Victim${++counter}@farol.test`);
      const victimEmail = `Victim${counter}@farol.test`;
      const attacker = await userClient(server.farol, server.admin, `att${counter}@farol.test`);
      const me = (await attacker.client.get(`/api/users/${attacker.id}`)).json();
      for (const change of [
        { email: victimEmail },
        { email: victimEmail.toUpperCase() },
        { login: victimEmail.toLowerCase() },
      ]) {
        const reply = await attacker.client.put(`/api/users/${attacker.id}`, { ...me, ...change });
        expect(reply.status, JSON.stringify(change)).toBe(400);
        expect(reply.text).toMatch(/already in use/);
      }
      const login = new Client(server.farol.url);
      await login.login(victimEmail.toLowerCase(), 'pass1234');
      expect((await login.get('/api/session')).json().id).toBe(victim.id);
    });

    it('refuses creating a user whose e-mail exists in another case', async () => {
      await userClient(server.farol, server.admin, `Case${++counter}@farol.test`);
      const reply = await server.admin.post('/api/users', {
        name: 'Copy',
        email: `CASE${counter}@FAROL.TEST`,
        password: 'pass1234',
      });
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(/already in use/);
    });

    it('holds in the database itself', async () => {
      const insert = (email: string) =>
        executeSql(
          server.dir,
          `INSERT INTO users (name, email, "hashedPassword", salt, attributes)
           VALUES ('Raw', ?, 'x', 'y', '{}')`,
          email,
        );
      await insert('raw-unique@farol.test');
      await expect(insert('RAW-UNIQUE@farol.test')).rejects.toThrow(/unique/i);
    });
  });

  it('answers a duplicate IMEI with a neutral message that names no owner or table', async () => {
    const owner = await userClient(server.farol, server.admin, `imei${++counter}@farol.test`);
    await createDevice(owner.client, 'Taken', `imei-${counter}`);
    const other = await userClient(server.farol, server.admin, `imei-other${counter}@farol.test`);
    const reply = await other.client.post('/api/devices', {
      name: 'Mine',
      uniqueId: `imei-${counter}`,
    });
    expect(reply.status).toBe(400);
    expect(reply.text).not.toMatch(/UNIQUE|constraint|devices\.|SQL/i);
    expect(reply.text).toMatch(/identifier/i);
  });
});
