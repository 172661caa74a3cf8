import { describe, expect, it } from 'vitest';
import { Client, createDevice, SocketClient, useTestServer, userClient } from '../helpers';

/** Issue 10, findings 9, 10 and 11: what a browser on another page, or a flood, can make us do. */
describe('requests from other pages, and sizes', () => {
  const server = useTestServer({ trustProxy: true, loginMaxFailures: 3 });
  let counter = 0;

  const remembered = async () => {
    const email = `victim${++counter}@farol.test`;
    const user = await userClient(server.farol, server.admin, email);
    const issued = await user.client.request('POST', '/api/session/token', { form: {} });
    const token = issued.text;
    // The remember-me restore: a plain GET, no Origin, as the app's own fetch sends.
    const victim = new Client(server.farol.url);
    expect((await victim.get(`/api/session?token=${token}`)).status).toBe(200);
    return { victim, token, id: user.id, email };
  };
  const self = () => new URL(server.farol.url).origin;
  const otherPort = () => {
    const url = new URL(server.farol.url);
    return `${url.protocol}//${url.hostname}:${Number(url.port) + 7}`;
  };
  const devicesOf = async (id: number) =>
    (await server.admin.get(`/api/devices?userId=${id}`)).json() as unknown[];

  describe('Origin on cookie-authenticated writes and socket upgrades (finding 9)', () => {
    it('refuses a write from another port of the same host, however the session began', async () => {
      const { victim, id } = await remembered();
      const json = await victim.request(
        'POST',
        '/api/devices',
        { json: { name: 'Evil', uniqueId: `evil-${counter}` } },
        { origin: otherPort() },
      );
      expect(json.status).toBe(401);
      const own = await victim.request(
        'POST',
        '/api/devices',
        { json: { name: 'Mine', uniqueId: `mine-${counter}` } },
        { origin: self() },
      );
      expect(own.status, own.text).toBe(200);
      expect(await devicesOf(id)).toHaveLength(1);
    });

    it('refuses a socket upgrade from another origin', async () => {
      const { victim } = await remembered();
      await expect(
        SocketClient.open(server.farol.url, { cookie: victim.cookie, origin: otherPort() }),
      ).rejects.toThrow(/401/);
      const socket = await SocketClient.open(server.farol.url, {
        cookie: victim.cookie,
        origin: self(),
      });
      await socket.close();
    });

    it.each([
      ['a form', 'application/x-www-form-urlencoded', 'name=Evil&uniqueId=form-1'],
      ['text/plain', 'text/plain', '{"name":"Evil","uniqueId":"text-1"}'],
      ['a multipart form', 'multipart/form-data; boundary=x', '--x--'],
    ])(
      'refuses %s body on a JSON endpoint (415), same origin or not',
      async (_name, type, body) => {
        const { victim, id } = await remembered();
        for (const origin of [undefined, self()]) {
          const response = await fetch(`${server.farol.url}/api/devices`, {
            method: 'POST',
            headers: {
              cookie: victim.cookie!,
              'content-type': type,
              ...(origin ? { origin } : {}),
            },
            body,
          });
          expect(response.status).toBe(415);
        }
        expect(await devicesOf(id)).toEqual([]);
      },
    );

    it('takes form bodies where Traccar does, but with a session cookie only from its own origin', async () => {
      const { victim } = await remembered();
      const tokenFrom = (headers: Record<string, string>) =>
        fetch(`${server.farol.url}/api/session/token`, {
          method: 'POST',
          headers: {
            cookie: victim.cookie!,
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          body: '',
        });
      expect((await tokenFrom({ origin: self() })).status).toBe(200);
      expect((await tokenFrom({ origin: otherPort() })).status).toBe(403);
      expect((await tokenFrom({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
      // No browser headers at all: an app, judged by its cookie alone (Traccar's clients).
      expect((await tokenFrom({})).status).toBe(200);
    });
  });

  describe('login CSRF, the Secure cookie, the lockout and messages (finding 10)', () => {
    it('refuses to sign a browser in from another site (token or password)', async () => {
      const { token, email } = await remembered();
      const navigation = await fetch(`${server.farol.url}/api/session?token=${token}`, {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      });
      expect(navigation.status).toBe(403);
      expect(navigation.headers.getSetCookie()).toEqual([]);
      const form = await fetch(`${server.farol.url}/api/session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://evil.test',
        },
        body: new URLSearchParams({ email, password: 'pass1234' }).toString(),
      });
      expect(form.status).toBe(403);
      expect(form.headers.getSetCookie()).toEqual([]);
      const own = await fetch(`${server.farol.url}/api/session?token=${token}`, {
        headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' },
      });
      expect(own.status).toBe(200);
    });

    it('marks the session cookie Secure behind a trusted HTTPS proxy, not over plain HTTP', async () => {
      const { email } = await remembered();
      const login = (headers: Record<string, string>) =>
        fetch(`${server.farol.url}/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
          body: new URLSearchParams({ email, password: 'pass1234' }).toString(),
        });
      const https = await login({ 'x-forwarded-proto': 'https' });
      expect(https.headers.getSetCookie()[0]).toMatch(/; Secure/);
      const http = await login({});
      expect(http.headers.getSetCookie()[0]).not.toMatch(/Secure/);
    });

    it('locks one address out of one account, never the owner at another address', async () => {
      const { email } = await remembered();
      const attempt = (address: string, password: string, account = email) =>
        fetch(`${server.farol.url}/api/session`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': address,
          },
          body: new URLSearchParams({ email: account, password }).toString(),
        });
      for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.9', 'wrong')).status).toBe(401);
      const locked = await attempt('203.0.113.9', 'pass1234');
      expect(locked.status).toBe(429);
      expect(await locked.text()).toMatch(
        /^java\.lang\.SecurityException: Too many failed logins - \d+$/,
      );
      expect((await attempt('198.51.100.7', 'pass1234')).status).toBe(200);
      expect((await attempt('203.0.113.9', 'pass1234', 'admin@farol.test')).status).toBe(401);
    });
  });

  describe('sizes and periods (finding 11)', () => {
    it.each([
      ['/api/devices', { name: 'Big', uniqueId: 'big-1' }],
      ['/api/groups', { name: 'Big' }],
      ['/api/geofences', { name: 'Big', area: 'CIRCLE (1 1, 100)' }],
      ['/api/notifications', { type: 'alarm', notificators: 'web' }],
      ['/api/drivers', { name: 'Big', uniqueId: 'big-d' }],
    ])('caps the attributes of %s', async (path, body) => {
      const huge = { blob: 'x'.repeat(200 * 1024) };
      const reply = await server.admin.post(path, { ...body, attributes: huge });
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(/attributes/);
      const fine = await server.admin.post(path, { ...body, attributes: { note: 'ok' } });
      expect(fine.status, fine.text).toBe(200);
    });

    it('caps a user’s own attributes too', async () => {
      const user = await userClient(server.farol, server.admin, `big${++counter}@farol.test`);
      const me = (await user.client.get(`/api/users/${user.id}`)).json();
      const reply = await user.client.put(`/api/users/${user.id}`, {
        ...me,
        attributes: { blob: 'x'.repeat(200 * 1024) },
      });
      expect(reply.status).toBe(400);
    });

    it('limits a report period by default', async () => {
      const device = await createDevice(server.admin, 'Period', `period-${++counter}`);
      const reply = await server.admin.get(
        `/api/reports/summary?deviceId=${device.id}&daily=true` +
          '&from=2014-01-01T00:00:00Z&to=2024-01-01T00:00:00Z',
      );
      expect(reply.status).toBe(400);
      expect(reply.text).toMatch(/Time period exceeds the limit/);
    });

    // Found by the API fuzzer on PostgreSQL: a number beyond an integer column was sent to the
    // database, which refused it with a 500. Ids and stored whole numbers are checked as input.
    it.each([
      ['a path id', () => '/api/devices/2147483648'],
      ['a query id', () => '/api/positions?deviceId=2147483648'],
      ['a list filter', () => '/api/geofences?userId=9007199254740991'],
      ['a permissions query', () => '/api/permissions?userId=2147483648&deviceId=1'],
    ])('answers %s beyond the integer range with a 400 naming it', async (_what, path) => {
      const reply = await server.admin.get(path());
      expect(reply.status, reply.text).toBe(400);
      expect(reply.text).toMatch(/not a valid id/);
    });

    it.each([
      [
        'priority',
        '/api/attributes/computed',
        { description: 'P', attribute: 'p', expression: 'speed', type: 'number' },
      ],
      ['zoom', '/api/users', { name: 'Zoom', email: 'zoom@farol.test', password: 'secret12' }],
      ['deviceLimit', '/api/users', { name: 'Lim', email: 'lim@farol.test', password: 'secret12' }],
    ])('refuses a %s beyond the integer range as input', async (field, path, body) => {
      const refused = await server.admin.post(path, { ...body, [field]: 2 ** 31 });
      expect(refused.status, refused.text).toBe(400);
      expect(refused.text).toContain(field);
      const stored = await server.admin.post(path, { ...body, [field]: 3 });
      expect(stored.status, stored.text).toBe(200);
    });

    // Found by the API fuzzer on PostgreSQL (seed 194572): text PostgreSQL cannot hold (a NUL
    // character) reached a read — the login lookup — and its refusal came back as a 500. Reads
    // are not guarded like writes; a value the database refuses is the caller's, on every path.
    it.each([
      [
        'a login',
        () =>
          new Client(server.farol.url).request('POST', '/api/session', {
            form: { email: 'a\u0000b', password: 'x' },
          }),
      ],
      ['a session token', () => new Client(server.farol.url).get('/api/session?token=abc%00def')],
      ['a device identifier', () => server.admin.get('/api/devices?uniqueId=x%00y')],
    ])('answers %s holding a NUL character without a server error', async (_what, send) => {
      const reply = await send();
      expect(reply.status, reply.text).toBeLessThan(500);
    });
  });
});
