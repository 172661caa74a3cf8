import { expect, test, type APIRequestContext, type Page } from 'playwright/test';
import { FULL_PERMISSION_MASK, PERMISSION_BITS, setPermissionBit } from '@farol/model';
import { apiLogin, login, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

interface StoredUser {
  id: number;
  name: string;
  email: string;
  userLimit: number;
  readonly: boolean;
  attributes: Record<string, unknown>;
}

async function users(request: APIRequestContext): Promise<StoredUser[]> {
  const response = await request.get('/api/users');
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredUser[];
}

/** Signs a page in through the login form as `email`. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Usuário ou e-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: SLOW });
}

/** Fills the account tab of a new user and its password twice. */
async function fillAccount(page: Page, name: string, email: string, password: string) {
  await page.getByLabel(/^Nome/).fill(name, { timeout: SLOW });
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByLabel(/^Confirmar senha/).fill(password);
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`accounts (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(300_000);
    const tag = size.label;

    test('a reseller makes a customer with a mask; the customer sees only what it allows', async ({
      page,
      browser,
      request,
    }) => {
      const admin = await apiLogin(request);
      const original = (await (await request.get('/api/server')).json()) as {
        attributes: Record<string, unknown>;
      };
      await request.put('/api/server', {
        data: {
          ...original,
          attributes: { ...original.attributes, 'tarkan.enableAdvancedPerms': true },
        },
      });
      cleanups.push(() => request.put('/api/server', { data: original }));

      // The administrator makes the reseller in the users screen.
      await login(page);
      await visit(page, '/users');
      await expect(page.getByTestId('users-tree')).toBeVisible({ timeout: SLOW });
      await page.getByRole('button', { name: 'Novo usuário' }).first().click();
      await expect(page).toHaveURL(/\/users\/new$/);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText('Digite um nome e sobrenome')).toBeVisible();
      const resellerEmail = `e2e-revenda-${tag}@farol.test`;
      await fillAccount(page, `E2E Revenda ${tag}`, resellerEmail, 'revenda1');
      await page.getByRole('tab', { name: 'Permissões' }).click();
      await page.getByLabel(/^Limite de usuários/).fill('10');
      await page.getByRole('tab', { name: 'Revenda' }).click();
      await page.getByLabel('Conta de revenda').check();
      await page.getByLabel('Pode criar sub-revendas').check();
      await screenshot(page, `user-form-reseller-${tag}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/users$/);
      const reseller = (await users(request)).find((user) => user.email === resellerEmail)!;
      cleanups.push(() => request.delete(`/api/users/${reseller.id}`));
      expect(reseller).toMatchObject({
        userLimit: 10,
        attributes: { 'tarkan.reseller': true, 'tarkan.subReseller': true },
      });

      // Log in as the reseller from its row; the header says so.
      await page.getByRole('searchbox').fill(`E2E Revenda ${tag}`);
      const row = page.getByRole('row', { name: new RegExp(`E2E Revenda ${tag}`) });
      await expect(row).toBeVisible();
      await screenshot(page, `users-tree-${tag}`);
      await row.getByRole('button', { name: `Entrar como E2E Revenda ${tag}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByTestId('impersonation')).toContainText(
        `Conectado como E2E Revenda ${tag}`,
      );
      await screenshot(page, `impersonation-banner-${tag}`);

      // As the reseller: a customer without reports and without engine lock.
      await visit(page, '/users/new');
      const customerEmail = `e2e-cliente-${tag}@farol.test`;
      await fillAccount(page, `E2E Cliente ${tag}`, customerEmail, 'cliente1');
      await page.getByRole('tab', { name: 'Permissões' }).click();
      await page.getByLabel('Usar permissões avançadas').check();
      await page.getByRole('switch', { name: 'Relatórios: Acesso' }).uncheck();
      await page.getByRole('switch', { name: 'Dispositivos: Bloquear' }).uncheck();
      await page.getByRole('switch', { name: 'Usuários: Acesso' }).uncheck();
      await screenshot(page, `user-form-mask-${tag}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/users$/);
      const customer = (await users(request)).find((user) => user.email === customerEmail)!;
      cleanups.push(() => request.delete(`/api/users/${customer.id}`));
      const expected = [
        PERMISSION_BITS.reports,
        PERMISSION_BITS.deviceLock,
        PERMISSION_BITS.users,
      ].reduce((mask, bit) => setPermissionBit(mask, bit, false), FULL_PERMISSION_MASK);
      expect(customer.attributes['tarkan.advancedPerms']).toBe(expected);

      // The reseller makes a sub-reseller too, and later takes engine unlock from the customer.
      await visit(page, '/users/new');
      const subEmail = `e2e-subrevenda-${tag}@farol.test`;
      await fillAccount(page, `E2E Sub-revenda ${tag}`, subEmail, 'subrevenda1');
      await page.getByRole('tab', { name: 'Revenda' }).click();
      await page.getByLabel('Conta de revenda').check();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/users$/);
      const sub = (await users(request)).find((user) => user.email === subEmail)!;
      cleanups.push(() => request.delete(`/api/users/${sub.id}`));
      expect(sub.attributes['tarkan.reseller']).toBe(true);
      await visit(page, `/users/${customer.id}`);
      await expect(page.getByLabel(/^Nome/)).toHaveValue(`E2E Cliente ${tag}`, { timeout: SLOW });
      await page.getByRole('tab', { name: 'Permissões' }).click({ timeout: SLOW });
      await page.getByRole('switch', { name: 'Dispositivos: Desbloquear' }).uncheck();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/users$/);
      const masked = setPermissionBit(expected, PERMISSION_BITS.deviceUnlock, false);
      const edited = (await users(request)).find((user) => user.id === customer.id)!;
      expect(edited.attributes['tarkan.advancedPerms']).toBe(masked);

      // Back to the administrator's own account.
      await page.getByRole('button', { name: `Voltar para` }).click();
      await expect(page).toHaveURL(/\/users$/);
      await expect(page.getByTestId('impersonation')).toHaveCount(0);

      // The customer signs in elsewhere: no reports in the menu, and the server refuses them.
      const context = await browser.newContext({ viewport: size.viewport });
      const other = await context.newPage();
      try {
        await signIn(other, customerEmail, 'cliente1');
        const menu = other.getByRole('navigation', { name: 'menu' });
        if (tag === 'desktop') {
          await expect(menu.getByRole('link', { name: 'Dispositivos' })).toBeVisible();
          await expect(menu.getByRole('link', { name: 'Relatórios' })).toHaveCount(0);
          // The route player stays: without the reports bits it reads positions by period,
          // which the server answers for every device the customer sees (model/replayRights.ts).
          await expect(menu.getByRole('link', { name: 'Histórico' })).toBeVisible();
        }
        await screenshot(other, `customer-home-${tag}`);
        const refused = await other.evaluate(async () => {
          const now = new Date();
          const from = new Date(now.getTime() - 86_400_000).toISOString();
          const response = await fetch(
            `/api/reports/summary?deviceId=1&from=${from}&to=${now.toISOString()}`,
            { headers: { Accept: 'application/json' } },
          );
          return { status: response.status, text: await response.text() };
        });
        expect(refused.status).toBeGreaterThanOrEqual(400);
      } finally {
        await context.close();
      }

      // The reseller's advanced logs show each step with the product's codes
      // (companion-api.md: 101 user created and login, 105 user edited).
      await page.getByRole('searchbox').fill(`E2E Revenda ${tag}`);
      await row.getByRole('button', { name: `Entrar como E2E Revenda ${tag}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).click();
      await expect(page.getByTestId('impersonation')).toBeVisible();
      await page.getByRole('button', { name: 'Menu do usuário' }).click();
      await page.getByRole('menuitem', { name: 'Logs avançados' }).click();
      await expect(page).toHaveURL(/\/logs$/);
      const log = page.getByRole('rowgroup', { name: 'Registros do log' });
      const entry = (actor: string, id: number) =>
        log.getByRole('row', { name: new RegExp(`${actor}.*Usuário #${id}`) }).first();
      const filter = page.getByRole('combobox', { name: 'Ação' });
      await filter.selectOption('101', { timeout: SLOW });
      for (const [actor, id] of [
        [resellerEmail, sub.id],
        [resellerEmail, customer.id],
        [customerEmail, customer.id],
      ] as const) {
        await expect(entry(actor, id)).toContainText('Login / usuário criado', {
          timeout: SLOW,
        });
      }
      await screenshot(page, `accounts-logs-101-${tag}`);
      await filter.selectOption('105');
      const maskEdit = entry(resellerEmail, customer.id);
      await expect(maskEdit).toContainText('Usuário editado');
      await maskEdit.click();
      const detail = page.getByRole('region', { name: 'Detalhes do registro' });
      const change = detail.getByRole('row', { name: /advancedPerms/ });
      await expect(change).toContainText(expected);
      await expect(change).toContainText(masked);
      // Done by the administrator logged in as the reseller: the entry says by whom.
      await expect(detail).toContainText(`Conectado comoPelo usuário nº ${admin.id}`);
      await screenshot(page, `accounts-logs-mask-${tag}`);
      await page.getByRole('button', { name: `Voltar para` }).click();
    });
  });
}
