import { chromium, expect, test, type APIRequestContext, type Page } from 'playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { apiLogin, e2eEnv, screenshot } from './support';

/** How long the signed-in app may take to arrive on a busy machine. */
const SLOW = 60_000;

/** Two brands of two resellers' domains, both names resolved by Chromium to the e2e server. */
const BRANDS = [
  {
    host: 'rastreio.norte-e2e.farol.test',
    title: 'Norte Rastreio',
    app: 'Norte',
    color: '#0f7a3a',
  },
  { host: 'frota.sul-e2e.farol.test', title: 'Sul Frotas', app: 'Sul', color: '#b0226e' },
];
type Brand = (typeof BRANDS)[number];

/** A logo with the brand's colour and name, as a designer would hand it over (PNG). */
function logoOf(brand: Brand): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120">
    <rect width="480" height="120" rx="24" fill="${brand.color}"/>
    <circle cx="60" cy="60" r="36" fill="#ffffff"/>
    <text x="118" y="78" font-family="sans-serif" font-size="52" font-weight="bold"
      fill="#ffffff">${brand.app}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A square fav-icon in the brand's colour. */
function favIconOf(brand: Brand): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="${brand.color}"/><circle cx="128" cy="128" r="80"
    fill="#ffffff"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A login background: the brand's colour fading to dark, as a photo-sized JPEG. */
function backgroundOf(brand: Brand): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brand.color}"/>
    <stop offset="1" stop-color="#101010"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The administrator brands `domain` through the real endpoints (texts, colours, images). */
async function brand(request: APIRequestContext, domain: string, of: Brand) {
  const query = `domain=${encodeURIComponent(domain)}`;
  const saved = await request.put(`/tarkan/theme?${query}`, {
    data: {
      config: { title: of.title, appName: of.app, headLogo: { image: true, text: of.app } },
      colors: { primary: of.color },
    },
  });
  expect(saved.status()).toBe(200);
  for (const [type, image, mime] of [
    ['logo-interno', await logoOf(of), 'image/png'],
    ['logo-login', await logoOf(of), 'image/png'],
    ['fav-icon', await favIconOf(of), 'image/png'],
    ['bg-login', await backgroundOf(of), 'image/jpeg'],
  ] as const) {
    const uploaded = await request.post(`/tarkan/theme/upload?type=${type}&${query}`, {
      data: image,
      headers: { 'Content-Type': mime },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
}

/** What the page's own origin serves at `path`, read from inside the page. */
const readJson = (page: Page, path: string) =>
  page.evaluate(async (url) => (await fetch(url)).json(), path) as Promise<Record<string, unknown>>;

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test(`each domain shows its own brand (${size.label})`, async ({ request }) => {
    test.setTimeout(240_000);
    const env = e2eEnv();
    const port = new URL(process.env.FAROL_E2E_URL ?? '').port;
    await apiLogin(request);
    const install = (await (await request.get('/tarkan/assets/custom/config.json')).json()) as {
      title: string;
    };
    // Loopback only: Chromium resolves the test domains to the e2e server.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.farol.test 127.0.0.1'],
    });
    try {
      for (const of of BRANDS) await brand(request, `${of.host}:${port}`, of);
      for (const of of BRANDS) {
        const context = await browser.newContext({
          baseURL: `http://${of.host}:${port}`,
          viewport: size.viewport,
          locale: 'pt-BR',
          timezoneId: 'America/Sao_Paulo',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        try {
          // The login page: the domain's title, colour, login logo and background.
          await page.goto('/login');
          await expect(page).toHaveTitle(of.title);
          const logo = page.getByRole('img', { name: of.title });
          await expect(logo).toBeVisible();
          await expect(logo).toHaveAttribute('src', /logo-login\.png/);
          expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
            0,
          );
          await expect(page.getByTestId('login-brand')).toHaveCSS(
            'background-image',
            /bg-login\.jpg/,
          );
          expect(
            await page.evaluate(() =>
              document.documentElement.style.getPropertyValue('--color-primary'),
            ),
          ).toBe(of.color);
          await expect(page.getByText(of.app, { exact: true })).toBeVisible();
          await screenshot(page, `brand-login-${of.app.toLowerCase()}-${size.label}`);

          // The domain's manifest names its app and lists the fav-icon's PNG sizes.
          const manifest = await readJson(page, '/manifest.webmanifest');
          expect(manifest).toMatchObject({
            name: of.title,
            short_name: of.app,
            theme_color: of.color,
          });
          const icons = manifest.icons as { src: string; sizes: string; type: string }[];
          expect(icons.map((icon) => icon.sizes)).toEqual(
            expect.arrayContaining(['192x192', '512x512']),
          );
          const icon = await page.evaluate(
            async (src) => {
              const response = await fetch(src);
              const bitmap = await createImageBitmap(await response.blob());
              return { type: response.headers.get('content-type'), width: bitmap.width };
            },
            icons.find((one) => one.sizes === '192x192')!.src,
          );
          expect(icon).toEqual({ type: 'image/png', width: 192 });

          // Signed in on that domain: the header carries the same brand.
          await page.getByLabel('Usuário ou e-mail').fill(env.email);
          await page.getByLabel('Senha').fill(env.password);
          await page.getByRole('button', { name: 'Entrar' }).click();
          await expect(page).toHaveURL(/\/home$/, { timeout: SLOW });
          await expect(page.getByText('Carregando…')).toHaveCount(0, { timeout: SLOW });
          const header = page.getByRole('banner');
          const headerLogo = header.getByRole('img', { name: of.title });
          await expect(headerLogo).toBeVisible();
          await expect(headerLogo).toHaveAttribute('src', /logo-interno\.png/);
          await expect(page).toHaveTitle(of.title);
          await screenshot(page, `brand-home-${of.app.toLowerCase()}-${size.label}`);
        } finally {
          await context.close();
        }
      }
      // The install's own address keeps the install's brand.
      const plain = await (await request.get('/tarkan/assets/custom/config.json')).json();
      expect(plain).toMatchObject({ title: install.title });
    } finally {
      await browser.close();
    }
  });
}
