import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, SocketClient, userClient, useTestServer } from './helpers';
import { readRows } from './support/database';
import { LocalSmtp } from './support/smtp';

const SMTP_LOGIN = { username: 'farol', password: 'smtp-secret' };
const WEB_URL = 'https://rastreio.farol.test';

const form = (client: Client, path: string, fields: Record<string, string>) =>
  client.request('POST', path, { form: fields });

/** The token of a reset mail's link (quoted-printable soft breaks undone). */
function tokenOf(data: string): string {
  const text = data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?passwordReset=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe('password reset by e-mail', () => {
  const server = useTestServer();
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await LocalSmtp.start(SMTP_LOGIN);
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('is not offered (501, saying why) without mail and the public address', async () => {
    const anonymous = new Client(server.farol.url);
    for (const path of ['/api/password/reset', '/api/password/update']) {
      const reply = await form(anonymous, path, { email: 'x@farol.test' });
      expect(reply.status, path).toBe(501);
      expect(reply.text).toMatch(/mail.smtp.host.*web.url/);
    }
  });

  it('mails a one-use link that sets the password and ends every session', async () => {
    const current = (await server.admin.get('/api/server')).json();
    const saved = await server.admin.put('/api/server', {
      ...current,
      attributes: {
        ...current.attributes,
        'web.url': `${WEB_URL}/`,
        'mail.smtp.host': '127.0.0.1',
        'mail.smtp.port': smtp.port,
        'mail.smtp.username': SMTP_LOGIN.username,
        'mail.smtp.password': SMTP_LOGIN.password,
        'mail.smtp.from': 'contas@farol.test',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const ana = await userClient(server.farol, server.admin, 'reset-ana@farol.test');
    const socket = await SocketClient.open(server.farol.url, { cookie: ana.client.cookie });
    const anonymous = new Client(server.farol.url);

    // An unknown address is answered the same, and mails nothing.
    const unknown = await form(anonymous, '/api/password/reset', { email: 'ninguem@farol.test' });
    expect(unknown.status).toBe(200);
    const asked = await form(anonymous, '/api/password/reset', { email: 'RESET-ANA@farol.test' });
    expect(asked.status).toBe(200);
    const mail = await smtp.mail(1);
    expect(smtp.mails).toHaveLength(1);
    expect(mail.to).toEqual(['reset-ana@farol.test']);
    expect(mail.data).toContain('Redefini');
    expect(mail.data.replace(/=\r?\n/g, '')).toContain(`${WEB_URL}/reset-password?passwordReset`);
    const token = tokenOf(mail.data);
    // Only its hash is stored.
    const rows = await readRows<{ hash: string }>(
      server.dir,
      'SELECT "hash" FROM "passwordResets" WHERE "userId" = ?',
      ana.id,
    );
    expect(rows.map((row) => row.hash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const short = await form(anonymous, '/api/password/update', { token, password: 'x' });
    expect(short.status).toBe(400);
    expect(short.text).toMatch(/password must have at least/);
    const updated = await form(anonymous, '/api/password/update', {
      token,
      password: 'nova-senha',
    });
    expect(updated.status, updated.text).toBe(200);
    await anonymous.login('reset-ana@farol.test', 'nova-senha');
    expect((await ana.client.get('/api/session')).status).toBe(404);
    expect(await socket.closed).toBeGreaterThan(0);
    // Used once only; a made-up token neither.
    for (const used of [token, 'abc']) {
      const again = await form(new Client(server.farol.url), '/api/password/update', {
        token: used,
        password: 'outra-senha',
      });
      expect(again.status).toBe(400);
      expect(again.text).toMatch(/Invalid or expired password reset link/);
    }
    await new Client(server.farol.url).login('reset-ana@farol.test', 'nova-senha');
  });
});
