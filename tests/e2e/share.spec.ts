import { expect, test, type APIRequestContext, type Page } from 'playwright/test';
import { apiLogin, e2eEnv, login, postOsmAnd, screenshot, visit } from './support';

const env = e2eEnv();
/** Porto Alegre: far from the demo fleet (São Paulo) and the other specs' devices. */
const PLACE = { lat: -30.03, lon: -51.22 };

async function createDevice(request: APIRequestContext, name: string, uniqueId: string) {
  const response = await request.post('/api/devices', {
    data: { name, uniqueId, category: 'truck' },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number };
}

/** The shared view: the device alone, no menus, 'Expira em' counting down in the header. */
async function expectSharedView(page: Page, deviceId: number, name: string) {
  await expect(page).toHaveURL(new RegExp(`/devices/${deviceId}$`));
  await expect(page.getByTestId('device-detail')).toHaveAttribute(
    'data-device-id',
    String(deviceId),
  );
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('fleet-map')).toHaveAttribute('data-devices', '1');
  await expect(page.getByRole('navigation', { name: 'menu' })).toHaveCount(0);
  await expect(page.getByTestId('share-countdown')).toContainText('Expira em');
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

test('the owner shares a device for 1 hour; the link shows it alone until the share is deleted', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers rendering the map in software: on a loaded machine this outgrows 90 s.
  test.slow();
  await apiLogin(request);
  const device = await createDevice(request, 'E2E Compartilhado', 'e2e-share-1');
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  await postOsmAnd(env.osmandUrl, { id: 'e2e-share-1', ...PLACE, speed: 12 });

  await login(page);
  await visit(page, `/devices/${device.id}`);
  await page.getByTestId('device-actions').getByRole('button', { name: 'Compartilhar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link temporário' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '1 hora' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(dialog).toContainText('Nenhum link compartilhado deste dispositivo.');
  await screenshot(page, 'share-dialog-new');

  // A custom expiry in the past is refused with the SPEC-style message.
  await dialog.getByRole('button', { name: 'Personalizada' }).click();
  await dialog.getByLabel('Data e hora de expiração').fill('2020-01-01T10:00');
  await dialog.getByRole('button', { name: 'Criar link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Escolha uma data e hora no futuro.');
  await screenshot(page, 'share-dialog-custom');
  await dialog.getByRole('button', { name: '1 hora' }).click();

  await dialog.getByRole('button', { name: 'Criar link' }).click();
  const link = dialog.getByTestId('share-link');
  await expect(link).toBeVisible();
  const url = await link.getByRole('textbox').inputValue();
  expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{40,}$/);
  await expect(link.getByTestId('share-qr').locator('svg')).toBeVisible();
  await expect(dialog.getByTestId('share-list').getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByTestId('share-list')).toContainText('Expira em');
  await dialog.getByRole('button', { name: 'Copiar' }).click();
  await expect(dialog.getByText('Link copiado!')).toBeVisible();
  await screenshot(page, 'share-dialog-link');

  // A visitor in another browser opens the link.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(url);
    await expectSharedView(visitor, device.id, 'E2E Compartilhado');
    await expect(visitor.getByTestId('share-countdown')).toContainText(/59 min \d+ s/);
    await visitor.waitForTimeout(800);
    await screenshot(visitor, 'share-visitor-view');
    // The list holds this device only; the user menu holds Logout only.
    await visitor.goto('/devices');
    await expect(visitor.getByTestId('device-list')).toHaveAttribute('data-total', '1');
    await visitor.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(visitor.getByRole('menuitem')).toHaveText(['Sair']);
    await screenshot(visitor, 'share-visitor-list');

    // The owner gives the link a week more, lets the visitor send commands and stop the engine.
    await dialog.getByTestId('share-list').getByRole('button', { name: 'Editar link' }).click();
    const edit = dialog.getByTestId('share-edit');
    await edit.getByRole('checkbox', { name: /Limitar comandos/ }).uncheck();
    await edit.getByRole('checkbox', { name: 'Permitir bloquear e desbloquear o motor' }).check();
    await edit.getByRole('button', { name: '7 dias' }).click();
    await screenshot(page, 'share-dialog-edit');
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'share-dialog-edit-phone');
    await page.setViewportSize(desktop);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toHaveCount(0);
    const stored = (await (await request.get(`/tarkan/shares?deviceId=${device.id}`)).json()) as {
      limitCommands: boolean;
      allowBlock: boolean;
      expirationTime: string;
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ limitCommands: false, allowBlock: true });
    expect(Date.parse(stored[0]!.expirationTime) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // The owner deletes the share, after confirming.
    await dialog.getByTestId('share-list').getByRole('button', { name: 'Excluir link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir link' });
    await expect(confirm).toContainText('Quem estiver usando o link perde o acesso na hora.');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(dialog).toContainText('Nenhum link compartilhado deste dispositivo.');
    await expect(dialog.getByTestId('share-link')).toHaveCount(0);

    // The link no longer signs anyone in.
    await visitor.goto(url);
    await expect(visitor.getByRole('alert')).toHaveText('Os dados informados estão incorretos.');
    await expect(visitor).toHaveURL(/\/share\//);
    await screenshot(visitor, 'share-visitor-refused');
  } finally {
    await visitorContext.close();
  }
});

test('at expiry the visitor sees "Sua sessão expirou!", and Sair reloads to the login', async ({
  browser,
  request,
}) => {
  // The link must outlive a software-rendered page load on a loaded machine (it took over 12 s
  // once) and still expire within the countdown's seconds ('Expira em 45 s').
  test.slow();
  await apiLogin(request);
  const device = await createDevice(request, 'E2E Expira', 'e2e-share-2');
  cleanups.push(() => request.delete(`/api/devices/${device.id}`));
  await postOsmAnd(env.osmandUrl, { id: 'e2e-share-2', ...PLACE, speed: 0 });
  const created = await request.post('/tarkan/shares', {
    data: {
      deviceId: device.id,
      expirationTime: new Date(Date.now() + 45_000).toISOString(),
    },
  });
  expect(created.status()).toBe(200);
  const share = (await created.json()) as { id: number; token: string };

  const context = await browser.newContext();
  const visitor = await context.newPage();
  try {
    await visitor.goto(`/share/${share.token}`);
    await expectSharedView(visitor, device.id, 'E2E Expira');
    await expect(visitor.getByRole('button', { name: 'QR do motorista' })).toHaveCount(0);
    await expect(visitor.getByTestId('share-countdown')).toContainText(/Expira em\s*\d{1,2} s/);
    const expired = visitor.getByRole('alertdialog', { name: 'Sua sessão expirou!' });
    await expect(expired).toBeVisible({ timeout: 60_000 });
    await screenshot(visitor, 'share-visitor-expired');
    // The session is already gone on the server.
    const session = await visitor.request.get('/api/devices');
    expect(session.status()).toBe(401);
    await expired.getByRole('button', { name: 'Sair' }).click();
    await expect(visitor).toHaveURL(/\/login/);
    await expect(visitor.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(expired).toHaveCount(0);
  } finally {
    await context.close();
    await request.delete(`/tarkan/shares/${share.id}`);
  }
});
