import http from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type Client, userClient, useTestServer } from './helpers';

const MARCA = 'marca.farol.test';

/** A GET with the `Host` a browser on that domain sends: status, type and body. */
function getAs(url: string, host: string, path: string) {
  return new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
    const target = new URL(path, url);
    const request = http.get(target, { headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
  });
}
const jsonAs = async (url: string, host: string, path: string) =>
  JSON.parse((await getAs(url, host, path)).body.toString('utf8'));

/** A real picture of the given size. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#1e88e5' } })
    .png()
    .toBuffer();

const upload = (client: Client, query: string, body: Buffer, type = 'image/png') =>
  fetch(`${client.baseUrl}/tarkan/theme/upload?${query}`, {
    method: 'POST',
    headers: { 'content-type': type, cookie: client.cookie ?? '' },
    body: new Uint8Array(body),
  });

/** White-label per domain: the theme, its images and the PWA manifest follow the Host. */
describe('white-label themes per domain', () => {
  const server = useTestServer();
  const theme = {
    config: { title: 'Marca Rastreamento', appName: 'Marca' },
    colors: { primary: '#112233' },
  };

  it('serves a reseller’s domain its own brand, and every other domain the default', async () => {
    const { farol, admin } = server;
    const reseller = await userClient(farol, admin, 'theme-reseller@farol.test', {
      attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': MARCA },
    });
    const saved = await reseller.client.put('/tarkan/theme', theme);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Marca Rastreamento', appName: 'Marca' });

    const marca = await jsonAs(farol.url, MARCA, '/tarkan/assets/custom/config.json');
    expect(marca).toMatchObject({ title: 'Marca Rastreamento', appName: 'Marca' });
    expect(marca.colors.primary).toBe('#112233');
    const other = await jsonAs(farol.url, 'outra.farol.test', '/tarkan/assets/custom/config.json');
    expect(other.title).toBe('Farol');
    expect(other.colors.primary).toBe('#0b63ce');

    // The administrator's own brand (no reseller's domain) becomes the default.
    const main = await admin.put('/tarkan/theme', { config: { title: 'Central' }, colors: {} });
    expect(main.status, main.text).toBe(200);
    expect(
      (await jsonAs(farol.url, 'outra.farol.test', '/tarkan/assets/custom/config.json')).title,
    ).toBe('Central');
    expect((await jsonAs(farol.url, MARCA, '/tarkan/assets/custom/config.json')).title).toBe(
      'Marca Rastreamento',
    );
  });

  it('lets only administrators and a reseller with a domain (only theirs) write', async () => {
    const { farol, admin } = server;
    const plain = await userClient(farol, admin, 'theme-plain@farol.test');
    const bare = await userClient(farol, admin, 'theme-bare@farol.test', {
      attributes: { 'tarkan.reseller': true },
    });
    const other = await userClient(farol, admin, 'theme-other@farol.test', {
      attributes: { 'tarkan.reseller': true, 'tarkan.domainReseller': 'outra.farol.test' },
    });
    for (const client of [plain.client, bare.client]) {
      const reply = await client.put('/tarkan/theme', theme);
      expect(reply.text).toBe('java.lang.SecurityException: Administrator access required');
      const image = await upload(client, 'type=logo-login', await png(100, 50));
      expect(image.status).toBe(400);
    }
    const foreign = await other.client.put(`/tarkan/theme?domain=${MARCA}`, theme);
    expect(foreign.text).toBe('java.lang.SecurityException: Administrator access required');
    const bad = await admin.put(`/tarkan/theme?domain=${MARCA}`, {
      config: { title: 'Quebrado' },
      colors: { primary: 'red; background: url(x)' },
    });
    expect(bad.status).toBe(400);
    expect((await jsonAs(farol.url, MARCA, '/tarkan/assets/custom/config.json')).title).toBe(
      'Marca Rastreamento',
    );
    const anonymous = await fetch(`${farol.url}/tarkan/theme`, { method: 'PUT' });
    expect(anonymous.status).toBe(401);
  });

  it('resizes uploads with sharp, makes the PWA icons, and the manifest follows the domain', async () => {
    const { farol, admin } = server;
    const favicon = await upload(admin, `type=fav-icon&domain=${MARCA}`, await png(700, 700));
    expect(favicon.status, await favicon.clone().text()).toBe(200);
    const branding = (await favicon.json()) as { images: { favIcon: string } };
    expect(branding.images.favIcon).toMatch(/^\/tarkan\/assets\/custom\/images\/fav-icon\.png\?v=/);
    const stored = await getAs(farol.url, MARCA, branding.images.favIcon);
    expect(stored.type).toBe('image/png');
    expect(await sharp(stored.body).metadata()).toMatchObject({ width: 512, height: 512 });
    const background = await upload(admin, `type=bg-login&domain=${MARCA}`, await png(3200, 1800));
    expect(background.status).toBe(200);
    const bg = (await background.json()) as { backgroundImage: string };
    const bgFile = await getAs(farol.url, MARCA, bg.backgroundImage);
    expect(await sharp(bgFile.body).metadata()).toMatchObject({
      width: 1600,
      height: 900,
      format: 'jpeg',
    });

    const logo = await upload(admin, `type=logo-login&domain=${MARCA}`, await png(1200, 300));
    const withLogo = (await logo.json()) as { logoLogin: string; images: { logoLogin: string } };
    expect(withLogo.logoLogin).toMatch(/^\/tarkan\/assets\/custom\/images\/logo-login\.png\?v=/);
    expect(withLogo.logoLogin).toBe(withLogo.images.logoLogin);
    const logoFile = await getAs(farol.url, MARCA, withLogo.logoLogin);
    expect(await sharp(logoFile.body).metadata()).toMatchObject({ width: 800, height: 200 });

    const manifest = await jsonAs(farol.url, MARCA, '/manifest.webmanifest');
    expect(manifest).toMatchObject({
      name: 'Marca Rastreamento',
      short_name: 'Marca',
      theme_color: '#112233',
    });
    const icon192 = manifest.icons.find((icon: { sizes: string }) => icon.sizes === '192x192');
    const icon = await getAs(farol.url, MARCA, icon192.src);
    expect(await sharp(icon.body).metadata()).toMatchObject({ width: 192, height: 192 });
    // Another domain keeps the default icon, and cannot read this domain's files.
    const plainManifest = await jsonAs(farol.url, 'outra.farol.test', '/manifest.webmanifest');
    expect(plainManifest.icons.map((one: { sizes: string }) => one.sizes)).toEqual([
      'any',
      '192x192',
      '512x512',
    ]);
    expect((await getAs(farol.url, 'outra.farol.test', icon192.src)).status).toBe(404);
  });

  it('lists default PNG icons of the PWA sizes where no fav-icon was uploaded', async () => {
    const { farol } = server;
    const manifest = await jsonAs(farol.url, 'sem-marca.farol.test', '/manifest.webmanifest');
    const icons = manifest.icons as { src: string; sizes: string; type: string }[];
    expect(icons[0]).toEqual({ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' });
    const pngs = icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of pngs) {
      const served = await getAs(farol.url, 'sem-marca.farol.test', icon.src);
      expect(served.status).toBe(200);
      expect(served.type).toBe('image/png');
      const side = Number(icon.sizes.split('x')[0]);
      const meta = await sharp(served.body).metadata();
      expect(meta).toMatchObject({ format: 'png', width: side, height: side });
      // Drawn from the favicon (its blue), not an empty square.
      const { dominant } = await sharp(served.body).stats();
      expect(dominant.b).toBeGreaterThan(dominant.r);
    }
    // Only the PWA sizes are drawn.
    expect(
      (await getAs(farol.url, 'x.farol.test', '/tarkan/assets/icons/icon-5000.png')).status,
    ).toBe(404);
  });

  it('refuses what is not a usable image, writing nothing', async () => {
    const { admin } = server;
    const cases: [string, Buffer, string?][] = [
      ['type=logo-login', Buffer.from('not an image at all')],
      ['type=fav-icon', await png(20, 20)],
      ['type=logo-login', await png(9000, 20)],
      ['type=banner', await png(100, 100)],
      [
        'type=logo-login',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/svg+xml',
      ],
    ];
    for (const [query, body, type] of cases) {
      const reply = await upload(admin, `${query}&domain=vazio.farol.test`, body, type);
      expect([400, 415], `${query}: ${reply.status}`).toContain(reply.status);
    }
    const huge = await upload(
      admin,
      'type=bg-login&domain=vazio.farol.test',
      Buffer.alloc(6 * 1024 * 1024),
    );
    expect(huge.status).toBe(413);
    const config = await jsonAs(
      server.farol.url,
      'vazio.farol.test',
      '/tarkan/assets/custom/config.json',
    );
    expect(config.images.logoLogin).toBeNull();
  });
});
