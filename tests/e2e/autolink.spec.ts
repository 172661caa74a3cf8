import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from 'playwright/test';
import { apiLogin, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;
const baseURL = process.env.FAROL_E2E_URL ?? '';

interface Stored {
  id: number;
  name: string;
  uniqueId: string;
  category: string;
  attributes: Record<string, unknown>;
}

/** An API session of its own (cookies apart from the test's `request`). */
async function session(email: string, password: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post('/api/session', { form: { email, password } });
  expect(response.status(), email).toBe(200);
  return context;
}

async function json<T>(context: APIRequestContext, path: string): Promise<T> {
  const response = await context.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

async function post<T>(context: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await context.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Signs a page in through the login form as `email`. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Usuário ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: SLOW });
}

const contexts: APIRequestContext[] = [];
test.afterAll(async () => {
  for (const context of contexts.splice(0)) await context.dispose();
});

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`claim a device by IMEI (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(240_000);

    test("a customer claims a tracker of the reseller's stock, and not one someone has", async ({
      page,
      request,
    }) => {
      const tag = `${size.label}-${Date.now().toString(36)}`;
      const password = 'pass1234';
      await apiLogin(request);
      // A reseller with two trackers in stock, and two customers of theirs.
      const resellerEmail = `e2e-reseller-${tag}@farol.test`;
      await post(request, '/api/users', {
        name: `E2E Revenda ${tag}`,
        email: resellerEmail,
        password,
        userLimit: 10,
        deviceLimit: -1,
      });
      const reseller = await session(resellerEmail, password);
      contexts.push(reseller);
      const customerEmail = `e2e-customer-${tag}@farol.test`;
      const otherEmail = `e2e-other-${tag}@farol.test`;
      await post(reseller, '/api/users', { name: 'Ana', email: customerEmail, password });
      await post(reseller, '/api/users', { name: 'Bia', email: otherEmail, password });
      const imei = (n: number) => `86${Date.now().toString().slice(-9)}${n}${size.label.length}`;
      const free = await post<Stored>(reseller, '/api/devices', {
        name: `E2E Estoque livre ${tag}`,
        uniqueId: imei(1),
      });
      const taken = await post<Stored>(reseller, '/api/devices', {
        name: `E2E Estoque vendido ${tag}`,
        uniqueId: imei(2),
      });
      // Bia has claimed the second one already.
      const other = await session(otherEmail, password);
      contexts.push(other);
      await post(other, '/tarkan/autolink', { imei: taken.uniqueId });

      await signIn(page, customerEmail, password);
      await visit(page, '/autolink');
      const imeiField = page.getByLabel(/^IMEI/);
      await imeiField.fill(taken.uniqueId, { timeout: SLOW });
      await page.getByRole('button', { name: 'Vincular' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        'Não foi possível vincular: Este IMEI não está disponível para a sua conta. Confira o número ou fale com quem forneceu o rastreador.',
      );
      await screenshot(page, `autolink-refused-${size.label}`);
      const customer = await session(customerEmail, password);
      contexts.push(customer);
      expect(await json<Stored[]>(customer, '/api/devices')).toEqual([]);
      const stillBias = await json<Stored[]>(other, '/api/devices');
      expect(stillBias.map((device) => device.id)).toEqual([taken.id]);

      // The pre-filled route, a plate and an icon: claimed, renamed, and in the list at once.
      await visit(page, `/autolink/${free.uniqueId}`);
      await expect(page.getByLabel(/^IMEI/)).toHaveValue(free.uniqueId, { timeout: SLOW });
      await page.getByLabel(/^Placa/).fill('E2E1B23');
      await page.getByRole('radio', { name: 'Picape' }).check({ force: true });
      await screenshot(page, `autolink-${size.label}`);
      await page.getByRole('button', { name: 'Vincular' }).click();
      await expect(page).toHaveURL(new RegExp(`/devices/${free.id}$`), { timeout: SLOW });
      const mine = await json<Stored[]>(customer, '/api/devices');
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        id: free.id,
        name: 'Ana - E2E1B23',
        category: 'pickup',
        attributes: { plate: 'E2E1B23', autolinkUserId: expect.any(Number) },
      });
      await visit(page, '/devices');
      await expect(page.getByText('Ana - E2E1B23').first()).toBeVisible({ timeout: SLOW });
    });
  });
}
