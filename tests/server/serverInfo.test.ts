import { describe, expect, it } from 'vitest';
import { useTestServer } from './helpers';

describe('GET /api/server', () => {
  const server = useTestServer();

  it('says whether mail and SMS are configured (emailEnabled, textEnabled)', async () => {
    const before = (await server.admin.get('/api/server')).json();
    expect(before).toMatchObject({ emailEnabled: false, textEnabled: false });
    const attributes = { 'mail.smtp.host': '127.0.0.1', 'sms.http.url': 'http://127.0.0.1:9/sms' };
    expect((await server.admin.put('/api/server', { ...before, attributes })).status).toBe(200);
    expect((await server.admin.get('/api/server')).json()).toMatchObject({
      emailEnabled: true,
      textEnabled: true,
    });
  });
});

describe('POST /api/users', () => {
  const server = useTestServer();

  it('links a new user to the notifications flagged tarkan.autoadd, and only those', async () => {
    const flagged = (
      await server.admin.post('/api/notifications', {
        type: 'alarm',
        notificators: 'web',
        attributes: { alarms: 'sos', 'tarkan.autoadd': true },
      })
    ).json();
    const plain = (
      await server.admin.post('/api/notifications', { type: 'ignitionOn', notificators: 'web' })
    ).json();
    const user = (
      await server.admin.post('/api/users', {
        name: 'Nova Cliente',
        email: 'nova@farol.test',
        password: 'secret',
      })
    ).json();
    const linked = (await server.admin.get(`/api/notifications?userId=${user.id}`)).json() as {
      id: number;
    }[];
    expect(linked.map((n) => n.id)).toEqual([flagged.id]);
    expect(linked.map((n) => n.id)).not.toContain(plain.id);
  });
});
