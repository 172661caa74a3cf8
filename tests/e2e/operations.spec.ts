import { expect, test, type APIRequestContext, type Locator } from 'playwright/test';
import { apiLogin, e2eEnv, login, postOsmAnd, screenshot, visit } from './support';

const env = e2eEnv();
/** Curitiba: far from the demo fleet (São Paulo) and the other specs' devices. */
const BASE = { lat: -25.43, lon: -49.27 };

async function createDevice(request: APIRequestContext, name: string, uniqueId: string) {
  const response = await request.post('/api/devices', {
    data: { name, uniqueId, category: 'car' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number };
}

async function cameraLatitude(map: Locator): Promise<number> {
  const center = (await map.getAttribute('data-center')) ?? '0,0';
  return Number(center.split(',')[1]);
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('follow recentres the map on every update, trail records the path', async ({
  page,
  request,
}) => {
  await apiLogin(request);
  const device = await createDevice(request, 'E2E Seguido', 'e2e-op-follow');
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  const now = Math.floor(Date.now() / 1000);
  await postOsmAnd(env.osmandUrl, { id: 'e2e-op-follow', ...BASE, speed: 20, timestamp: now - 60 });

  await login(page);
  await visit(page, `/devices/${device.id}`);
  const actions = page.getByTestId('device-actions');
  await actions.getByRole('button', { name: 'Seguir' }).click();
  await actions.getByRole('button', { name: 'Rastro' }).click();
  await expect(actions.getByRole('button', { name: 'Parar de seguir' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const map = page.getByTestId('fleet-map');
  for (let step = 1; step <= 4; step++) {
    const lat = BASE.lat + step * 0.004;
    await postOsmAnd(env.osmandUrl, {
      id: 'e2e-op-follow',
      lat,
      lon: BASE.lon,
      speed: 30,
      bearing: 0,
      timestamp: now - 60 + step * 10,
    });
    await expect(map).toHaveAttribute('data-trail', String(step));
    // The side panel only shifts the camera sideways: its latitude is the device's.
    await expect.poll(() => cameraLatitude(map), { timeout: 10_000 }).toBeCloseTo(lat, 4);
  }
  await expect(map).toHaveAttribute('data-trail', '4');
  await page.waitForTimeout(800);
  await screenshot(page, 'follow-trail');

  // Stopped following, the camera stays where it is while the device moves on.
  await actions.getByRole('button', { name: 'Parar de seguir' }).click();
  const before = await cameraLatitude(map);
  await postOsmAnd(env.osmandUrl, {
    id: 'e2e-op-follow',
    lat: BASE.lat + 0.03,
    lon: BASE.lon,
    speed: 30,
    timestamp: now,
  });
  await expect(map).toHaveAttribute('data-trail', '5');
  expect(await cameraLatitude(map)).toBeCloseTo(before, 6);
});

test('the list sorts by state and filters by motion and status', async ({ page, request }) => {
  await apiLogin(request);
  const parked = await createDevice(request, 'E2E Ordem A', 'e2e-op-sort-a');
  const driving = await createDevice(request, 'E2E Ordem B', 'e2e-op-sort-b');
  cleanups.push(
    () => request.delete(`/api/devices/${parked.id}`),
    () => request.delete(`/api/devices/${driving.id}`),
  );
  await postOsmAnd(env.osmandUrl, { id: 'e2e-op-sort-a', ...BASE, speed: 0, ignition: 'false' });
  await postOsmAnd(env.osmandUrl, {
    id: 'e2e-op-sort-b',
    lat: BASE.lat + 0.01,
    lon: BASE.lon,
    speed: 25,
    ignition: 'true',
  });

  await login(page);
  await page.getByRole('link', { name: 'Dispositivos' }).click();
  await page.getByRole('searchbox').fill('E2E Ordem');
  const rows = page.locator('[data-device-id]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-device-id', String(parked.id));

  await page.getByRole('button', { name: 'Ordenar: Nome' }).click();
  await page.getByRole('menuitemradio', { name: 'Ignição ligada' }).click();
  await expect(rows.first()).toHaveAttribute('data-device-id', String(driving.id));
  await page.getByRole('menuitemradio', { name: 'Ignição ligada' }).click();
  await expect(rows.first()).toHaveAttribute('data-device-id', String(parked.id));
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 880);

  await page.getByRole('button', { name: 'Em movimento' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-device-id', String(driving.id));
  await screenshot(page, 'list-sorted-filtered');
  await page.getByRole('button', { name: 'Em movimento' }).click();
  await page.getByRole('button', { name: /^Offline/ }).click();
  await expect(rows).toHaveCount(0);
  await page.getByRole('button', { name: /^Todos/ }).click();
  await page.getByRole('searchbox').fill('');
});

test('anchoring draws the geofence; leaving it raises a toast and clears it', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request);
  const device = await createDevice(request, 'E2E Âncora', 'e2e-op-anchor');
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  const notification = await request.post('/api/notifications', {
    data: {
      type: 'geofenceExit',
      always: true,
      notificators: 'web',
      attributes: { 'tarkan.position': 'top-right', 'tarkan.color': 'yellow', 'tarkan.pin': true },
    },
  });
  expect(notification.status()).toBe(200);
  const { id: notificationId } = (await notification.json()) as { id: number };
  cleanups.push(() => request.delete(`/api/notifications/${notificationId}`));
  await request.post('/api/permissions', { data: { userId: admin.id, notificationId } });
  const now = Math.floor(Date.now() / 1000);
  const anchorPlace = { lat: BASE.lat - 0.05, lon: BASE.lon };
  await postOsmAnd(env.osmandUrl, {
    id: 'e2e-op-anchor',
    ...anchorPlace,
    speed: 0,
    timestamp: now - 30,
  });

  await login(page);
  await visit(page, `/devices/${device.id}`);
  const map = page.getByTestId('fleet-map');
  // The map's geofences arrive after the page: count them once they are all there (the API's
  // list), or the anchor's one more would be read against a partial count.
  const listed = await request.get('/api/geofences');
  const geofencesBefore = ((await listed.json()) as unknown[]).length;
  await expect(map).toHaveAttribute('data-geofences', String(geofencesBefore));
  const actions = page.getByTestId('device-actions');
  await actions.getByRole('button', { name: 'Ancorar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('150 m');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(actions.getByRole('status')).toHaveText('Âncora ativada.');
  await expect(actions.getByRole('button', { name: 'Desancorar' })).toBeVisible();
  await expect(map).toHaveAttribute('data-geofences', String(geofencesBefore + 1));
  await page.waitForTimeout(800);
  await screenshot(page, 'anchor-on');

  // Releasing the anchor asks first; cancelling says so and keeps it.
  await actions.getByRole('button', { name: 'Desancorar' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(actions.getByRole('status')).toHaveText('Ação cancelada pelo usuário');
  await expect(actions.getByRole('button', { name: 'Desancorar' })).toBeVisible();

  // A report inside the new circle, then one 600 m north: the server sees the device leave,
  // raises geofenceExit and pushes it (an exit is a change of the geofences it is in).
  await postOsmAnd(env.osmandUrl, {
    id: 'e2e-op-anchor',
    ...anchorPlace,
    speed: 0,
    timestamp: now - 10,
  });
  await postOsmAnd(env.osmandUrl, {
    id: 'e2e-op-anchor',
    lat: anchorPlace.lat + 0.0055,
    lon: BASE.lon,
    speed: 15,
    timestamp: now,
  });
  const toast = page.locator(`[data-position="top-right"] [data-type="geofenceExit"]`);
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(toast).toContainText('E2E Âncora');
  await expect(toast).toContainText('Saiu da cerca');
  await screenshot(page, 'anchor-exit-toast');
  // Leaving an anchor also clears it (issue 15; anchorExit.spec follows the engine stop).
  await expect(actions.getByRole('button', { name: 'Ancorar' })).toBeVisible();
});

test('engine stop goes through a confirmation and is queued for the device', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request);
  const device = await createDevice(request, 'E2E Bloqueio', 'e2e-op-engine');
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  // This model's engine stop is a custom command (tarkan.changeNative replaces the native one).
  const saved = await request.post('/api/commands', {
    data: {
      description: 'Corte de combustível',
      type: 'custom',
      attributes: { data: 'RELAY,1#', 'tarkan.changeNative': 'engineStop' },
    },
  });
  expect(saved.status()).toBe(200);
  const { id: commandId } = (await saved.json()) as { id: number };
  cleanups.push(() => request.delete(`/api/commands/${commandId}`));
  expect(
    (await request.post('/api/permissions', { data: { deviceId: device.id, commandId } })).status(),
  ).toBe(204);
  expect(admin.id).toBeGreaterThan(0);
  await postOsmAnd(env.osmandUrl, { id: 'e2e-op-engine', ...BASE, speed: 0 });

  await login(page);
  await visit(page, `/devices/${device.id}`);
  const actions = page.getByTestId('device-actions');
  await actions.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Bloquear o motor de E2E Bloqueio?');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(actions.getByRole('status')).toHaveText(
    'Comando na fila: será entregue quando o dispositivo se comunicar.',
  );
  await screenshot(page, 'engine-stop-queued');
  // OsmAnd devices take a queued command as the answer to their next report.
  expect(await postOsmAnd(env.osmandUrl, { id: 'e2e-op-engine', ...BASE, speed: 0 })).toBe(
    'RELAY,1#',
  );
  expect(await postOsmAnd(env.osmandUrl, { id: 'e2e-op-engine', ...BASE, speed: 0 })).toBe('');
});
