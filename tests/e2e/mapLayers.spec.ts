import sharp from 'sharp';
import { expect, test } from 'playwright/test';
import { login, screenshot } from './support';

/** A recognisable stand-in for an OpenStreetMap tile, served by the test (never fetched). */
async function fakeTile(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#e8f1e4" stroke="#9bbf8f" stroke-width="2"/>
    <text x="128" y="136" font-size="28" text-anchor="middle" fill="#4d7a40">OSM</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('the base-layer picker switches the map to OpenStreetMap and remembers it', async ({
  page,
}) => {
  // Nothing leaves the machine: remote requests fail, OpenStreetMap's tiles are the test's own.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const tile = await fakeTile();
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await login(page);
  const map = page.getByTestId('fleet-map');
  await expect(map).toHaveAttribute('data-base-layer', 'offline');
  await page.getByRole('button', { name: 'Opções do mapa' }).click();
  const picker = page.getByRole('group', { name: 'Mapa base' });
  await expect(picker.getByRole('radio')).toHaveCount(3);
  await picker.getByRole('radio', { name: 'OpenStreetMap' }).click();
  await expect(map).toHaveAttribute('data-base-layer', 'osm');
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles[0]).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
  await page.waitForTimeout(500);
  await screenshot(page, 'map-base-osm');

  // Remembered for this user: a new page load opens on it.
  await page.reload();
  await expect(map).toHaveAttribute('data-base-layer', 'osm');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Opções do mapa' }).click();
  await expect(picker.getByRole('radio', { name: 'OpenStreetMap' })).toBeChecked();
  await screenshot(page, 'map-base-picker-phone');
  await picker.getByRole('radio', { name: 'Offline' }).click();
  await expect(map).toHaveAttribute('data-base-layer', 'offline');
  expect(errors).toEqual([]);
});
