import { expect, test, type APIRequestContext } from 'playwright/test';
import { apiLogin, e2eEnv, login, postOsmAnd, screenshot, visit } from './support';

const env = e2eEnv();
/** Florianópolis: far from the demo fleet (São Paulo) and the other specs' devices. */
const BASE = { lat: -27.595, lon: -48.548 };
const UNIQUE_ID = 'e2e-anchor-exit';
/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

async function createDevice(request: APIRequestContext, name: string, uniqueId: string) {
  const response = await request.post('/api/devices', {
    data: { name, uniqueId, category: 'pickup' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number };
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * The "done" for automation, end to end: an anchor set from the device's actions,
 * positions through the OsmAnd port carrying the device out of it, the engine stop reaching the
 * device in the OsmAnd answer, the anchor gone from the screen, and each step in /logs.
 */
test('leaving an anchor stops the engine, clears the anchor and shows in the logs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await apiLogin(request);
  const device = await createDevice(request, 'E2E Âncora', UNIQUE_ID);
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  // OsmAnd carries only `custom` data back: the engine stop is a saved command standing in for
  // the native one (tarkan.changeNative), as a fleet with such trackers sets it up.
  const saved = await request.post('/api/commands', {
    data: {
      description: 'Corta combustível E2E',
      type: 'custom',
      attributes: { data: 'E2E-ANCHOR-STOP', 'tarkan.changeNative': 'engineStop' },
    },
  });
  const commandId = ((await saved.json()) as { id: number }).id;
  cleanups.push(() => request.delete(`/api/commands/${commandId}`));
  const link = await request.post('/api/permissions', { data: { deviceId: device.id, commandId } });
  expect(link.status()).toBe(204);
  const now = Math.floor(Date.now() / 1000);
  await postOsmAnd(env.osmandUrl, { id: UNIQUE_ID, ...BASE, speed: 0, timestamp: now - 120 });

  // The anchor, from the device's actions: confirmed, made and linked.
  await login(page);
  await visit(page, `/devices/${device.id}`);
  const actions = page.getByTestId('device-actions');
  await actions.getByRole('button', { name: 'Ancorar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Ancorar E2E Âncora?');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Âncora ativada.')).toBeVisible();
  const unanchor = actions.getByRole('button', { name: 'Desancorar' });
  await expect(unanchor).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(800);
  await screenshot(page, 'anchor-set');

  // Still inside (40 m): nothing happens. Then 1.1 km south, out of the 150 m circle: the
  // engine stop leaves with the very answer to that report.
  const inside = await postOsmAnd(env.osmandUrl, {
    id: UNIQUE_ID,
    lat: BASE.lat - 0.0004,
    lon: BASE.lon,
    speed: 5,
    timestamp: now - 60,
  });
  expect(inside).toBe('');
  const out = await postOsmAnd(env.osmandUrl, {
    id: UNIQUE_ID,
    lat: BASE.lat - 0.01,
    lon: BASE.lon,
    speed: 30,
    timestamp: now - 30,
  });
  expect(out).toBe('E2E-ANCHOR-STOP');

  // The anchor is gone, on the server and on the screen, without a reload.
  const anchor = actions.getByRole('button', { name: 'Ancorar' });
  await expect(anchor).toHaveAttribute('aria-pressed', 'false');
  const geofences = (await (await request.get('/api/geofences')).json()) as {
    attributes: Record<string, unknown>;
  }[];
  expect(geofences.filter((g) => g.attributes.deviceId === device.id)).toEqual([]);
  await page.waitForTimeout(800);
  await screenshot(page, 'anchor-left');
  // Nothing more for the device: the next report carries no second stop.
  const next = await postOsmAnd(env.osmandUrl, {
    id: UNIQUE_ID,
    lat: BASE.lat - 0.011,
    lon: BASE.lon,
    speed: 10,
    timestamp: now,
  });
  expect(next).toBe('');

  // The logs show each step for the device: anchor on (by the user), the engine stop and the
  // anchor off (by the server).
  await visit(page, `/logs?device=${device.id}`);
  const list = page.getByRole('rowgroup', { name: 'Registros do log' });
  await expect(list.getByRole('row', { name: /Âncora ativada/ })).toBeVisible({ timeout: SLOW });
  await expect(list.getByRole('row', { name: /Comando enviado/ })).toBeVisible();
  await expect(list.getByRole('row', { name: /Âncora desativada/ })).toBeVisible();
  await screenshot(page, 'anchor-logs');
  await list.getByRole('row', { name: /Comando enviado/ }).click();
  const detail = page.getByRole('region', { name: 'Detalhes do registro' });
  await expect(detail).toContainText('anchor');
  await expect(detail).toContainText('queued');
  await screenshot(page, 'anchor-log-stop');
});
