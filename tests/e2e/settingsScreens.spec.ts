import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from 'playwright/test';
import { apiLogin, login, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface Stored {
  id: number;
  name?: string;
  description?: string | null;
  attribute?: string;
  type?: string;
  data?: string;
  notificators?: string;
  attributes: Record<string, unknown>;
}

const save = (page: Page) => page.getByRole('button', { name: 'Salvar' }).click();

/** Deletes the open form's object after confirming, and waits for the list at `list`. */
async function deleteOpen(page: Page, list: RegExp) {
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(list);
}

/** Opens the first row whose text matches in the list at `path`. */
async function openRow(page: Page, path: string, text: string) {
  await visit(page, path);
  await page.getByRole('searchbox').fill(text, { timeout: SLOW });
  await page
    .getByRole('row', { name: new RegExp(text) })
    .first()
    .click();
}

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`settings screens (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(300_000);
    const tag = size.label;

    test('calendar (Saturday stored as ST), maintenance and saved command: create, edit, delete', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      await login(page);
      await visit(page, '/calendars/new');
      await page.getByLabel(/^Nome/).fill(`E2E Turno ${tag}`, { timeout: SLOW });
      await page.getByLabel('Repetir').selectOption('weekly');
      await page.getByRole('button', { name: 'ST', exact: true }).click();
      await screenshot(page, `calendar-form-${tag}`);
      await save(page);
      await expect(page).toHaveURL(/\/calendars$/, { timeout: SLOW });
      const calendar = (await api<Stored[]>(request, 'calendars')).find(
        (item) => item.name === `E2E Turno ${tag}`,
      )!;
      expect(Buffer.from(calendar.data!, 'base64').toString()).toMatch(/BYDAY=ST/);
      await openRow(page, '/calendars', `E2E Turno ${tag}`);
      await deleteOpen(page, /\/calendars$/);

      await visit(page, '/maintenances/new');
      await page.getByLabel(/^Nome/).fill(`E2E Óleo ${tag}`, { timeout: SLOW });
      await page.getByLabel('Ciclo (km)').fill('5000');
      await save(page);
      await expect(page).toHaveURL(/\/maintenances$/, { timeout: SLOW });
      const plan = (await api<Stored[]>(request, 'maintenance')).find(
        (item) => item.name === `E2E Óleo ${tag}`,
      )!;
      expect(plan).toMatchObject({ type: 'totalDistance', period: 5_000_000 });
      await openRow(page, '/maintenances', `E2E Óleo ${tag}`);
      await page.getByLabel(/^Nome/).fill(`E2E Óleo 2 ${tag}`);
      await save(page);
      await openRow(page, '/maintenances', `E2E Óleo 2 ${tag}`);
      await deleteOpen(page, /\/maintenances$/);
      expect((await request.get(`/api/maintenance/${plan.id}`)).status()).not.toBe(200);

      await visit(page, '/commands/new');
      await page.getByLabel(/^Título/).fill(`E2E Reiniciar ${tag}`, { timeout: SLOW });
      await page.getByLabel('Conteúdo').fill('RESET#');
      await save(page);
      await expect(page).toHaveURL(/\/commands$/, { timeout: SLOW });
      const command = (await api<Stored[]>(request, 'commands')).find(
        (item) => item.description === `E2E Reiniciar ${tag}`,
      )!;
      expect(command).toMatchObject({ type: 'custom', attributes: { data: 'RESET#' } });
      await openRow(page, '/commands', `E2E Reiniciar ${tag}`);
      await page.getByLabel('Conteúdo').fill('RESET#1', { timeout: SLOW });
      await save(page);
      await expect(page).toHaveURL(/\/commands$/, { timeout: SLOW });
      const edited = (await api<Stored[]>(request, 'commands')).find((c) => c.id === command.id);
      expect(edited?.attributes).toMatchObject({ data: 'RESET#1' });
      await openRow(page, '/commands', `E2E Reiniciar ${tag}`);
      await deleteOpen(page, /\/commands$/);
    });

    test('notification and computed attribute: an invalid form sends nothing; create, edit, delete', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      await login(page);
      const before = (await api<Stored[]>(request, 'notifications')).length;
      await visit(page, '/notifications/new');
      await page.getByLabel('Tipo').selectOption('ignitionOn', { timeout: SLOW });
      await page.getByLabel('Descrição').fill(`E2E Ignição ${tag}`);
      await page.getByLabel('Som').selectOption('custom');
      await page.getByLabel('URL do som').fill('https://example.test/alerta.txt');
      await save(page);
      await expect(
        page.getByText('O som personalizado deve ser um arquivo mp3, wav ou ogg.'),
      ).toBeVisible();
      expect(await api<Stored[]>(request, 'notifications')).toHaveLength(before);
      await page.getByLabel('URL do som').fill('https://example.test/alerta.ogg');
      await page.getByLabel('Fixar até ser fechado').check();
      await screenshot(page, `notification-form-${tag}`);
      await save(page);
      await expect(page).toHaveURL(/\/notifications$/, { timeout: SLOW });
      const notification = (await api<Stored[]>(request, 'notifications')).find(
        (item) => item.description === `E2E Ignição ${tag}`,
      )!;
      expect(notification).toMatchObject({
        type: 'ignitionOn',
        notificators: 'web',
        attributes: {
          'tarkan.sound': 'custom',
          'tarkan.soundURL': 'https://example.test/alerta.ogg',
          'tarkan.pin': true,
        },
      });
      await openRow(page, '/notifications', `E2E Ignição ${tag}`);
      await page.getByLabel('Descrição').fill(`E2E Ignição 2 ${tag}`, { timeout: SLOW });
      await save(page);
      await expect(page).toHaveURL(/\/notifications$/, { timeout: SLOW });
      const renamed = (await api<Stored[]>(request, 'notifications')).find(
        (item) => item.id === notification.id,
      );
      expect(renamed).toMatchObject({ description: `E2E Ignição 2 ${tag}`, type: 'ignitionOn' });
      await openRow(page, '/notifications', `E2E Ignição 2 ${tag}`);
      await deleteOpen(page, /\/notifications$/);

      await visit(page, '/computed/new');
      await page.getByLabel(/^Atributo/).fill(`e2eFast${tag}`, { timeout: SLOW });
      await save(page);
      await expect(page.getByText('Informe a expressão.')).toBeVisible();
      await page.getByLabel(/^Expressão/).fill('speed > 60');
      await page.getByLabel(/^Tipo de saída/).selectOption('boolean');
      await save(page);
      await expect(page).toHaveURL(/\/computed$/, { timeout: SLOW });
      const computed = (await api<Stored[]>(request, 'attributes/computed')).find(
        (item) => item.attribute === `e2eFast${tag}`,
      )!;
      expect(computed).toMatchObject({ expression: 'speed > 60', type: 'boolean' });
      await openRow(page, '/computed', `e2eFast${tag}`);
      await page.getByLabel(/^Expressão/).fill('speed > 80', { timeout: SLOW });
      await save(page);
      await expect(page).toHaveURL(/\/computed$/, { timeout: SLOW });
      const changed = (await api<Stored[]>(request, 'attributes/computed')).find(
        (item) => item.id === computed.id,
      ) as Stored & { expression?: string };
      expect(changed.expression).toBe('speed > 80');
      await openRow(page, '/computed', `e2eFast${tag}`);
      await deleteOpen(page, /\/computed$/);
    });

    test('server settings and account preferences are saved', async ({ page, request }) => {
      await apiLogin(request);
      await login(page);
      await visit(page, '/server');
      const zoom = page.getByLabel('Zoom ao selecionar um dispositivo');
      await zoom.fill('15', { timeout: SLOW });
      await save(page);
      await expect
        .poll(async () => (await api<Stored>(request, 'server')).attributes['web.selectZoom'])
        .toBe(15);

      await visit(page, '/account');
      await page.getByLabel('Distância').selectOption('mi', { timeout: SLOW });
      await screenshot(page, `account-${tag}`);
      await save(page);
      await expect
        .poll(async () => (await api<Stored>(request, 'session')).attributes['distanceUnit'])
        .toBe('mi');
      await page.getByLabel('Distância').selectOption('');
      await save(page);
      await expect
        .poll(async () => (await api<Stored>(request, 'session')).attributes['distanceUnit'])
        .toBeUndefined();
      // An API token, generated here, signs a program in.
      await page.getByRole('button', { name: 'Gerar token' }).click();
      const token = await page.getByLabel('Token', { exact: true }).inputValue();
      expect(token.length).toBeGreaterThan(20);
      await page.getByLabel('Token', { exact: true }).scrollIntoViewIfNeeded();
      await screenshot(page, `account-token-${tag}`);
      const program = await playwrightRequest.newContext({ baseURL: page.url() });
      const signedIn = await program.get(`/api/session?token=${encodeURIComponent(token)}`);
      expect(signedIn.status()).toBe(200);
      expect((await signedIn.json()).id).toBe((await api<Stored>(request, 'session')).id);
      await program.dispose();
    });
  });
}
