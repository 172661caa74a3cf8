import { expect, test, type Page } from 'playwright/test';
import { e2eEnv, postOsmAnd, screenshot } from './support';

const env = e2eEnv();

async function login(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?to=/);
  await page.getByLabel('Usuário ou e-mail').fill(env.email);
  await page.getByLabel('Senha').fill(env.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a wrong password shows the SPEC message and stays on login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor preencha todos os campos.');
  await page.getByLabel('Usuário ou e-mail').fill(env.email);
  await page.getByLabel('Senha').fill('not-the-password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Combinação de usuário e senha inválidos.');
  await screenshot(page, 'login-error');
});

test('log in, watch the demo fleet, follow a posted position, log out', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await screenshot(page, 'login');
  await login(page);

  // The demo fleet appears on the map and, through the side menu, in the list.
  const map = page.getByTestId('fleet-map');
  await expect(map).toHaveAttribute('data-devices', String(env.demo));
  await page.waitForTimeout(1500);
  await screenshot(page, 'home');
  await page.getByRole('link', { name: 'Dispositivos' }).click();
  await expect(page).toHaveURL(/\/devices$/);
  await expect(page.getByTestId('device-list')).toHaveAttribute('data-total', String(env.demo));
  await expect(page.locator('[data-device-id]').first()).toBeVisible();
  await screenshot(page, 'devices');

  // A device of our own, far from the demo fleet (Rio de Janeiro), through the REST API.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => c.name === 'JSESSIONID');
  const created = await request.post('/api/devices', {
    headers: { Cookie: `JSESSIONID=${session?.value}` },
    data: { name: 'E2E Furgão', uniqueId: 'e2e-0001', category: 'van' },
  });
  expect(created.status()).toBe(200);
  const device = (await created.json()) as { id: number };
  await postOsmAnd(env.osmandUrl, { id: 'e2e-0001', lat: -22.9068, lon: -43.1729, speed: 0 });

  await page.getByRole('searchbox').fill('E2E');
  const row = page.locator(`[data-device-id="${device.id}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('device-list')).toHaveAttribute('data-total', '1');

  // A new position moves it: the list shows its new speed (36 kn = 67 km/h) within seconds.
  await postOsmAnd(env.osmandUrl, {
    id: 'e2e-0001',
    lat: -22.9519,
    lon: -43.2105,
    speed: 36,
    bearing: 90,
  });
  await expect(row).toContainText('67 km/h', { timeout: 10_000 });

  // Opening it centres the map on the new position; the device drawn there is clickable.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/devices/${device.id}$`));
  const detail = page.getByTestId('device-detail');
  await expect(detail).toContainText('-22,951900, -43,210500');
  await page.waitForTimeout(1500);
  await screenshot(page, 'device-detail');
  // The map centres the device in the part the panel leaves visible; closing the panel leaves
  // the camera where it is, so the device is drawn there and answers a click.
  const panel = (await page.locator('[data-map-cover]').boundingBox())!;
  const box = (await map.boundingBox())!;
  await page.getByRole('button', { name: 'Fechar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.mouse.click((panel.x + panel.width + box.x + box.width) / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(new RegExp(`/devices/${device.id}$`));

  // Logout returns to /login.
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  // Logout reloads the page on /login (SPEC §4); wait for that load, not the redirect before it.
  await page.waitForURL((url) => url.pathname === '/login' && url.search === '', {
    waitUntil: 'load',
  });
  await page.goto('/devices');
  await expect(page).toHaveURL(/\/login\?to=%2Fdevices/);
});
