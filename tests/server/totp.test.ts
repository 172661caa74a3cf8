import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { Client, userClient, useTestServer } from './helpers';

/** The code an authenticator app shows for `key` (the otpauth library, as a phone would). */
const codeOf = (key: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetMs,
  });

const login = (fields: Record<string, string>, url: string) =>
  new Client(url).request('POST', '/api/session', { form: fields });

/** Traccar's optional second factor: POST /api/users/totp, totpKey, and the login's code. */
describe('one-time codes (TOTP)', () => {
  const server = useTestServer();

  const serverAttributes = async (attributes: Record<string, unknown>) => {
    const current = (await server.admin.get('/api/server')).json();
    const saved = await server.admin.put('/api/server', {
      ...current,
      attributes: { ...current.attributes, ...attributes },
    });
    expect(saved.status, saved.text).toBe(200);
  };

  it('makes keys only while the server offers them (totpEnable)', async () => {
    const anonymous = new Client(server.farol.url);
    const off = await anonymous.post('/api/users/totp', {});
    expect(off.status).toBe(400);
    expect(off.text).toBe('java.lang.SecurityException: One-time password is disabled');
    await serverAttributes({ totpEnable: true });
    const first = await anonymous.post('/api/users/totp', {});
    const second = await anonymous.post('/api/users/totp', {});
    expect(first.status).toBe(200);
    expect(first.text).toMatch(/^[A-Z2-7]{32}$/);
    expect(second.text).not.toBe(first.text);
  });

  it('asks for the code (401, WWW-Authenticate: TOTP), refuses a wrong one, takes the right one', async () => {
    await serverAttributes({ totpEnable: true });
    const eva = await userClient(server.farol, server.admin, 'totp-eva@farol.test');
    const key = (await eva.client.post('/api/users/totp', {})).text;
    const me = (await eva.client.get(`/api/users/${eva.id}`)).json();
    const saved = await eva.client.put(`/api/users/${eva.id}`, { ...me, totpKey: key });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().totpKey).toBe(key);

    const url = server.farol.url;
    const credentials = { email: 'totp-eva@farol.test', password: 'pass1234' };
    const missing = await login(credentials, url);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('TOTP');
    const wrong = await login({ ...credentials, code: codeOf(key, 3_600_000) }, url);
    expect(wrong.status).toBe(400);
    expect(wrong.text).toBe('java.lang.SecurityException: User authorization failed');
    const right = await login({ ...credentials, code: codeOf(key) }, url);
    expect(right.status, right.text).toBe(200);
    expect(right.json().id).toBe(eva.id);
    // A wrong password is still a plain 401, never a hint that the account has a key.
    const badPassword = await login({ ...credentials, password: 'wrong-pass' }, url);
    expect(badPassword.status).toBe(401);
    expect(badPassword.headers.get('www-authenticate')).toBeNull();
    // Basic credentials carry no code: refused.
    const basic = Buffer.from(`${credentials.email}:${credentials.password}`).toString('base64');
    const viaBasic = await new Client(url).get('/api/devices', { authorization: `Basic ${basic}` });
    expect(viaBasic.status).toBe(401);

    // The audit log says a key was set, never which.
    const logs = (await server.admin.get(`/tarkan/users/${eva.id}/logs`)).text;
    expect(logs).not.toContain(key);
    expect(logs).toContain('(set)');

    // Removing the key turns the second step off.
    const off = await eva.client.put(`/api/users/${eva.id}`, { ...me, totpKey: null });
    expect(off.status, off.text).toBe(200);
    expect((await login(credentials, url)).status).toBe(200);
    const bad = await eva.client.put(`/api/users/${eva.id}`, { ...me, totpKey: 'not a key!' });
    expect(bad.status).toBe(400);
  });

  it('with totpForce, a new account needs a key', async () => {
    await serverAttributes({ totpEnable: true, totpForce: true });
    try {
      const body = { name: 'Fred', email: 'totp-fred@farol.test', password: 'pass1234' };
      const without = await server.admin.post('/api/users', body);
      expect(without.status).toBe(400);
      expect(without.text).toBe('java.lang.SecurityException: One-time password key is required');
      const key = (await server.admin.post('/api/users/totp', {})).text;
      const withKey = await server.admin.post('/api/users', { ...body, totpKey: key });
      expect(withKey.status, withKey.text).toBe(200);
      const missing = await login({ email: body.email, password: body.password }, server.farol.url);
      expect(missing.headers.get('www-authenticate')).toBe('TOTP');
    } finally {
      await serverAttributes({ totpForce: false });
    }
  });
});
