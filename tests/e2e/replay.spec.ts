import { expect, test, type Page } from 'playwright/test';
import sharp from 'sharp';
import { BASE } from '../server/reportsSupport';
import { METRES_PER_DEGREE } from '../server/support/track';
import { apiLogin, e2eEnv, login, screenshot, visit } from './support';
import { sendTrack, trackStart, VAN_A } from './syntheticTrack';

const env = e2eEnv();
const VANS = [
  { name: 'Van Replay A', uniqueId: 'e2e-replay-a', east: 0 },
  { name: 'Van Replay B', uniqueId: 'e2e-replay-b', east: 500 },
];
const t0 = trackStart();
const last = VAN_A.at(-1)!;

test.beforeAll(async ({ request }) => {
  // 2 × 301 positions through OsmAnd, one request each, on a busy machine.
  test.setTimeout(300_000);
  await apiLogin(request);
  const existing = (await (await request.get('/api/devices')).json()) as { uniqueId: string }[];
  for (const van of VANS) {
    if (existing.some((device) => device.uniqueId === van.uniqueId)) continue;
    const created = await request.post('/api/devices', {
      data: { name: van.name, uniqueId: van.uniqueId, category: 'van' },
    });
    expect(created.status()).toBe(200);
    await sendTrack(env.osmandUrl, van.uniqueId, t0, VAN_A, van.east);
  }
});

/** The icons' places the player writes on its panel: [lon, lat] per device. */
const places = async (page: Page) =>
  JSON.parse((await page.getByTestId('replay').getAttribute('data-places')) ?? '[]') as
    [number, number][] | null[];

async function loadBoth(page: Page) {
  await visit(page, '/history');
  for (const van of VANS) {
    await page.getByRole('combobox', { name: 'Dispositivos' }).fill(van.name);
    await page.getByRole('option', { name: new RegExp(van.name) }).click();
  }
  await page.getByRole('radio', { name: 'Ontem' }).click();
  await page.getByRole('button', { name: 'Carregar' }).click();
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible({ timeout: 60_000 });
  await wholeOnMap(page);
}

/** Waits until the load stands whole on the map (it comes on a part per frame, then the fit). */
const wholeOnMap = (page: Page) =>
  expect(page.getByTestId('replay').and(page.locator('[data-mapped]'))).toBeVisible();

/** Waits until the map's camera rests (the fit at the end of a load flies). */
async function cameraAtRest(page: Page) {
  const map = page.getByTestId('fleet-map');
  let previous = await map.getAttribute('data-view');
  for (let stable = 0; stable < 3;) {
    await page.waitForTimeout(400);
    const now = await map.getAttribute('data-view');
    stable = now === previous ? stable + 1 : 0;
    previous = now;
  }
}

/** Where [lon, lat] is on the page under the map's camera (Web Mercator, 512 px tiles). */
async function onPage(page: Page, [longitude, latitude]: [number, number]) {
  const map = page.getByTestId('fleet-map');
  const [lon, lat, zoom] = (await map.getAttribute('data-view'))!.split(',').map(Number);
  const box = (await map.boundingBox())!;
  const world = 512 * 2 ** zoom!;
  const x = (value: number) => ((value + 180) / 360) * world;
  const y = (value: number) =>
    ((1 - Math.log(Math.tan(Math.PI / 4 + (value * Math.PI) / 360)) / Math.PI) / 2) * world;
  return {
    x: box.x + box.width / 2 + x(longitude) - x(lon!),
    y: box.y + box.height / 2 + y(latitude) - y(lat!),
  };
}

/**
 * The pixels within 14 px of `at` that the live canvas (the icons') draws: the region with it and
 * without it, compared (the two vans' icons are 29 px apart). Returns their centre, or null when
 * it draws none there.
 */
async function iconDrawnAround(page: Page, at: { x: number; y: number }) {
  const clip = { x: Math.round(at.x) - 14, y: Math.round(at.y) - 14, width: 28, height: 28 };
  const live = page.locator('canvas[data-edit-canvas="live"]');
  const read = async () =>
    sharp(await page.screenshot({ clip }))
      .removeAlpha()
      .raw()
      .toBuffer();
  const shown = await read();
  await live.evaluate((canvas) => (canvas.style.opacity = '0'));
  const hidden = await read();
  await live.evaluate((canvas) => (canvas.style.opacity = ''));
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < shown.length; i += 3) {
    const differs = [0, 1, 2].some((c) => Math.abs(shown[i + c]! - hidden[i + c]!) > 24);
    if (!differs) continue;
    const pixel = i / 3;
    count += 1;
    sumX += pixel % clip.width;
    sumY += Math.floor(pixel / clip.width);
  }
  return count === 0 ? null : { x: clip.x + sumX / count, y: clip.y + sumY / count };
}

