import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { ADMIN, Client, removeDir, startTestServer, tempDir, userClient } from './helpers';

describe('session life cycle', () => {
  let farol: Farol;
  let dir: string;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  it('logs in with the form, sets an HttpOnly JSESSIONID cookie and returns the user', async () => {
    const client = new Client(farol.url);
    const reply = await client.request('POST', '/api/session', {
      form: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(reply.status).toBe(200);
    const cookie = reply.headers.getSetCookie().find((c) => c.startsWith('JSESSIONID='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    const user = reply.json();
    expect(user).toMatchObject({ email: ADMIN.email, administrator: true, password: null });
    expect(user).not.toHaveProperty('hashedPassword');
    expect(user).not.toHaveProperty('salt');

    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.json().id).toBe(user.id);
  });

  it('answers 404 without a session and 401 on a bad password, with Traccar bodies', async () => {
    const anonymous = new Client(farol.url);
    const none = await anonymous.get('/api/session');
    expect(none.status).toBe(404);
    expect(none.text).toBe('jakarta.ws.rs.WebApplicationException: HTTP 404 Not Found');

    const bad = await anonymous.request('POST', '/api/session', {
      form: { email: ADMIN.email, password: 'wrong' },
    });
    expect(bad.status).toBe(401);
    expect(bad.text.split('\n')[0]).toBe(
      'jakarta.ws.rs.WebApplicationException: HTTP 401 Unauthorized',
    );
    expect(anonymous.cookie).toBeNull();

    const unknown = await anonymous.request('POST', '/api/session', {
      form: { email: 'nobody@farol.test', password: 'whatever' },
    });
    expect(unknown.status).toBe(401);

    const missing = await anonymous.request('POST', '/api/session', {
      form: { email: ADMIN.email },
    });
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/^java\.lang\.IllegalArgumentException: password/);
  });

  it('logs out with 204, after which the session is gone', async () => {
    const client = new Client(farol.url);
    await client.login(ADMIN.email, ADMIN.password);
    const cookie = client.cookie;
    const out = await client.delete('/api/session');
    expect(out.status).toBe(204);
    client.cookie = cookie; // even replaying the old cookie finds nothing
    expect((await client.get('/api/session')).status).toBe(404);
    expect((await client.get('/api/devices')).status).toBe(401);
    expect((await new Client(farol.url).delete('/api/session')).status).toBe(401);
  });

  it('refuses disabled and expired users with 400 and Traccar wording', async () => {
    const admin = new Client(farol.url);
    await admin.login(ADMIN.email, ADMIN.password);
    await admin.post('/api/users', {
      name: 'Off',
      email: 'off@farol.test',
      password: 'pass1234',
      disabled: true,
    });
    await admin.post('/api/users', {
      name: 'Old',
      email: 'old@farol.test',
      password: 'pass1234',
      expirationTime: '2001-01-01T00:00:00.000+00:00',
    });
    const off = await new Client(farol.url).request('POST', '/api/session', {
      form: { email: 'off@farol.test', password: 'pass1234' },
    });
    expect(off.status).toBe(400);
    expect(off.text).toBe('java.lang.SecurityException: User is disabled');
    const old = await new Client(farol.url).request('POST', '/api/session', {
      form: { email: 'old@farol.test', password: 'pass1234' },
    });
    expect(old.status).toBe(400);
    expect(old.text).toBe('java.lang.SecurityException: User has expired');
  });

  it('disabling a user ends their live session with 401', async () => {
    const admin = new Client(farol.url);
    await admin.login(ADMIN.email, ADMIN.password);
    const { client, id } = await userClient(farol, admin, 'soon-off@farol.test');
    expect((await client.get('/api/session')).status).toBe(200);
    const user = (await admin.get(`/api/users/${id}`)).json();
    expect((await admin.put(`/api/users/${id}`, { ...user, disabled: true })).status).toBe(200);
    expect((await client.get('/api/devices')).status).toBe(401);
  });

  it('accepts Basic credentials on any request', async () => {
    const basic = 'Basic ' + Buffer.from(`${ADMIN.email}:${ADMIN.password}`).toString('base64');
    const anonymous = new Client(farol.url);
    expect((await anonymous.get('/api/devices', { authorization: basic })).status).toBe(200);
    const wrong = 'Basic ' + Buffer.from(`${ADMIN.email}:nope`).toString('base64');
    expect((await anonymous.get('/api/devices', { authorization: wrong })).status).toBe(401);
  });
});

describe('session tokens ("remember me")', () => {
  it('logs in with a token, survives a restart through it, and stops after revoke', async () => {
    const dir = tempDir();
    let farol = await startTestServer(dir);
    try {
      const client = new Client(farol.url);
      await client.login(ADMIN.email, ADMIN.password);
      const issued = await client.request('POST', '/api/session/token', { form: {} });
      expect(issued.status).toBe(200);
      const token = issued.text;
      expect(token).toMatch(/^[\w-]{20,}$/);
      const cookie = client.cookie;

      // Anonymous requests cannot mint tokens.
      expect(
        (await new Client(farol.url).request('POST', '/api/session/token', { form: {} })).status,
      ).toBe(401);

      await farol.close();
      farol = await startTestServer(dir);

      // Cookie sessions live in memory: gone after the restart. The token still works.
      const stale = new Client(farol.url);
      stale.cookie = cookie;
      expect((await stale.get('/api/session')).status).toBe(404);

      const remembered = new Client(farol.url);
      const viaToken = await remembered.get(`/api/session?token=${encodeURIComponent(token)}`);
      expect(viaToken.status).toBe(200);
      expect(viaToken.json().email).toBe(ADMIN.email);
      expect(remembered.cookie).not.toBeNull();
      expect((await remembered.get('/api/session')).status).toBe(200);

      const bearer = await new Client(farol.url).get('/api/devices', {
        authorization: `Bearer ${token}`,
      });
      expect(bearer.status).toBe(200);

      const revoke = await remembered.request('POST', '/api/session/token/revoke', {
        form: { token },
      });
      expect(revoke.status).toBe(204);
      expect(
        (await new Client(farol.url).get(`/api/session?token=${encodeURIComponent(token)}`)).status,
      ).toBe(401);
      expect(
        (await new Client(farol.url).get('/api/devices', { authorization: `Bearer ${token}` }))
          .status,
      ).toBe(401);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });

  it('honours an explicit expiration and rejects a malformed one', async () => {
    const dir = tempDir();
    const farol = await startTestServer(dir);
    try {
      const client = new Client(farol.url);
      await client.login(ADMIN.email, ADMIN.password);
      const past = await client.request('POST', '/api/session/token', {
        form: { expiration: '2001-01-01T00:00:00Z' },
      });
      expect(past.status).toBe(200);
      expect((await new Client(farol.url).get(`/api/session?token=${past.text}`)).status).toBe(401);
      const bad = await client.request('POST', '/api/session/token', {
        form: { expiration: 'tomorrow' },
      });
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(/^java\.lang\.IllegalArgumentException: expiration/);
      expect((await new Client(farol.url).get('/api/session?token=not-a-token')).status).toBe(401);
    } finally {
      await farol.close();
      removeDir(dir);
    }
  });
});
