import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Browser } from 'playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { writeQrCamera } from './qrCamera';
import { apiLogin, e2eEnv, postOsmAnd, screenshot } from './support';

const env = e2eEnv();
const baseURL = process.env.FAROL_E2E_URL ?? '';
/** Porto Alegre: far from the demo fleet and the other specs' devices. */
const PLACE = { lat: -30.03, lon: -51.23 };
const DRIVER = { username: 'e2e-motorista', password: 'senha-e2e-1' };

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function created<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

async function link(request: APIRequestContext, data: Record<string, number>) {
  expect((await request.post('/api/permissions', { data })).status()).toBe(204);
}

/**
 * A truck locked when it starts without a driver, with its engine commands, and a QR driver
 * linked to it who may unlock it.
 */
async function lockingTruck(request: APIRequestContext) {
  const truck = await created<{ id: number; name: string }>(request, '/api/devices', {
    name: 'E2E Caminhão QR',
    uniqueId: 'e2e-qr-truck',
    category: 'truck',
    attributes: { 'tarkan.driverLockDevice': true, 'tarkan.lockDeviceTimeout': 0 },
  });
  cleanups.push(() => request.delete(`/api/devices/${truck.id}`));
  for (const [action, data] of [
    ['engineStop', 'STOP'],
    ['engineResume', 'RESUME'],
  ]) {
    const command = await created<{ id: number }>(request, '/api/commands', {
      description: `E2E QR ${action}`,
      type: 'custom',
      attributes: { data, 'tarkan.changeNative': action },
    });
    cleanups.push(() => request.delete(`/api/commands/${command.id}`));
    await link(request, { deviceId: truck.id, commandId: command.id });
  }
  const driver = await created<{ id: number }>(request, '/api/drivers', {
    name: 'E2E Motorista',
    uniqueId: 'e2e-qr-driver',
    attributes: {
      'tarkan.enableQrCode': true,
      'tarkan.driverUsername': DRIVER.username,
      'tarkan.driverPassword': DRIVER.password,
      'tarkan.driverUnlockDevice': true,
    },
  });
  cleanups.push(() => request.delete(`/api/drivers/${driver.id}`));
  await link(request, { deviceId: truck.id, driverId: driver.id });
  return truck;
}

/** Chromium whose camera films `file` (a Y4M video of the truck's QR code). */
function cameraBrowser(file: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
}

/** Server attributes set for one test, put back after it. */
async function withServerAttributes(request: APIRequestContext, attributes: object) {
  const original = (await (await request.get('/api/server')).json()) as {
    attributes: Record<string, unknown>;
  };
  const data = { ...original, attributes: { ...original.attributes, ...attributes } };
  expect((await request.put('/api/server', { data })).status()).toBe(200);
  cleanups.push(() => request.put('/api/server', { data: original }));
}

// Advanced permissions on or off: a QR driver has no mask, and the check-in screen works alike.
for (const advanced of [false, true]) {
  const suffix = advanced ? '-advanced' : '';
  test(`a driver signs in at /motorista, reads the truck’s QR code with the camera, checks in and the truck unlocks${advanced ? ' (advanced permissions on)' : ''}`, async ({
    request,
  }) => {
    await apiLogin(request);
    if (advanced) await withServerAttributes(request, { 'tarkan.enableAdvancedPerms': true });
    const truck = await lockingTruck(request);
    const now = Math.floor(Date.now() / 1000);
    const report = (seconds: number, ignition: boolean) =>
      postOsmAnd(env.osmandUrl, {
        id: 'e2e-qr-truck',
        ...PLACE,
        ignition: String(ignition),
        timestamp: now + seconds,
      });
    await report(-30, false);
    // Ignition on without a driver, past a 0-minute timeout: the server stops the engine.
    expect(await report(-20, true)).toBe('STOP');

    const dir = mkdtempSync(join(tmpdir(), 'farol-qr-camera-'));
    const browser = await cameraBrowser(
      await writeQrCamera(join(dir, 'truck.y4m'), `${baseURL}/qr-driver/scan/${truck.id}`),
    );
    cleanups.push(async () => {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const desktop = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 900 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await desktop.newPage();

    // A driver route without a session leads to the driver's login, and back after it.
    await page.goto('/qr-driver');
    await expect(page).toHaveURL(/\/motorista\?to=%2Fqr-driver$/);
    await expect(page.getByRole('heading', { name: 'Acesso do motorista' })).toBeVisible();
    await screenshot(page, `driver-login${suffix}`);
    await page.getByLabel('Usuário do motorista').fill(DRIVER.username);
    await page.getByLabel('Senha').fill(DRIVER.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/qr-driver$/);
    await expect(page.getByTestId('qr-driver-status')).toHaveText(
      'Você não está em nenhum veículo.',
    );
    await screenshot(page, `driver-home${suffix}`);

    // The camera films the truck's QR code: jsQR reads it and the check-in page opens.
    await page.getByRole('button', { name: 'Ler QR code do veículo' }).click();
    await expect(page).toHaveURL(new RegExp(`/qr-driver/scan/${truck.id}$`));
    await expect(page.getByText(`Check-in feito em ${truck.name}`)).toBeVisible();
    await expect(page.getByTestId('qr-unlock')).toHaveText(
      'Desbloqueio enviado: o veículo o recebe na próxima comunicação.',
    );
    await screenshot(page, `driver-checked-in${suffix}`);
    // The resume waits for the truck's next report; its positions now carry the driver.
    expect(await report(-10, true)).toBe('RESUME');
    const logs = (await (await request.get(`/tarkan/devices/${truck.id}/logs`)).json()) as {
      code: number | null;
      userEmail: string | null;
    }[];
    expect(logs.find((entry) => entry.code === 211)).toBeTruthy();
    expect(logs.find((entry) => entry.code === 212)).toMatchObject({
      userEmail: `qrcode-${DRIVER.username}`,
    });

    // A driver reaches nothing else: the fleet's pages lead back to the check-in.
    await page.goto('/devices');
    await expect(page).toHaveURL(/\/qr-driver$/);
    await expect(page.getByTestId('qr-driver-status')).toHaveText(`Você está em ${truck.name}`);

    // On the phone, the same code again offers the check-out.
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      isMobile: true,
      hasTouch: true,
    });
    const mobile = await phone.newPage();
    await mobile.goto(`/qr-driver/scan/${truck.id}`);
    await expect(mobile).toHaveURL(/\/motorista\?to=%2Fqr-driver%2Fscan%2F\d+$/);
    await screenshot(mobile, `driver-login-phone${suffix}`);
    await mobile.getByLabel('Usuário do motorista').fill(DRIVER.username);
    await mobile.getByLabel('Senha').fill(DRIVER.password);
    await mobile.getByRole('button', { name: 'Entrar' }).click();
    await expect(mobile.getByText('Você já está neste veículo.')).toBeVisible();
    await screenshot(mobile, `driver-already-phone${suffix}`);
    await mobile.getByRole('button', { name: 'Fazer check-out' }).click();
    await expect(mobile.getByText('Check-out feito.')).toBeVisible();
    await mobile.getByRole('link', { name: 'Voltar' }).click();
    await screenshot(mobile, `driver-home-phone${suffix}`);
    await mobile.getByRole('button', { name: 'Ler QR code do veículo' }).click();
    await expect(mobile).toHaveURL(new RegExp(`/qr-driver/scan/${truck.id}$`));
    await expect(mobile.getByText(`Check-in feito em ${truck.name}`)).toBeVisible();
    await screenshot(mobile, `driver-checked-in-phone${suffix}`);
  });
}
