import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTraccarDate } from '@farol/model';
import {
  Client,
  closedWithin,
  createDevice,
  osmand,
  positionsOf,
  SocketClient,
  useTestServer,
  userClient,
} from '../helpers';

const inSeconds = (seconds: number) => formatTraccarDate(Date.now() + seconds * 1000);

/**
 * Issue 10, findings 3, 6 and 8: an open socket, a session or a share lives only as long as the
 * authority it was opened with.
 */
describe('every end of authority ends what it allowed', () => {
  const server = useTestServer();
  let counter = 0;

  /** A fresh user with one device reporting, logged in. */
  const owner = async () => {
    const email = `owner${++counter}@farol.test`;
    const user = await userClient(server.farol, server.admin, email);
    const uniqueId = `auth-${counter}`;
    const device = await createDevice(user.client, `Car ${counter}`, uniqueId);
    expect(await osmand(server.farol, { id: uniqueId, lat: 1, lon: 1 })).toBe(200);
    return { ...user, email, device, uniqueId };
  };
  const token = async (client: Client) => {
    const reply = await client.request('POST', '/api/session/token', { form: {} });
    expect(reply.status, reply.text).toBe(200);
    return reply.text;
  };
  const open = async (options: { cookie?: string | null; token?: string }) => {
    const socket = await SocketClient.open(server.farol.url, options);
    await socket.next((m) => 'positions' in m);
    return socket;
  };
  const share = async (client: Client, deviceId: number, expirationTime: string) => {
    const reply = await client.post('/tarkan/shares', { deviceId, expirationTime });
    expect(reply.status, reply.text).toBe(200);
    return reply.json() as { id: number; token: string };
  };
  const visitor = async (shareToken: string) => {
    const client = new Client(server.farol.url);
    const reply = await client.get(`/api/session?token=${encodeURIComponent(shareToken)}`);
    return { client, status: reply.status };
  };

  it('logout closes the sockets of that session, not those of another session', async () => {
    const user = await owner();
    const other = new Client(server.farol.url);
    await other.login(user.email, 'pass1234');
    const mine = await open({ cookie: user.client.cookie });
    const theirs = await open({ cookie: other.cookie });
    expect((await user.client.delete('/api/session')).status).toBe(204);
    expect(await closedWithin(mine, 2000)).not.toBe('open');
    expect(await closedWithin(theirs, 300)).toBe('open');
    await theirs.close();
  });

  it('revoking a token closes the sockets opened with it', async () => {
    const user = await owner();
    const issued = await token(user.client);
    const socket = await open({ token: issued });
    const revoke = await user.client.request('POST', '/api/session/token/revoke', {
      form: { token: issued },
    });
    expect(revoke.status, revoke.text).toBe(204);
    expect(await closedWithin(socket, 2000)).not.toBe('open');
  });

  it('a token socket closes when the token expires', async () => {
    const user = await owner();
    const reply = await user.client.request('POST', '/api/session/token', {
      form: { expiration: inSeconds(1) },
    });
    expect(reply.status, reply.text).toBe(200);
    const socket = await open({ token: reply.text });
    expect(await closedWithin(socket, 4000)).not.toBe('open');
  });

  it("an administrator moving a user's expiry into the past closes their sockets and session", async () => {
    const user = await owner();
    const socket = await open({ cookie: user.client.cookie });
    const me = (await server.admin.get(`/api/users/${user.id}`)).json();
    const put = await server.admin.put(`/api/users/${user.id}`, {
      ...me,
      expirationTime: '2001-01-01T00:00:00Z',
    });
    expect(put.status, put.text).toBe(200);
    expect(await closedWithin(socket, 2000)).not.toBe('open');
    expect((await user.client.get('/api/devices')).status).toBe(401);
  });

  it("a user's sockets close the moment their account expires", async () => {
    const user = await owner();
    const me = (await server.admin.get(`/api/users/${user.id}`)).json();
    const put = await server.admin.put(`/api/users/${user.id}`, {
      ...me,
      expirationTime: inSeconds(2),
    });
    expect(put.status, put.text).toBe(200);
    const socket = await open({ cookie: user.client.cookie });
    expect(await closedWithin(socket, 5000)).not.toBe('open');
  });

  it("a share's socket closes at the share's expiry", async () => {
    const user = await owner();
    const link = await share(user.client, user.device.id, inSeconds(2));
    const guest = await visitor(link.token);
    expect(guest.status).toBe(200);
    const socket = await open({ cookie: guest.client.cookie });
    expect(await closedWithin(socket, 5000)).not.toBe('open');
  });

  it('changing a password ends every other session, token and socket, and keeps the current one', async () => {
    const user = await owner();
    const elsewhere = new Client(server.farol.url);
    await elsewhere.login(user.email, 'pass1234');
    const remembered = await token(elsewhere);
    const otherSocket = await open({ cookie: elsewhere.cookie });
    const tokenSocket = await open({ token: remembered });
    const mySocket = await open({ cookie: user.client.cookie });
    const me = (await user.client.get(`/api/users/${user.id}`)).json();
    const put = await user.client.put(`/api/users/${user.id}`, { ...me, password: 'new-pass-1' });
    expect(put.status, put.text).toBe(200);
    expect(await closedWithin(otherSocket, 2000)).not.toBe('open');
    expect(await closedWithin(tokenSocket, 2000)).not.toBe('open');
    expect(await closedWithin(mySocket, 300)).toBe('open');
    expect((await elsewhere.get('/api/devices')).status).toBe(401);
    expect(
      (await new Client(server.farol.url).get(`/api/session?token=${remembered}`)).status,
    ).toBe(401);
    expect((await user.client.get('/api/devices')).status).toBe(200);
    await mySocket.close();
  });

  it('an administrator changing a password ends all of that user’s sessions', async () => {
    const user = await owner();
    const socket = await open({ cookie: user.client.cookie });
    const me = (await server.admin.get(`/api/users/${user.id}`)).json();
    expect(
      (await server.admin.put(`/api/users/${user.id}`, { ...me, password: 'reset-1' })).status,
    ).toBe(200);
    expect(await closedWithin(socket, 2000)).not.toBe('open');
    expect((await user.client.get('/api/devices')).status).toBe(401);
  });

  describe('a share is valid only while its owner may see the shared device', () => {
    let user: Awaited<ReturnType<typeof owner>>;
    let link: { id: number; token: string };

    beforeAll(async () => {
      user = await owner();
      link = await share(user.client, user.device.id, inSeconds(3600));
    });
    afterAll(async () => {
      const me = (await server.admin.get(`/api/users/${user.id}`)).json();
      await server.admin.put(`/api/users/${user.id}`, { ...me, disabled: false });
    });

    it('stops showing a device its owner lost, on every path', async () => {
      const guest = await visitor(link.token);
      expect((await guest.client.get('/api/devices')).json()).toHaveLength(1);
      const socket = await open({ cookie: guest.client.cookie });
      const unlink = await server.admin.request('DELETE', '/api/permissions', {
        json: { userId: user.id, deviceId: user.device.id },
      });
      expect(unlink.status, unlink.text).toBe(204);
      expect((await guest.client.get('/api/devices')).json()).toEqual([]);
      expect((await guest.client.get('/api/positions')).json()).toEqual([]);
      expect((await guest.client.get(`/api/devices/${user.device.id}`)).status).toBe(400);
      expect(await osmand(server.farol, { id: user.uniqueId, lat: 2, lon: 2 })).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(socket.received.some((m) => positionsOf(m).some((p) => p.latitude === 2))).toBe(false);
      const fresh = await SocketClient.open(server.farol.url, { cookie: guest.client.cookie });
      expect(await fresh.next((m) => 'positions' in m)).toEqual({ positions: [] });
      await Promise.all([socket.close(), fresh.close()]);
      // Given back, the share shows it again.
      const relink = await server.admin.post('/api/permissions', {
        userId: user.id,
        deviceId: user.device.id,
      });
      expect(relink.status, relink.text).toBe(204);
      expect((await guest.client.get('/api/devices')).json()).toHaveLength(1);
    });

    it('ends when its owner is disabled: no login, sockets closed', async () => {
      const guest = await visitor(link.token);
      const socket = await open({ cookie: guest.client.cookie });
      const me = (await server.admin.get(`/api/users/${user.id}`)).json();
      expect(
        (await server.admin.put(`/api/users/${user.id}`, { ...me, disabled: true })).status,
      ).toBe(200);
      expect(await closedWithin(socket, 2000)).not.toBe('open');
      expect((await guest.client.get('/api/devices')).status).toBe(401);
      expect((await visitor(link.token)).status).toBe(401);
      await server.admin.put(`/api/users/${user.id}`, { ...me, disabled: false });
      expect((await visitor(link.token)).status).toBe(200);
    });

    it('ends when its owner expires', async () => {
      const me = (await server.admin.get(`/api/users/${user.id}`)).json();
      await server.admin.put(`/api/users/${user.id}`, {
        ...me,
        expirationTime: '2001-01-01T00:00:00Z',
      });
      expect((await visitor(link.token)).status).toBe(401);
      await server.admin.put(`/api/users/${user.id}`, { ...me, expirationTime: null });
      expect((await visitor(link.token)).status).toBe(200);
    });
  });
});
