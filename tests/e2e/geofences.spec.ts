import { expect, test } from 'playwright/test';
import { apiLogin, login, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`geofence list and form (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(240_000);
    const tag = size.label;

    test('a geofence is listed with its area, edited and deleted through the UI', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      const created = await request.post('/api/geofences', {
        data: { name: `E2E Pátio ${tag}`, area: 'CIRCLE (-23.5 -46.6, 1000)', attributes: {} },
      });
      expect(created.status()).toBe(200);
      const { id } = (await created.json()) as { id: number };
      await login(page);
      await visit(page, '/geofence');
      await page.getByRole('searchbox').fill(`E2E Pátio ${tag}`, { timeout: SLOW });
      const row = page.getByRole('row', { name: new RegExp(`E2E Pátio ${tag}`) });
      await expect(row).toContainText('Círculo · 3,14 km²');
      await row.click();
      await page.getByLabel(/^Nome/).fill(`E2E Pátio 2 ${tag}`, { timeout: SLOW });
      await page.getByLabel('Bloquear ao entrar').check();
      await screenshot(page, `geofence-form-${tag}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/geofence$/, { timeout: SLOW });
      const saved = (await (await request.get(`/api/geofences/${id}`)).json()) as {
        name: string;
        area: string;
        attributes: Record<string, unknown>;
      };
      expect(saved).toMatchObject({
        name: `E2E Pátio 2 ${tag}`,
        area: 'CIRCLE (-23.5 -46.6, 1000)',
        attributes: { lockOnEnter: true },
      });

      await page.getByRole('searchbox').fill(`E2E Pátio 2 ${tag}`);
      await page.getByRole('row', { name: new RegExp(`E2E Pátio 2 ${tag}`) }).click();
      await page.getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(page).toHaveURL(/\/geofence$/);
      expect((await request.get(`/api/geofences/${id}`)).status()).not.toBe(200);
    });
  });
}
