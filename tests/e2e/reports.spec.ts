import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import { expect, test, type Page } from 'playwright/test';
import { apiLogin, e2eEnv, login, screenshot, visit } from './support';
import {
  sendTrack,
  trackStart,
  TRACK_ZONE,
  VAN_A,
  VAN_A_STOPS,
  VAN_A_TRIPS,
} from './syntheticTrack';

const env = e2eEnv();
const NAME = 'Van Relatório A';
const UNIQUE_ID = 'e2e-report-a';
const t0 = trackStart();

/** `dd/MM/yyyy, HH:mm:ss` (pt-BR) of `t` seconds into the track, in São Paulo. */
const shown = (t: number) =>
  DateTime.fromSeconds(t0 + t, { zone: TRACK_ZONE }).toFormat('dd/MM/yyyy, HH:mm:ss');

test.beforeAll(async ({ request }) => {
  // 301 positions through OsmAnd, one request each, on a busy machine.
  test.setTimeout(180_000);
  await apiLogin(request);
  const existing = (await (await request.get('/api/devices')).json()) as { uniqueId: string }[];
  if (existing.some((device) => device.uniqueId === UNIQUE_ID)) return;
  const created = await request.post('/api/devices', {
    data: { name: NAME, uniqueId: UNIQUE_ID, category: 'van' },
  });
  expect(created.status()).toBe(200);
  await sendTrack(env.osmandUrl, UNIQUE_ID, t0, VAN_A);
});

/** Opens a report, picks the van and yesterday, loads, and returns the table. */
async function run(page: Page, path: string) {
  await visit(page, `/reports/${path}`);
  // The form keeps its devices from one report to the next (the screen is not mounted again).
  const chosen = page.getByRole('button', { name: `Remover ${NAME}` });
  if ((await chosen.count()) === 0) {
    await page.getByRole('combobox', { name: 'Dispositivos' }).fill('Relatório A');
    await page.getByRole('option', { name: new RegExp(NAME) }).click();
  }
  await expect(chosen).toBeVisible();
  await page.getByRole('radio', { name: 'Ontem' }).click();
  await page.getByRole('button', { name: 'Carregar' }).click();
  const table = page.getByTestId('report-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table;
}

const cellTexts = (page: Page, column: number) =>
  page
    .getByTestId('report-table')
    .locator('[data-row-index]')
    .evaluateAll(
      (rows, index) => rows.map((row) => row.children[index]?.textContent ?? ''),
      column,
    );

test.beforeEach(async ({ page }) => {
  // Each test opens the lazily loaded shell and map, then one or two reports.
  test.slow();
  await login(page);
});

test('trips show the rows the server’s tests expect, on the map too', async ({ page }) => {
  const trips = await run(page, 'travels');
  await expect(trips).toHaveAttribute('data-total', '2');
  expect(await cellTexts(page, 1)).toEqual(VAN_A_TRIPS.map(([from]) => shown(from)));
  expect(await cellTexts(page, 3)).toEqual(VAN_A_TRIPS.map(([, to]) => shown(to)));
  expect(await cellTexts(page, 5)).toEqual(['13 min', '13 min']);
  expect(await cellTexts(page, 6)).toEqual(['6 km', '6 km']);
  await page.getByRole('button', { name: 'Mostrar marcadores' }).click();
  await screenshot(page, 'reports-trips');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('stops and the summary show the rows the server’s tests expect', async ({ page }) => {
  const stops = await run(page, 'stops');
  await expect(stops).toHaveAttribute('data-total', '3');
  expect(await cellTexts(page, 1)).toEqual(VAN_A_STOPS.map(([from]) => shown(from)));
  expect(await cellTexts(page, 3)).toEqual(['5 min', '12 min', '7 min']);
  await screenshot(page, 'reports-stops');

  const summary = await run(page, 'resume');
  await expect(summary).toHaveAttribute('data-total', '1');
  expect(await cellTexts(page, 3)).toEqual(['12 km']);
  expect(await cellTexts(page, 5)).toEqual(['36 km/h']);
});

test('events and the route show the rows the server’s tests expect', async ({ page }) => {
  const events = await run(page, 'events');
  await expect(events).toHaveAttribute('data-total', '4');
  expect(await cellTexts(page, 2)).toEqual(['Em movimento', 'Parado', 'Em movimento', 'Parado']);
  expect(await cellTexts(page, 0)).toEqual([300, 1080, 1800, 2580].map((t) => shown(t)));
  await screenshot(page, 'reports-events');

  const route = await run(page, 'history');
  await expect(route).toHaveAttribute('data-total', String(VAN_A.length));
  await page.getByRole('button', { name: 'Gráfico' }).click();
  await expect(page.getByTestId('time-chart').locator('svg')).toBeVisible();
  await screenshot(page, 'reports-route');
});

test('the xlsx and the PDF of a report download and open', async ({ page }) => {
  await run(page, 'travels');
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Excel/ }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await xlsx.path())!) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const text = sheet
    .getSheetValues()
    .flat()
    .map((value) => String(value ?? ''))
    .join(' ');
  expect(text).toContain(NAME);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /PDF/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
