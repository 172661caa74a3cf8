import { generateKeyPairSync, createVerify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import {
  adminClient,
  ADMIN,
  createDevice,
  osmand,
  removeDir,
  sleep,
  SocketClient,
  startTestServer,
  tempDir,
  type Client,
  RECENT_PERIOD,
} from './helpers';
import { RecordingServer } from './support/recorder';
import { LocalSmtp } from './support/smtp';

const SMTP_LOGIN = { username: 'farol', password: 'smtp-secret' };

describe('notificators against local servers', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let adminId: number;
  let smtp: LocalSmtp;
  let telegram: RecordingServer;
  let sms: RecordingServer;
  let fcm: RecordingServer;
  let oauth: RecordingServer;
  const attributes: Record<string, unknown> = {};
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  /** Adds server attributes (PUT /api/server replaces the whole map). */
  const configure = async (extra: Record<string, unknown>) => {
    Object.assign(attributes, extra);
    expect((await admin.put('/api/server', { attributes })).status).toBe(200);
  };
  const types = async (query = '') =>
    ((await admin.get(`/api/notifications/notificators${query}`)).json() as { type: string }[])
      .map((n) => n.type)
      .sort();

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    adminId = (await admin.get('/api/session')).json().id;
    smtp = await LocalSmtp.start(SMTP_LOGIN);
    telegram = await RecordingServer.start();
    sms = await RecordingServer.start();
    fcm = await RecordingServer.start();
    oauth = await RecordingServer.start(() => ({
      body: JSON.stringify({ access_token: 'ya29.local', expires_in: 3600 }),
    }));
    await admin.put(`/api/users/${adminId}`, {
      id: adminId,
      name: 'Administrator',
      email: ADMIN.email,
      phone: '+15550001',
      attributes: { telegramChatId: '4242', notificationTokens: 'tok-a,tok-b' },
    });
  });
  afterAll(async () => {
    await farol.close();
    for (const server of [telegram, sms, fcm, oauth]) await server.close();
    await smtp.close();
    removeDir(dir);
  });

  it("lists Traccar's event types in declaration order, then Farol's automation events", async () => {
    const list = (await admin.get('/api/notifications/types')).json() as { type: string }[];
    expect(list.slice(0, 4).map((t) => t.type)).toEqual([
      'commandResult',
      'deviceOnline',
      'deviceUnknown',
      'deviceOffline',
    ]);
    expect(list.map((t) => t.type)).toContain('geofenceEnter');
    expect(list).toHaveLength(26);
    expect(list.slice(23).map((t) => t.type)).toEqual([
      'deviceLocked',
      'deviceUnlocked',
      'automationFailed',
    ]);
  });

  it('offers web and mail by default, and the channels whose settings are present', async () => {
    expect(await types()).toEqual(['mail', 'web']);
    expect(await types('?announcement=true')).toEqual(['mail']);
    const missing = await admin.request('POST', '/api/notifications/test/telegram');
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('Failed to find notificator telegram');
  });

  it('mail: a real SMTP message with the SMTP login, for the test and for an event', async () => {
    await configure({
      'mail.smtp.host': '127.0.0.1',
      'mail.smtp.port': smtp.port,
      'mail.smtp.username': SMTP_LOGIN.username,
      'mail.smtp.password': SMTP_LOGIN.password,
      'mail.smtp.from': 'alerts@farol.test',
    });
    expect((await admin.request('POST', '/api/notifications/test/mail')).status).toBe(204);
    const test = await smtp.mail(1);
    expect(test).toMatchObject({ from: 'alerts@farol.test', to: [ADMIN.email], user: 'farol' });
    // pt-BR by default (SPEC §1), encoded as RFC 2047 words in the header.
    expect(test.data).toContain('Subject: =?UTF-8?Q?Notifica=C3=A7=C3=A3o_de_teste?=');
    expect(test.data).toContain('Data e hora: ');

    // The reader's own language and zone win over the defaults.
    const me = (await admin.get('/api/session')).json();
    const changed = await admin.put(`/api/users/${me.id}`, {
      ...me,
      attributes: { ...me.attributes, language: 'en-US', timezone: 'America/New_York' },
    });
    expect(changed.status).toBe(200);

    const device = await createDevice(admin, 'Truck 12', 'truck-12');
    const created = await admin.post('/api/notifications', {
      type: 'ignitionOn',
      notificators: 'mail',
    });
    await admin.post('/api/permissions', {
      deviceId: device.id,
      notificationId: created.json().id,
    });
    const t = Math.floor(Date.now() / 1000) - 60;
    await osmand(farol, { id: 'truck-12', lat: 1, lon: 1, timestamp: t, ignition: 'false' });
    await osmand(farol, { id: 'truck-12', lat: 1, lon: 1, timestamp: t + 10, ignition: 'true' });
    const mail = await smtp.mail(2);
    expect(mail.to).toEqual([ADMIN.email]);
    expect(mail.data).toContain('Subject: Truck 12: ignition on');
    expect(mail.data).toContain('Device: Truck 12 (truck-12)');
    expect(mail.data).toContain('Event: Ignition on');
    const local = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date((t + 10) * 1000));
    expect(mail.data).toMatch(new RegExp(`Time: \\d\\d/\\d\\d/\\d{4} ${local}:`));
    await admin.put(`/api/users/${me.id}`, me);
  });

  it('telegram: sendMessage with the bot key to the user chat', async () => {
    await configure({
      'notificator.telegram.key': 'BOT:KEY',
      'notificator.telegram.url': telegram.url,
    });
    expect(await types()).toEqual(['mail', 'telegram', 'web']);
    expect((await admin.request('POST', '/api/notifications/test/telegram')).status).toBe(204);
    const [request] = await telegram.received(1);
    expect(request).toMatchObject({ method: 'POST', url: '/botBOT:KEY/sendMessage' });
    expect(JSON.parse(request!.body)).toEqual({ chat_id: '4242', text: 'Notificação de teste' });
  });

  it('sms: the URL and JSON template filled with phone and message', async () => {
    await configure({
      'sms.http.url': `${sms.url}/send`,
      'sms.http.template': '{"to": "{phone}", "text": "{message}"}',
      'sms.http.authorization': 'Token sms-secret',
    });
    expect((await admin.request('POST', '/api/notifications/test/sms')).status).toBe(204);
    const [request] = await sms.received(1);
    expect(request!.url).toBe('/send');
    expect(request!.headers.authorization).toBe('Token sms-secret');
    expect(request!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({ to: '+15550001', text: 'Notificação de teste' });
  });

  it('firebase: a signed service-account JWT for a token, then one FCM v1 send per token', async () => {
    const account = {
      project_id: 'farol-test',
      client_email: 'push@farol-test.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: `${oauth.url}/token`,
    };
    await configure({
      'notificator.firebase.serviceAccount': JSON.stringify(account),
      'notificator.firebase.url': fcm.url,
    });
    expect(await types()).toEqual(['firebase', 'mail', 'sms', 'telegram', 'web']);
    expect((await admin.request('POST', '/api/notifications/test/firebase')).status).toBe(204);
    expect((await admin.request('POST', '/api/notifications/test/firebase')).status).toBe(204);

    const [exchange] = await oauth.received(1);
    expect(oauth.requests).toHaveLength(1); // the token is cached
    const form = new URLSearchParams(exchange!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = form.get('assertion')!.split('.');
    const verified = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(publicKey, Buffer.from(signature!, 'base64url'));
    expect(verified).toBe(true);
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
    });
    const claimSet = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    expect(claimSet.exp - claimSet.iat).toBe(3600);
    expect(claimSet).toMatchObject({
      iss: account.client_email,
      aud: account.token_uri,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
    });

    const sends = await fcm.received(4);
    expect(sends.map((r) => r.url)).toEqual(Array(4).fill('/v1/projects/farol-test/messages:send'));
    expect(sends[0]!.headers.authorization).toBe('Bearer ya29.local');
    expect(sends.slice(0, 2).map((r) => JSON.parse(r.body).message.token)).toEqual([
      'tok-a',
      'tok-b',
    ]);
    expect(JSON.parse(sends[0]!.body).message.notification).toEqual({
      title: 'Notificação de teste',
      body: 'Notificação de teste',
    });
  });

  it('POST /api/notifications/test goes through every usable notificator', async () => {
    const before = [smtp.mails.length, telegram.requests.length, sms.requests.length];
    const socket = await SocketClient.open(farol.url, { cookie: admin.cookie });
    expect((await admin.request('POST', '/api/notifications/test')).status).toBe(204);
    const pushed = await socket.next((m) => Array.isArray(m.events));
    expect(pushed.events[0]).toMatchObject({
      type: 'test',
      attributes: { message: 'Notificação de teste' },
    });
    await smtp.mail(before[0]! + 1);
    await telegram.received(before[1]! + 1);
    await sms.received(before[2]! + 1);
    await socket.close();
  });

  it('notificator.types limits the usable notificators', async () => {
    await configure({ 'notificator.types': 'web,sms' });
    expect(await types()).toEqual(['sms', 'web']);
    expect((await admin.request('POST', '/api/notifications/test/mail')).status).toBe(400);
  });

  it('web: events older than 15 minutes are stored but not notified', async () => {
    const device = await createDevice(admin, 'Late', 'late-1');
    const created = await admin.post('/api/notifications', {
      type: 'ignitionOn',
      notificators: 'web',
    });
    await admin.post('/api/permissions', {
      deviceId: device.id,
      notificationId: created.json().id,
    });
    const socket = await SocketClient.open(farol.url, { cookie: admin.cookie });
    const old = Math.floor(Date.now() / 1000) - 3600;
    await osmand(farol, { id: 'late-1', lat: 1, lon: 1, timestamp: old, ignition: 'false' });
    await osmand(farol, { id: 'late-1', lat: 1, lon: 1, timestamp: old + 10, ignition: 'true' });
    await sleep(300);
    expect(socket.received.some((m) => Array.isArray(m.events))).toBe(false);
    const now = Math.floor(Date.now() / 1000);
    await osmand(farol, { id: 'late-1', lat: 1, lon: 1, timestamp: now - 5, ignition: 'false' });
    await osmand(farol, { id: 'late-1', lat: 1, lon: 1, timestamp: now, ignition: 'true' });
    const pushed = await socket.next((m) => Array.isArray(m.events));
    expect(pushed.events).toEqual([
      expect.objectContaining({ type: 'ignitionOn', deviceId: device.id }),
    ]);
    const stored = (
      await admin.get(`/api/reports/events?deviceId=${device.id}&type=ignitionOn&${RECENT_PERIOD}`)
    ).json();
    expect(stored).toHaveLength(2);
    await socket.close();
  });
});
