import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduledReport } from '@farol/model';
import { MailNotificator } from '../../server/notifications/notificators/mail';
import { lookupIn } from '../../server/pipeline/attributes';
import { ScheduledReports } from '../../server/reports/schedule';
import type { Storage } from '../../server/storage';
import { createDevice, osmand, userClient, useTestServer, type Client } from './helpers';
import { cellsOf, workbook } from './reportsSupport';
import { openTestStorage, readRows } from './support/database';
import { LocalSmtp } from './support/smtp';

const SMTP_LOGIN = { username: 'farol', password: 'smtp-secret' };
const firstLine = (text: string) => text.split('\n', 1)[0];
const icalTime = (ms: number) =>
  new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');

/** A base64 iCalendar file with one event from `start` to `end` (epoch ms, UTC). */
const calendarData = (start: number, end: number) =>
  Buffer.from(
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Farol//Tests//EN',
      'BEGIN:VEVENT',
      'UID:scheduled-test',
      `DTSTART:${icalTime(start)}`,
      `DTEND:${icalTime(end)}`,
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n'),
  ).toString('base64');

/** The spreadsheet attached to a mail. */
async function attachment(data: string, name: string) {
  const part = new RegExp(
    `filename=${name.replace('.', '\\.')}\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([A-Za-z0-9+/=\\r\\n]+)`,
  ).exec(data);
  return workbook(Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64'));
}

describe('scheduled reports (/api/reports)', () => {
  const server = useTestServer({ options: { 'report.scheduleCheck': '1' } });
  let smtp: LocalSmtp;
  let owner: { client: Client; id: number };
  let other: { client: Client; id: number };

  beforeAll(async () => {
    smtp = await LocalSmtp.start(SMTP_LOGIN);
    const { admin, farol } = server;
    const current = (await admin.get('/api/server')).json();
    await admin.put('/api/server', {
      ...current,
      attributes: {
        'mail.smtp.host': '127.0.0.1',
        'mail.smtp.port': smtp.port,
        'mail.smtp.username': SMTP_LOGIN.username,
        'mail.smtp.password': SMTP_LOGIN.password,
        'mail.smtp.from': 'reports@farol.test',
      },
    });
    owner = await userClient(farol, admin, 'sr-owner@farol.test', {
      attributes: { language: 'en-US' },
    });
    other = await userClient(farol, admin, 'sr-other@farol.test');
  });
  afterAll(() => smtp.close());

  it('runs the report when its calendar period ends, once, and mails the file to its users', async () => {
    const now = Date.now();
    const van = await createDevice(owner.client, 'Van S', 'sr-van');
    for (let i = 0; i < 5; i++) {
      const status = await osmand(server.farol, {
        id: 'sr-van',
        lat: -23.6 + i * 0.001,
        lon: -46.63,
        timestamp: Math.floor((now - 300_000 + i * 30_000) / 1000),
        totalDistance: i * 111,
      });
      expect(status).toBe(200);
    }
    const calendar = (
      await owner.client.post('/api/calendars', {
        name: 'Agora',
        data: calendarData(now - 600_000, now + 2_000),
      })
    ).json();
    // traccar-web's flow: create the report, then link devices to it.
    const created = await owner.client.post('/api/reports', {
      type: 'summary',
      description: 'Resumo diário',
      calendarId: calendar.id,
      attributes: {},
    });
    expect(created.status, created.text).toBe(200);
    const report = created.json();
    expect(Object.keys(report)).toEqual(['id', 'attributes', 'calendarId', 'type', 'description']);
    expect(() => ScheduledReport.parse(report)).not.toThrow();
    const linked = await owner.client.post('/api/permissions/bulk', [
      { deviceId: van.id, reportId: report.id },
    ]);
    expect(linked.status, linked.text).toBe(204);
    expect((await owner.client.get('/api/reports')).json()).toEqual([report]);

    const mail = await smtp.mail(1, 20_000);
    expect(mail.to).toEqual(['sr-owner@farol.test']);
    const sheet = (await attachment(mail.data, 'summary.xlsx')).worksheets[0]!;
    expect(cellsOf(sheet, 1)).toEqual(['Summary report']);
    expect(sheet.getRow(5).getCell(1).value).toBe('Van S');

    const runs = await readRows<{ recipients: number; error: string | null; periodEnd: number }>(
      server.dir,
      'SELECT recipients, error, "periodEnd" FROM "reportRuns" WHERE "reportId" = ?',
      report.id,
    );
    expect(runs.map((run) => ({ ...run, periodEnd: Number(run.periodEnd) }))).toEqual([
      { recipients: 1, error: null, periodEnd: Math.floor((now + 2_000) / 1000) * 1000 },
    ]);
    // Later checks find the period already run.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.mails).toHaveLength(1);

    expect((await owner.client.delete(`/api/reports/${report.id}`)).status).toBe(204);
    const left = await readRows(
      server.dir,
      'SELECT * FROM "reportRuns" WHERE "reportId" = ?',
      report.id,
    );
    expect(left).toEqual([]);
  });

  it("keeps each user's reports their own", async () => {
    const calendar = (
      await owner.client.post('/api/calendars', {
        name: 'Semana',
        data: calendarData(Date.UTC(2030, 0, 1), Date.UTC(2030, 0, 8)),
      })
    ).json();
    const report = (
      await owner.client.post('/api/reports', {
        type: 'trips',
        description: 'Viagens',
        calendarId: calendar.id,
      })
    ).json();
    const theirVan = await createDevice(other.client, 'Van X', 'sr-x');

    expect((await other.client.get('/api/reports')).json()).toEqual([]);
    const read = await other.client.get(`/api/reports/${report.id}`);
    expect(firstLine(read.text)).toBe('java.lang.SecurityException: Report access denied');
    const change = await other.client.put(`/api/reports/${report.id}`, {
      ...report,
      description: 'Minha',
    });
    expect(firstLine(change.text)).toBe('java.lang.SecurityException: Report access denied');
    const remove = await other.client.delete(`/api/reports/${report.id}`);
    expect(firstLine(remove.text)).toBe('java.lang.SecurityException: Report access denied');
    const link = await other.client.post('/api/permissions', {
      deviceId: theirVan.id,
      reportId: report.id,
    });
    expect(firstLine(link.text)).toBe('java.lang.SecurityException: Report access denied');
    const borrowed = await other.client.post('/api/reports', {
      type: 'trips',
      calendarId: calendar.id,
    });
    expect(firstLine(borrowed.text)).toBe('java.lang.SecurityException: Calendar access denied');
    expect((await owner.client.get(`/api/reports/${report.id}`)).json().description).toBe(
      'Viagens',
    );
  });

  it('validates the body and needs an account allowed reports', async () => {
    const calendar = (
      await owner.client.post('/api/calendars', {
        name: 'Outro',
        data: calendarData(Date.UTC(2030, 0, 1), Date.UTC(2030, 0, 2)),
      })
    ).json();
    const cases: [unknown, RegExp][] = [
      [{ type: 'bogus', calendarId: calendar.id }, /^java.lang.IllegalArgumentException: type: /],
      [{ type: 'summary', calendarId: 0 }, /calendarId: a calendar is required/],
      [{ type: 'summary' }, /calendarId: /],
      [
        { type: 'events', calendarId: calendar.id, attributes: { types: 'alarm;drop' } },
        /attributes.types: a comma-separated list of event types/,
      ],
    ];
    for (const [body, message] of cases) {
      const reply = await owner.client.post('/api/reports', body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(firstLine(reply.text)).toMatch(message);
    }
    const limited = await userClient(server.farol, server.admin, 'sr-limited@farol.test', {
      disableReports: true,
    });
    const list = await limited.client.get('/api/reports');
    expect(firstLine(list.text)).toBe('java.lang.SecurityException: Operation restricted');
  });
});

describe('scheduled reports across nodes', () => {
  const server = useTestServer({ options: { 'report.scheduleCheck': '3600' } });
  let smtp: LocalSmtp;
  const nodes: Storage[] = [];

  beforeAll(async () => {
    smtp = await LocalSmtp.start(SMTP_LOGIN);
  });
  afterAll(async () => {
    for (const storage of nodes) await storage.close();
    await smtp.close();
  });

  it('runs a period once when two nodes look for it at the same time', async () => {
    const { admin } = server;
    const owner = await userClient(server.farol, admin, 'sr-nodes@farol.test');
    const van = await createDevice(owner.client, 'Van N', 'sr-nodes-van');
    const end = Date.UTC(2024, 5, 1, 12);
    const calendar = (
      await owner.client.post('/api/calendars', {
        name: 'Dia',
        data: calendarData(end - 3_600_000, end),
      })
    ).json();
    const report = (
      await owner.client.post('/api/reports', { type: 'route', calendarId: calendar.id })
    ).json();
    await owner.client.post('/api/permissions', { deviceId: van.id, reportId: report.id });

    const settings = lookupIn([
      {
        'mail.smtp.host': '127.0.0.1',
        'mail.smtp.port': smtp.port,
        'mail.smtp.username': SMTP_LOGIN.username,
        'mail.smtp.password': SMTP_LOGIN.password,
      },
    ]);
    // Two nodes: each its own connection to the same database, its own mailer.
    const runners = [];
    for (let node = 0; node < 2; node++) {
      const storage = await openTestStorage(server.dir);
      nodes.push(storage);
      const record = (await storage.servers.get())!;
      runners.push(
        new ScheduledReports({
          storage,
          report: { storage, lookupFor: () => settings, settings, objectName: () => null },
          mailer: new MailNotificator(settings),
          server: () => record,
          devicesFor: async () => [(await storage.devices.all()).find((d) => d.id === van.id)!],
          canSee: () => async () => true,
          now: () => end + 60_000,
        }),
      );
    }
    const ran = await Promise.all(runners.map((runner) => runner.run()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(1);
    await smtp.mail(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.data).toContain('filename=route.xlsx');
    // A node that looks again later finds nothing left to run.
    expect(await runners[0]!.run()).toBe(0);
  });
});
