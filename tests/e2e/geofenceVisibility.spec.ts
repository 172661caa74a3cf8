import sharp from 'sharp';
import { expect, test, type Page } from 'playwright/test';
import { apiLogin, login, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

/**
 * How many pixels of the map look like a geofence's fill over the sea: blue well above red.
 * The panels' own blue (buttons) is the same whether the geofence shows or not.
 */
async function bluePixels(page: Page): Promise<number> {
  const png = await page.getByTestId('fleet-map').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i + 2]! - data[i]! > 45) count++;
  return count;
}

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`geofence visibility (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(240_000);
    const tag = size.label;

    test('the eye hides a geofence from the map and shows it again, remembered', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      // Far out in the South Atlantic, 200 km across: nothing else is drawn there.
      const name = `E2E Oculta ${tag} ${Date.now()}`;
      const created = await request.post('/api/geofences', {
        data: { name, area: 'CIRCLE (-12 -20, 200000)', attributes: {} },
      });
      expect(created.status()).toBe(200);
      const { id } = (await created.json()) as { id: number };
      try {
        await login(page);
        const map = page.getByTestId('fleet-map');
        const row = page.getByRole('row', { name: new RegExp(name) });
        // Opening it flies the map there; back to the list, the map stays.
        const flyThere = async () => {
          await visit(page, '/geofence');
          await page.getByRole('searchbox').fill(name, { timeout: SLOW });
          await row.click();
          await expect(map).toHaveAttribute('data-center', /^-20\.\d+,-12\.\d+$/, {
            timeout: SLOW,
          });
          await visit(page, '/geofence');
          await page.getByRole('searchbox').fill(name, { timeout: SLOW });
          await expect(row).toBeVisible();
          await page.waitForTimeout(1000);
        };
        await flyThere();
        const shown = await bluePixels(page);
        expect(shown).toBeGreaterThan(20_000);

        await row.getByRole('button', { name: `Ocultar ${name} do mapa` }).click();
        await expect(map).toHaveAttribute('data-hidden-geofences', /[1-9]/);
        await expect.poll(() => bluePixels(page)).toBeLessThan(shown / 2);
        await expect(page.getByRole('button', { name: /Mostrar todas/ })).toBeVisible();
        await screenshot(page, `geofence-hidden-${tag}`);

        // Remembered for this user: a new page load keeps it hidden.
        await page.reload();
        await expect(map).toHaveAttribute('data-hidden-geofences', /[1-9]/, { timeout: SLOW });
        await flyThere();
        expect(await bluePixels(page)).toBeLessThan(shown / 2);
        const again = row.getByRole('button', { name: `Mostrar ${name} no mapa` });
        await expect(again).toBeVisible({ timeout: SLOW });
        await again.click();
        await expect(row.getByRole('button', { name: `Ocultar ${name} do mapa` })).toBeVisible();
        await expect.poll(() => bluePixels(page), { timeout: SLOW }).toBeGreaterThan(shown * 0.9);
        await screenshot(page, `geofence-shown-${tag}`);
      } finally {
        await request.delete(`/api/geofences/${id}`);
      }
    });
  });
}
