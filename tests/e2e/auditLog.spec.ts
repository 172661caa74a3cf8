import { expect, test } from 'playwright/test';
import { apiLogin, login, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`advanced logs (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(240_000);

    test('a device renamed shows in /logs with its before and after', async ({ page, request }) => {
      await apiLogin(request);
      const name = `E2E Log ${size.label} ${Date.now()}`;
      const created = await request.post('/api/devices', {
        data: { name, uniqueId: `e2e-log-${size.label}-${Date.now()}` },
      });
      expect(created.status()).toBe(200);
      const device = (await created.json()) as { id: number; name: string };
      try {
        const renamed = await request.put(`/api/devices/${device.id}`, {
          data: { ...device, name: `${name} 2` },
        });
        expect(renamed.status()).toBe(200);

        await login(page);
        await page.getByRole('button', { name: 'Menu do usuário' }).click();
        await page.getByRole('menuitem', { name: 'Logs avançados' }).click();
        await expect(page).toHaveURL(/\/logs$/);
        const list = page.getByRole('rowgroup', { name: 'Registros do log' });
        await expect(list.getByRole('row').first()).toBeVisible({ timeout: SLOW });
        await page.getByRole('combobox', { name: 'Ação' }).selectOption('301');
        await screenshot(page, `audit-log-${size.label}`);

        await visit(page, `/logs?device=${device.id}`);
        const edit = list.getByRole('row', { name: /Dispositivo editado/ }).first();
        await expect(edit).toBeVisible({ timeout: SLOW });
        await edit.click();
        const detail = page.getByRole('region', { name: 'Detalhes do registro' });
        const change = detail.getByRole('row', { name: /^name/ });
        await expect(change).toContainText(name);
        await expect(change).toContainText(`${name} 2`);
        await screenshot(page, `audit-detail-${size.label}`);
      } finally {
        await request.delete(`/api/devices/${device.id}`);
      }
    });
  });
}
