import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { XLSX_MEDIA_TYPE } from '@farol/model';
import { link } from './entityFixtures';
import {
  removeDir,
  startTestServer,
  tempDir,
  userClient,
  adminClient,
  type Client,
} from './helpers';
import {
  cellsOf,
  excelNumber,
  KN_10MS,
  pdfText,
  period,
  send,
  track,
  workbook,
} from './reportsSupport';
import { LocalSmtp } from './support/smtp';

const T0 = Date.UTC(2024, 2, 4, 12) / 1000;
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SMTP_LOGIN = { username: 'farol', password: 'smtp-secret' };
const kn = (mps: number) => mps / 0.514444;
const DAY = 86_400_000;

/**
 * The files: .xlsx read back with exceljs (headers in the reader's language, units, zones, cell
 * types), the printable PDF (title and logo from the branding config, pages) and the /mail
 * suffix against a real SMTP server.
 */
describe('report files', () => {
  let farol: Farol;
  let dir: string;
  let admin: Client;
  let ana: { client: Client; id: number };
  let bob: { client: Client; id: number };
  let smtp: LocalSmtp;
  const devices: Record<string, number> = {};
  const whole = period(T0, 0, 3000);
  const file = async (client: Client, url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(farol.url + url, {
      headers: { cookie: client.cookie!, ...headers },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    dir = tempDir();
    fs.mkdirSync(path.join(dir, 'custom'), { recursive: true });
    const branding = { title: 'Transportes Exemplo', logo: `data:image/png;base64,${PNG}` };
    fs.writeFileSync(path.join(dir, 'custom', 'config.json'), JSON.stringify(branding));
    farol = await startTestServer(dir);
    admin = await adminClient(farol);
    smtp = await LocalSmtp.start(SMTP_LOGIN);
    const pt = { language: 'pt-BR', timezone: 'America/Sao_Paulo', speedUnit: 'kmh' };
    ana = await userClient(farol, admin, 'ana@farol.test', { attributes: pt });
    const en = { language: 'en-US', timezone: 'UTC', speedUnit: 'mph', distanceUnit: 'mi' };
    bob = await userClient(farol, admin, 'bob@farol.test', { attributes: en });
    for (const name of ['Van F', 'Van G', 'Alarm H']) {
      const uniqueId = name.toLowerCase().replace(' ', '-');
      devices[name] = (await admin.post('/api/devices', { name, uniqueId })).json().id;
      for (const user of [ana, bob])
        await link(admin, { userId: user.id, deviceId: devices[name]! });
    }
    const off = { ignition: false };
    const on = { ignition: true };
    const legs = [
      { until: 300, mps: 0, attributes: off },
      { until: 900, mps: 10, attributes: on },
      { until: 1800, mps: 0, attributes: off },
      { until: 2400, mps: 10, attributes: on },
      { until: 3000, mps: 0, attributes: off },
    ];
    const alarms = track([{ until: 790, mps: 0 }]).map((fix, i) => ({
      ...fix,
      attributes: { alarm: i % 2 ? 'sos' : 'tow' },
    }));
    await Promise.all([send(farol, 'van-f', T0, track(legs)), send(farol, 'alarm-h', T0, alarms)]);
  }, 120_000);
  afterAll(async () => {
    await farol.close();
    await smtp.close();
    removeDir(dir);
  });

  it('trips.xlsx in pt-BR: a sheet per device, headers, km and km/h, local dates, numbers', async () => {
    const query = `deviceId=${devices['Van F']}&deviceId=${devices['Van G']}&${whole}`;
    const { response, bytes } = await file(ana.client, `/api/reports/trips/xlsx?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_MEDIA_TYPE);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=trips.xlsx');
    const book = await workbook(bytes);
    // Van G has no positions, so no sheet of its own.
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Van F']);
    const sheet = book.worksheets[0]!;
    expect(cellsOf(sheet, 1)).toEqual(['Relatório de viagens: Van F']);
    expect(cellsOf(sheet, 2)).toEqual([
      'Período: 04/03/2024 09:00:00 – 04/03/2024 09:50:00 (America/Sao_Paulo)',
    ]);
    expect(cellsOf(sheet, 4)).toEqual([
      'Início',
      'Endereço inicial',
      'Fim',
      'Endereço final',
      'Distância (km)',
      'Velocidade média (km/h)',
      'Velocidade máxima (km/h)',
      'Duração',
      'Combustível gasto (l)',
      'Motorista',
      'Odômetro inicial (km)',
      'Odômetro final (km)',
      'Combustível estimado (l)',
      'Custo de combustível',
    ]);
    const row = sheet.getRow(5);
    // 12:05 UTC is 09:05 in São Paulo; spreadsheets have no zones, so the cell holds 09:05.
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(2024, 2, 4, 9, 5)));
    expect(row.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm:ss');
    expect(row.getCell(2).value).toBe('-23.600000, -46.630000');
    expect(row.getCell(5).value).toBe(6);
    expect(row.getCell(5).numFmt).toBe('0.00');
    expect(row.getCell(6).value).toBeCloseTo(kn(6000 / 780) * 1.852, 6);
    expect(row.getCell(7).value).toBeCloseTo(KN_10MS * 1.852, 6);
    expect(excelNumber(row.getCell(8).value)).toBeCloseTo(780_000 / DAY, 9);
    expect(row.getCell(8).numFmt).toBe('[h]:mm:ss');
    expect(row.getCell(9).value).toBe(0);
    expect(row.getCell(10).value).toBeNull();
    expect([row.getCell(11).value, row.getCell(12).value]).toEqual([0, 6]);
    expect(cellsOf(sheet, 6).slice(4, 5)).toEqual([6]);
    expect(sheet.getRow(7).hasValues).toBe(false);
  });

  it('by Accept in en-US: miles, mph, UTC dates in US order', async () => {
    const query = `deviceId=${devices['Van F']}&${whole}`;
    const { response, bytes } = await file(bob.client, `/api/reports/trips?${query}`, {
      accept: XLSX_MEDIA_TYPE,
    });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=trips.xlsx');
    const sheet = (await workbook(bytes)).worksheets[0]!;
    expect(cellsOf(sheet, 1)).toEqual(['Trips report: Van F']);
    expect(cellsOf(sheet, 4).slice(0, 7)).toEqual([
      'Start',
      'Start address',
      'End',
      'End address',
      'Distance (mi)',
      'Average speed (mph)',
      'Maximum speed (mph)',
    ]);
    const row = sheet.getRow(5);
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(2024, 2, 4, 12, 5)));
    expect(row.getCell(1).numFmt).toBe('mm/dd/yyyy hh:mm:ss');
    expect(row.getCell(5).value).toBe(3.73);
    expect(row.getCell(7).value).toBeCloseTo(KN_10MS * 1.15078, 6);
  });

  it('summary.xlsx has one sheet with a device column; route, stops and events have theirs', async () => {
    const q = `deviceId=${devices['Van F']}&${whole}`;
    const summary = (
      await workbook((await file(ana.client, `/api/reports/summary/xlsx?${q}`)).bytes)
    ).worksheets[0]!;
    expect(summary.name).toBe('Relatório resumido');
    expect(cellsOf(summary, 4).slice(0, 4)).toEqual([
      'Dispositivo',
      'Início',
      'Fim',
      'Distância (km)',
    ]);
    expect(cellsOf(summary, 5).slice(0, 4)).toEqual([
      'Van F',
      new Date(Date.UTC(2024, 2, 4, 9)),
      new Date(Date.UTC(2024, 2, 4, 9, 50)),
      12,
    ]);
    const route = (await workbook((await file(bob.client, `/api/reports/route/xlsx?${q}`)).bytes))
      .worksheets[0]!;
    expect(route.actualRowCount).toBe(3 + 301);
    expect(cellsOf(route, 4)).toEqual([
      'Time',
      'Latitude',
      'Longitude',
      'Speed (mph)',
      'Altitude (m)',
      'Course (°)',
      'Address',
      'Total distance (mi)',
    ]);
    expect(route.getRow(5).getCell(2)).toMatchObject({ value: -23.6, numFmt: '0.000000' });
    const stops = (await workbook((await file(ana.client, `/api/reports/stops/xlsx?${q}`)).bytes))
      .worksheets[0]!;
    expect(stops.actualRowCount).toBe(3 + 3);
    expect(excelNumber(stops.getRow(5).getCell(3).value)).toBeCloseTo(300_000 / DAY, 9);
    const events = (
      await workbook(
        (await file(ana.client, `/api/reports/events/xlsx?${q}&type=ignitionOn`)).bytes,
      )
    ).worksheets[0]!;
    expect(cellsOf(events, 4)).toEqual(['Data e hora', 'Tipo', 'Alarme', 'Cerca', 'Manutenção']);
    expect(cellsOf(events, 5)).toEqual([
      new Date(Date.UTC(2024, 2, 4, 9, 5, 10)),
      'Ignição ligada',
    ]);
    // Nothing in the period: still a valid workbook, with its headers.
    const empty = await file(
      ana.client,
      `/api/reports/trips/xlsx?deviceId=${devices['Van G']}&${whole}`,
    );
    const sheet = (await workbook(empty.bytes)).worksheets[0]!;
    expect([sheet.name, sheet.actualRowCount]).toEqual(['Relatório de viagens', 3]);
  });

  it('PDF: branding title and logo, period, devices, header on every page, page numbers', async () => {
    const q = `deviceId=${devices['Van F']}&${whole}`;
    const { response, bytes } = await file(ana.client, `/api/reports/trips/pdf?${q}`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename=trips.pdf');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const raw = bytes.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/); // A4 landscape: 12 columns
    const text = pdfText(bytes);
    for (const expected of [
      'Transportes Exemplo',
      'Relatório de viagens',
      'Van F',
      'Distância',
      '(km)',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('04/03/2024 09:05:00');

    const alarms = await file(
      bob.client,
      `/api/reports/events?deviceId=${devices['Alarm H']}&${whole}`,
      {
        accept: 'application/pdf',
      },
    );
    const pages = pdfText(alarms.bytes);
    expect(alarms.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    expect(pages).toContain('Page 2 of 2');
    expect(pages.split('Time').length - 1).toBe(2); // the header row, once per page
    expect((await ana.client.get(`/api/reports/route/pdf?${q}`)).status).toBe(404);
  });

  it('/mail sends the xlsx to the user through the SMTP server (204); 400 without SMTP', async () => {
    const q = `deviceId=${devices['Van F']}&${whole}`;
    const refused = await ana.client.get(`/api/reports/trips/mail?${q}`);
    expect(refused.status).toBe(400);
    expect(refused.text).toBe(
      'java.lang.IllegalArgumentException: Mail not configured: set the server attribute mail.smtp.host',
    );
    const server = (await admin.get('/api/server')).json();
    const attributes = {
      'mail.smtp.host': '127.0.0.1',
      'mail.smtp.port': smtp.port,
      'mail.smtp.username': SMTP_LOGIN.username,
      'mail.smtp.password': SMTP_LOGIN.password,
      'mail.smtp.from': 'reports@farol.test',
    };
    await admin.put('/api/server', { ...server, attributes });
    expect((await ana.client.get(`/api/reports/trips/mail?${q}`)).status).toBe(204);
    const mail = await smtp.mail(1);
    expect(mail).toMatchObject({
      from: 'reports@farol.test',
      to: ['ana@farol.test'],
      user: 'farol',
    });
    const part = /filename=trips\.xlsx\r\n(?:[^\r\n]+\r\n)*\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail.data,
    );
    const sheet = (await workbook(Buffer.from(part![1]!.replace(/\r\n/g, ''), 'base64')))
      .worksheets[0]!;
    expect(cellsOf(sheet, 4)[0]).toBe('Início');
    expect(sheet.getRow(5).getCell(5).value).toBe(6);
    const viaAccept = await ana.client.get(`/api/reports/summary?${q}&mail=true`, {
      accept: XLSX_MEDIA_TYPE,
    });
    expect(viaAccept.status).toBe(204);
    expect((await smtp.mail(2)).data).toContain('filename=summary.xlsx');
  });
});
