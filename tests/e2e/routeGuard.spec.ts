import { expect, test } from 'playwright/test';
import { apiLogin, screenshot, visit } from './support';

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the route guard (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(180_000);

    test('a customer who opens an administrator route is told ACESSO NEGADO and goes back', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      const email = `e2e-guard-${size.label}-${Date.now()}@farol.test`;
      const created = await request.post('/api/users', {
        data: { name: `E2E Guarda ${size.label}`, email, password: 'guarda1' },
      });
      expect(created.status()).toBe(200);
      const { id } = (await created.json()) as { id: number };
      try {
        await page.goto('/login');
        await page.getByLabel('Usuário ou e-mail').fill(email);
        await page.getByLabel('Senha').fill('guarda1');
        await page.getByRole('button', { name: 'Entrar' }).click();
        await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });

        for (const path of ['/server', '/users', '/logs']) {
          await visit(page, path);
          await expect(page.getByTestId('access-denied')).toBeVisible({ timeout: 60_000 });
          await expect(page.getByRole('alert')).toHaveText('Seu acesso não inclui esta tela.');
        }
        await screenshot(page, `route-guard-denied-${size.label}`);
        await page.getByRole('link', { name: 'Voltar ao mapa' }).click();
        await expect(page).toHaveURL(/\/home$/);
        // A screen the customer has opens as before.
        await visit(page, '/geofence');
        await expect(page.getByTestId('access-denied')).toHaveCount(0);
      } finally {
        await request.delete(`/api/users/${id}`);
      }
    });
  });
}
