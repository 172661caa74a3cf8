import { expect, test, type APIRequestContext, type Locator, type Page } from 'playwright/test';
import { apiLogin, e2eEnv, login, postOsmAnd, screenshot, visit } from './support';

const env = e2eEnv();
/** Porto Alegre: far from the demo fleet (São Paulo) and the other specs' devices. */
const BASE = { lat: -30.03, lon: -51.23 };
const UNIQUE_ID = 'e2e-marker-menu';

async function createDevice(request: APIRequestContext, name: string, uniqueId: string) {
  const response = await request.post('/api/devices', {
    data: { name, uniqueId, category: 'truck' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number };
}

async function cameraLatitude(map: Locator): Promise<number> {
  const center = (await map.getAttribute('data-center')) ?? '0,0';
  return Number(center.split(',')[1]);
}

/**
 * Opens the device's details (the map centres it in what the panel leaves visible), closes
 * them (the camera stays) and answers where on the page the device is drawn.
 */
async function markerPoint(page: Page, deviceId: number): Promise<{ x: number; y: number }> {
  await visit(page, `/devices/${deviceId}`);
  await expect(page.getByTestId('device-detail')).toBeVisible();
  await page.waitForTimeout(1500);
  const panel = (await page.locator('[data-map-cover]').boundingBox())!;
  const box = (await page.getByTestId('fleet-map').boundingBox())!;
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // A bottom sheet (phone) leaves the part above it; a side panel the part beside it.
  return panel.width >= box.width * 0.9
    ? { x: box.x + box.width / 2, y: (box.y + panel.y) / 2 }
    : { x: (panel.x + panel.width + box.x + box.width) / 2, y: box.y + box.height / 2 };
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('the marker menu: right-click rings the device; follow and engine stop work from it', async ({
  page,
  request,
}) => {
  await apiLogin(request);
  const device = await createDevice(request, 'E2E Menu Radial', UNIQUE_ID);
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  // The engine stop this device takes: a saved command standing in for the native one.
  const saved = await request.post('/api/commands', {
    data: {
      description: 'Corta E2E',
      type: 'custom',
      attributes: { data: 'E2E-MENU-STOP', 'tarkan.changeNative': 'engineStop' },
    },
  });
  const commandId = ((await saved.json()) as { id: number }).id;
  cleanups.push(() => request.delete(`/api/commands/${commandId}`));
  const link = await request.post('/api/permissions', {
    data: { deviceId: device.id, commandId },
  });
  expect(link.status()).toBe(204);
  const now = Math.floor(Date.now() / 1000);
  await postOsmAnd(env.osmandUrl, { id: UNIQUE_ID, ...BASE, speed: 0, timestamp: now - 60 });

  await login(page);
  const point = await markerPoint(page, device.id);
  await page.mouse.click(point.x, point.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Ações de E2E Menu Radial' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Seguir',
    'Rastro',
    'Detalhes',
    'Bloquear',
    'Desbloquear',
    'Comando',
    'Compartilhar',
  ]);
  // The ring sits on the marker, the keyboard on its first entry; Escape closes it.
  const ring = (await menu.boundingBox())!;
  expect(Math.abs(ring.x + ring.width / 2 - point.x)).toBeLessThan(30);
  expect(Math.abs(ring.y + ring.height / 2 - point.y)).toBeLessThan(30);
  await expect(menu.getByRole('menuitem', { name: 'Seguir' })).toBeFocused();
  await screenshot(page, 'marker-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);

  // Follow from the ring: the camera goes with every position.
  await page.mouse.click(point.x, point.y, { button: 'right' });
  await menu.getByRole('menuitem', { name: 'Seguir' }).click();
  await expect(menu).toBeHidden();
  const map = page.getByTestId('fleet-map');
  const lat = BASE.lat + 0.01;
  await postOsmAnd(env.osmandUrl, {
    id: UNIQUE_ID,
    lat,
    lon: BASE.lon,
    speed: 20,
    timestamp: now - 30,
  });
  await expect.poll(() => cameraLatitude(map), { timeout: 10_000 }).toBeCloseTo(lat, 4);

  // The device is where the camera put it: the ring now says "stop following"; engine stop
  // asks first, then waits in the queue until the device's next report carries it.
  const box = (await map.boundingBox())!;
  const followed = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.click(followed.x, followed.y, { button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'Parar de seguir' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await menu.getByRole('menuitem', { name: 'Bloquear', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Bloquear o motor de E2E Menu Radial?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/Comando na fila/)).toBeVisible();
  const answer = await postOsmAnd(env.osmandUrl, {
    id: UNIQUE_ID,
    lat,
    lon: BASE.lon,
    speed: 0,
    timestamp: now,
  });
  expect(answer).toBe('E2E-MENU-STOP');
});

test('the marker menu on a phone: a long press rings the device', async ({ browser, request }) => {
  await apiLogin(request);
  const device = await createDevice(request, 'E2E Menu Celular', `${UNIQUE_ID}-phone`);
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  await postOsmAnd(env.osmandUrl, {
    id: `${UNIQUE_ID}-phone`,
    lat: BASE.lat - 0.05,
    lon: BASE.lon,
  });

  const context = await browser.newContext({
    baseURL: process.env.FAROL_E2E_URL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    isMobile: true,
    hasTouch: true,
  });
  cleanups.push(() => context.close());
  const page = await context.newPage();
  await login(page);
  const point = await markerPoint(page, device.id);
  // A real touch that rests: Chromium's touch events, as a finger sends them.
  const cdp = await context.newCDPSession(page);
  const touch = [{ x: point.x, y: point.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
  const menu = page.getByRole('menu', { name: 'Ações de E2E Menu Celular' });
  await expect(menu).toBeVisible();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // Lifting the finger is not a click: the details stay closed, the ring open.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu).toBeVisible();
  await screenshot(page, 'marker-menu-phone');
  await menu.getByRole('menuitem', { name: 'Detalhes' }).click();
  await expect(page).toHaveURL(new RegExp(`/devices/${device.id}$`));
});