/** Each icon's disc is drawn on its place (its centre within a few pixels). */
async function iconsOnTheirPlaces(page: Page) {
  await cameraAtRest(page);
  for (const place of await places(page)) {
    const at = await onPage(page, place as [number, number]);
    const drawn = await iconDrawnAround(page, at);
    expect(drawn, `an icon drawn around ${JSON.stringify(at)}`).not.toBeNull();
    expect(Math.hypot(drawn!.x - at.x, drawn!.y - at.y)).toBeLessThan(4);
  }
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await login(page);
});

test('two devices replay together at 100x to the end, icons on their last positions', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await loadBoth(page);
  await expect(page.getByTestId('replay-stats').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('time-chart').locator('svg')).toBeVisible();
  await screenshot(page, 'replay-loaded');
  // Where the map flew to fit the routes: the icons' canvas drew them there, not a step before.
  await iconsOnTheirPlaces(page);

  await page.getByRole('combobox', { name: 'Velocidade de reprodução' }).selectOption('100');
  await page.getByRole('button', { name: 'Reproduzir' }).click();
  await page.waitForTimeout(3_000);
  const moving = await places(page);
  expect(moving.every((place) => place !== null)).toBe(true);
  await screenshot(page, 'replay-playing');
  // 3,000 s of track at 100x: about 30 s.
  await expect(page.getByTestId('replay')).toHaveAttribute('data-status', 'ended', {
    timeout: 120_000,
  });
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible();
  const end = await places(page);
  const latitude = BASE.lat + last.north / METRES_PER_DEGREE;
  for (const [i, van] of VANS.entries()) {
    const [lon, lat] = end[i]!;
    expect(lat).toBeCloseTo(latitude, 5);
    expect(lon).toBeCloseTo(BASE.lon + van.east / METRES_PER_DEGREE, 5);
  }
  expect(await page.getByTestId('replay-clock').getAttribute('data-time')).toBe(
    String((t0 + last.t) * 1000),
  );
  await screenshot(page, 'replay-ended');
  await iconsOnTheirPlaces(page);
});

test('a click on the chart seeks: the clock and the icons move there', async ({ page }) => {
  await loadBoth(page);
  const before = await places(page);
  const chart = page.getByTestId('time-chart');
  const box = (await chart.boundingBox())!;
  await chart.click({ position: { x: box.width * 0.6, y: box.height / 2 } });
  const clock = page.getByTestId('replay-clock');
  await expect(clock).not.toHaveAttribute('data-time', String(t0 * 1000));
  const time = Number(await clock.getAttribute('data-time'));
  expect(time).toBeGreaterThan(t0 * 1000);
  expect(time).toBeLessThan((t0 + last.t) * 1000);
  await expect.poll(async () => (await places(page))[0]?.[1]).not.toBeCloseTo(before[0]![1], 6);
  await expect(page.getByTestId('replay-point')).toContainText('Van Replay A');
  await screenshot(page, 'replay-seeked');

  // The device in focus: its point in the panel, its fixes for previous/next.
  await page
    .getByRole('combobox', { name: 'Dispositivo em destaque' })
    .selectOption({ label: 'Van Replay B' });
  await expect(page.getByTestId('replay-point')).toContainText('Van Replay B');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'replay-phone');
});

test('one device draws its path coloured by speed from the load, with the legend', async ({
  page,
}) => {
  await visit(page, '/history');
  await page.getByRole('combobox', { name: 'Dispositivos' }).fill(VANS[0]!.name);
  await page.getByRole('option', { name: new RegExp(VANS[0]!.name) }).click();
  await page.getByRole('radio', { name: 'Ontem' }).click();
  await page.getByRole('button', { name: 'Carregar' }).click();
  await expect(page.getByRole('button', { name: 'Reproduzir' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('combobox', { name: 'Colorir trajeto por' })).toHaveValue('speed');
  // The synthetic track drives at 36 km/h between its stops.
  await expect(page.getByTestId('replay-legend')).toContainText('0 km/h a 36 km/h');
  await wholeOnMap(page);
  await screenshot(page, 'replay-one-device');
});
