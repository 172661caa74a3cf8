import type { Page } from 'playwright';

/** The camera's latitude, from the map's data-center attribute. */
async function cameraLatitude(page: Page): Promise<number> {
  const center = (await page.getByTestId('fleet-map').getAttribute('data-center')) ?? '0,0';
  return Number(center.split(',')[1]);
}

/** The selected device's latitude from the detail panel (pt-BR: "-23,551234, -46,634567"). */
async function detailLatitude(page: Page): Promise<number | null> {
  const text = await page
    .getByTestId('device-detail')
    .locator('dd')
    .filter({ hasText: /^-?\d+,\d{6}, -?\d+,\d{6}$/ })
    .first()
    .textContent({ timeout: 200 })
    .catch(() => null);
  return text ? Number(text.split(', ')[0]!.replace(',', '.')) : null;
}

/**
 * Milliseconds from a click on list row `index` until the map's camera rests on that device
 * (unchanged between two reads, within 1e-5° of a latitude the detail showed since the click:
 * the device may report again while the camera flies), or NaN after 10 s.
 */
export async function clickToCentre(page: Page, index: number): Promise<number> {
  const started = Date.now();
  await page.locator('[data-device-id]').nth(index).click();
  const seen: number[] = [];
  let previous = NaN;
  while (Date.now() - started < 10_000) {
    const [camera, device] = await Promise.all([cameraLatitude(page), detailLatitude(page)]);
    if (device !== null && !seen.includes(device)) seen.push(device);
    if (camera === previous && seen.some((latitude) => Math.abs(camera - latitude) < 1e-5)) {
      return Date.now() - started;
    }
    previous = camera;
    await page.waitForTimeout(20);
  }
  return NaN;
}
