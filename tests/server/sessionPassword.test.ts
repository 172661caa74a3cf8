import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, SocketClient, userClient, useTestServer } from './helpers';
import { LocalSmtp, recoveryLinkOf as linkOf } from './support/smtp';

const SMTP_LOGIN = { username: 'farol', password: 'smtp-secret' };
const WEB_URL = 'https://rastreio.farol.test';

const form = (client: Client, fields: Record<string, string>) =>
  client.request('POST', '/api/session/password', { form: fields });

/** SPEC §7's lost password: POST /api/session/password, through a real SMTP server. */
describe('lost password through /api/session/password', () => {
  const server = useTestServer();
  let smtp: LocalSmtp;
  let anonymous: Client;

  beforeAll(async () => {
    smtp = await LocalSmtp.start(SMTP_LOGIN);
    anonymous = new Client(server.farol.url);
  });
  afterAll(async () => {
    await smtp.close();
  });

  const configure = async () => {
    const current = (await server.admin.get('/api/server')).json();
    const saved = await server.admin.put('/api/server', {
      ...current,
      attributes: {
        ...current.attributes,
        'web.url': WEB_URL,
        'mail.smtp.host': '127.0.0.1',
        'mail.smtp.port': smtp.port,
        'mail.smtp.username': SMTP_LOGIN.username,
        'mail.smtp.password': SMTP_LOGIN.password,
        'mail.smtp.from': 'contas@farol.test',
      },
    });
    expect(saved.status, saved.text).toBe(200);
  };

  it('is not offered (501, so the client tries Traccar’s calls) without mail', async () => {
    const reply = await form(anonymous, { email: 'x@farol.test', requested_from: WEB_URL });
    expect(reply.status).toBe(501);
    expect(reply.text).toMatch(/mail.smtp.host/);
  });

  it('mails a /login/recover link to the public address, never to a forged one', async () => {
    await configure();
    await userClient(server.farol, server.admin, 'lost-bia@farol.test');
    const before = smtp.mails.length;
    const unknown = await form(anonymous, { email: 'ninguem@farol.test', requested_from: WEB_URL });
    expect(unknown.status).toBe(200);
    const forged = await form(anonymous, {
      email: 'lost-bia@farol.test',
      requested_from: 'https://phishing.example',
    });
    expect(forged.status).toBe(200);
    const mail = await smtp.mail(before + 1);
    expect(smtp.mails).toHaveLength(before + 1);
    expect(mail.to).toEqual(['lost-bia@farol.test']);
    expect(linkOf(mail.data).origin).toBe(WEB_URL);
  });

  it('sends a reseller’s customers to the reseller’s own domain', async () => {
    await configure();
    const reseller = await server.admin.post('/api/users', {
      name: 'Marca',
      email: 'marca@farol.test',
      password: 'pass1234',
      attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': 'marca.farol.test' },
    });
    expect(reseller.status, reseller.text).toBe(200);
    await userClient(server.farol, server.admin, 'lost-caio@farol.test');
    const before = smtp.mails.length;
    await form(anonymous, {
      email: 'lost-caio@farol.test',
      requested_from: 'https://marca.farol.test/',
    });
    expect(linkOf((await smtp.mail(before + 1)).data).origin).toBe('https://marca.farol.test');
  });

  it('sets the password once with the token and ends every other session', async () => {
    await configure();
    const dani = await userClient(server.farol, server.admin, 'lost-dani@farol.test');
    const socket = await SocketClient.open(server.farol.url, { cookie: dani.client.cookie });
    const before = smtp.mails.length;
    await form(anonymous, { email: 'lost-dani@farol.test', requested_from: WEB_URL });
    const { token } = linkOf((await smtp.mail(before + 1)).data);

    const empty = await form(anonymous, { token: '', password: 'nova-senha' });
    expect(empty.status).toBe(400);
    const short = await form(anonymous, { token, password: 'x' });
    expect(short.status).toBe(400);
    const set = await form(anonymous, { token, password: 'nova-senha' });
    expect(set.status, set.text).toBe(200);
    expect((await dani.client.get('/api/session')).status).toBe(404);
    expect(await socket.closed).toBeGreaterThan(0);
    await new Client(server.farol.url).login('lost-dani@farol.test', 'nova-senha');

    const again = await form(anonymous, { token, password: 'outra-senha' });
    expect(again.status).toBe(400);
    expect(again.text).toMatch(/Invalid or expired password reset link/);
  });
});
