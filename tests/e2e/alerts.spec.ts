import { expect, test } from 'playwright/test';
import { apiLogin, e2eEnv, login, postOsmAnd, screenshot } from './support';

const env = e2eEnv();

test('an ignitionOn event pushed by the web notificator shows a red toast top-left that opens the device', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request);
  const created = await request.post('/api/devices', {
    data: { name: 'E2E Ignição', uniqueId: 'e2e-alert-0001', category: 'truck' },
  });
  expect(created.status()).toBe(200);
  const device = (await created.json()) as { id: number };
  // Linked to this device only: with `always` the demo fleet's own ignitions would toast too.
  const saved = await request.post('/api/notifications', {
    data: {
      type: 'ignitionOn',
      always: false,
      notificators: 'web',
      // Pinned, so a slow machine cannot see it expire between the checks and the click.
      attributes: {
        'tarkan.color': 'red',
        'tarkan.position': 'top-left',
        'tarkan.sound': 'audio3',
        'tarkan.pin': true,
      },
    },
  });
  expect(saved.status()).toBe(200);
  const notification = (await saved.json()) as { id: number };
  // Leave the server as the other tests expect it (the demo fleet only), pass or fail.
  const cleanup = async () => {
    await request.delete(`/api/notifications/${notification.id}`);
    await request.delete(`/api/devices/${device.id}`);
  };
  try {
    for (const data of [
      { userId: admin.id, notificationId: notification.id },
      { deviceId: device.id, notificationId: notification.id },
    ]) {
      expect((await request.post('/api/permissions', { data })).status()).toBe(204);
    }

    // Signed in, the client has loaded the notification and its socket is open.
    await login(page);
    await expect(page.getByTestId('fleet-map')).toHaveAttribute('data-devices', /\d+/);
    const now = Math.floor(Date.now() / 1000);
    const place = { id: 'e2e-alert-0001', lat: -23.55, lon: -46.63 };
    await postOsmAnd(env.osmandUrl, { ...place, timestamp: now - 10, ignition: 'false' });
    await postOsmAnd(env.osmandUrl, { ...place, timestamp: now, ignition: 'true' });

    const toast = page.locator(`[data-position="top-left"] [data-type="ignitionOn"]`);
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toHaveAttribute('data-color', 'red');
    await expect(toast).toHaveAttribute('data-device-id', String(device.id));
    await expect(toast).toHaveAttribute('data-pinned', 'true');
    await expect(toast).toContainText('E2E Ignição');
    await expect(toast).toContainText('Ignição ligada');
    // It sits in the top-left corner of the map stage, below the header.
    const box = (await toast.boundingBox())!;
    const stage = (await page.getByTestId('fleet-map').boundingBox())!;
    expect(box.x - stage.x).toBeLessThan(40);
    expect(box.y - stage.y).toBeLessThan(40);
    await screenshot(page, 'alert-toast');

    await toast.getByRole('button', { name: /^Abrir/ }).click();
    await expect(page).toHaveURL(new RegExp(`/devices/${device.id}$`));
    await expect(toast).toHaveCount(0);
    await screenshot(page, 'alert-opened');
  } finally {
    await cleanup();
  }
});
