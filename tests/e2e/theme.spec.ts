import { expect, test } from 'playwright/test';
import { apiLogin, login, screenshot } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

interface Brand {
  title: string;
  appName: string;
  headLogo: { image: boolean; text: string };
  whatsapp: string;
  colors: Record<string, string>;
}

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`appearance (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(240_000);

    test('an administrator renames and recolours the brand; the page and config follow', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      const before = (await (
        await request.get('/tarkan/assets/custom/config.json')
      ).json()) as Brand;
      const title = `Rastreio E2E ${size.label}`;
      try {
        await login(page);
        await page.getByRole('button', { name: 'Menu do usuário' }).click();
        await page.getByRole('menuitem', { name: 'Aparência' }).click();
        await expect(page).toHaveURL(/\/theme$/);
        const field = page.getByLabel('Título da página');
        await expect(field).toBeVisible({ timeout: SLOW });
        await field.fill(title);
        await page.getByLabel('Texto do logotipo').fill(`Sul ${size.label}`);
        await page.getByLabel('Principal').fill('#b0226e');
        await page.getByLabel('Cabeçalho').fill('#3a0a24');
        const preview = page.getByRole('figure', { name: 'Pré-visualização' });
        await expect(preview).toContainText(title);
        await expect(preview).toContainText(`Sul ${size.label}`);
        await page.getByRole('button', { name: 'Salvar' }).click();
        await expect(page.getByRole('status')).toHaveText('Aparência salva.', { timeout: SLOW });
        await expect(page).toHaveTitle(title);
        const primary = await page.evaluate(() =>
          document.documentElement.style.getPropertyValue('--color-primary'),
        );
        expect(primary).toBe('#b0226e');
        await screenshot(page, `theme-${size.label}`);

        const after = (await (
          await request.get('/tarkan/assets/custom/config.json')
        ).json()) as Brand;
        expect(after.title).toBe(title);
        expect(after.colors.primary).toBe('#b0226e');
      } finally {
        const restored = await request.put('/tarkan/theme', {
          data: {
            config: {
              title: before.title,
              appName: before.appName,
              headLogo: before.headLogo,
              whatsapp: before.whatsapp,
            },
            colors: before.colors,
          },
        });
        expect(restored.status()).toBe(200);
      }
    });
  });
}
