import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Statistics } from '@farol/model';
import { createDevice, osmand, userClient, useTestServer } from './helpers';
import { LocalSmtp } from './support/smtp';

const SMTP_LOGIN = { username: 'farol', password: 'smtp-secret' };
const firstLine = (text: string) => text.split('\n', 1)[0];
const DAY = 86_400_000;

describe('server statistics (GET /api/statistics)', () => {
  const server = useTestServer({ options: { 'statistics.period': '1' } });
  let smtp: LocalSmtp;

  beforeAll(async () => {
    smtp = await LocalSmtp.start(SMTP_LOGIN);
  });
  afterAll(() => smtp.close());

  it('counts requests, users, messages, protocols, devices and mails per day', async () => {
    const { admin, farol } = server;
    const current = (await admin.get('/api/server')).json();
    await admin.put('/api/server', {
      ...current,
      attributes: {
        'mail.smtp.host': '127.0.0.1',
        'mail.smtp.port': smtp.port,
        'mail.smtp.username': SMTP_LOGIN.username,
        'mail.smtp.password': SMTP_LOGIN.password,
      },
    });
    const user = await userClient(farol, admin, 'st-user@farol.test');
    await createDevice(user.client, 'Van T', 'st-van');
    const now = Date.now();
    for (let i = 0; i < 3; i++) {
      const status = await osmand(farol, {
        id: 'st-van',
        lat: -23.6,
        lon: -46.63 + i * 0.001,
        timestamp: Math.floor((now - 60_000 + i * 10_000) / 1000),
      });
      expect(status).toBe(200);
    }
    expect((await user.client.request('POST', '/api/notifications/test/mail')).status).toBe(204);
    await smtp.mail(1);

    const today = Math.floor(now / DAY) * DAY;
    const query = `from=${new Date(today - DAY).toISOString()}&to=${new Date(today + DAY).toISOString()}`;
    const row = await vi.waitFor(
      async () => {
        const reply = await admin.get(`/api/statistics?${query}`);
        expect(reply.status, reply.text).toBe(200);
        const [day] = reply.json() as Statistics[];
        expect(day).toBeDefined();
        expect(day!.messagesStored).toBeGreaterThanOrEqual(3);
        expect(day!.mailSent).toBeGreaterThanOrEqual(1);
        expect(day!.activeUsers).toBeGreaterThanOrEqual(2);
        return day!;
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(() => Statistics.parse(row)).not.toThrow();
    expect(row.captureTime).toBe(new Date(today).toISOString().replace('Z', '+00:00'));
    expect(row.messagesReceived).toBeGreaterThanOrEqual(3);
    expect(row.protocols.osmand).toBe(row.messagesStored);
    expect(row.activeDevices).toBe(1);
    expect(row.requests).toBeGreaterThan(5);
  }, 60_000);

  it('is for administrators, over a valid period', async () => {
    const user = await userClient(server.farol, server.admin, 'st-plain@farol.test');
    const period = 'from=2024-01-01T00:00:00Z&to=2024-01-02T00:00:00Z';
    const refused = await user.client.get(`/api/statistics?${period}`);
    expect(firstLine(refused.text)).toBe(
      'java.lang.SecurityException: Administrator access required',
    );
    expect((await server.admin.get(`/api/statistics?${period}`)).json()).toEqual([]);
    const bad = await server.admin.get('/api/statistics?from=yesterday&to=2024-01-02T00:00:00Z');
    expect(bad.status).toBe(400);
    expect(firstLine(bad.text)).toMatch(/from: expected an ISO date with a zone/);
  });
});
