import { expect, test, type Page } from 'playwright/test';
import { login, screenshot } from './support';

/** Every URL the page's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`the PWA (${size.label})`, () => {
    test.use({ viewport: size.viewport, serviceWorkers: 'allow' });
    test.setTimeout(180_000);

    test('the worker registers, keeps the app shell and no API data; the shell opens offline', async ({
      page,
      context,
    }) => {
      await page.goto('/login');
      // The per-domain manifest the server answers is the one the page links.
      const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(manifest).toBe('/manifest.webmanifest');
      const served = await page.evaluate(async (href) => (await fetch(href)).json(), manifest!);
      expect(served).toMatchObject({ start_url: '/', display: 'standalone' });
      // Installable: PNG icons of 192 and 512 px (the default ones, drawn from the favicon).
      const icons = (served as { icons: { src: string; sizes: string; type: string }[] }).icons;
      for (const side of [192, 512]) {
        const icon = icons.find((one) => one.sizes === `${side}x${side}`)!;
        expect(icon.type).toBe('image/png');
        const decoded = await page.evaluate(async (src) => {
          const response = await fetch(src);
          const bitmap = await createImageBitmap(await response.blob());
          return [response.headers.get('content-type'), bitmap.width, bitmap.height];
        }, icon.src);
        expect(decoded).toEqual(['image/png', side, side]);
      }

      const script = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '',
      );
      expect(new URL(script).pathname).toBe('/sw.js');
      await expect
        .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
        .toBe(true);

      // Signed in, the app has called the APIs; none of it is in the caches.
      await login(page);
      const cached = await cachedUrls(page);
      expect(cached).toContain('/index.html');
      expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
      expect(cached.filter((url) => /^\/(api|tarkan)(\/|$)|webmanifest/.test(url))).toEqual([]);

      // The browser's install offer appears in the user menu.
      await page.evaluate(() => {
        const offer = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(offer, {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
      await page.getByRole('button', { name: 'Menu do usuário' }).click();
      await expect(page.getByRole('menuitem', { name: 'Instalar aplicativo' })).toBeVisible();
      await screenshot(page, `pwa-install-${size.label}`);
      await page.getByRole('menuitem', { name: 'Instalar aplicativo' }).click();
      await page.getByRole('button', { name: 'Menu do usuário' }).click();
      await expect(page.getByRole('menuitem', { name: 'Instalar aplicativo' })).toHaveCount(0);

      // Offline: the reload is answered by the worker; the shell renders and says the server
      // cannot be reached (SPEC §2's maintenance page), then comes back with the network.
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Servidor indisponível' })).toBeVisible({
        timeout: 60_000,
      });
      await screenshot(page, `pwa-offline-${size.label}`);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Tentar novamente' }).click();
      await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
    });
  });
}
