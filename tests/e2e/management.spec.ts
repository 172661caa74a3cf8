import { expect, test, type APIRequestContext, type Page } from 'playwright/test';
import { apiLogin, login, screenshot, visit } from './support';

/** GET /api/<path> as the administrator, parsed. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as T;
}

interface Named {
  id: number;
  name: string;
  groupId?: number;
  uniqueId?: string;
  category?: string;
  attributes: Record<string, unknown>;
}

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

const byName = (items: Named[], name: string) => items.find((item) => item.name === name);

/** Every management screen at the desktop size and on a phone (390×844). */
for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`management screens (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    // Each screen is loaded on first use (and the map draws in software): on a busy machine
    // that takes a while, so these tests allow for it rather than fail on load.
    test.setTimeout(240_000);
    const tag = size.label;

    async function save(page: Page) {
      await page.getByRole('button', { name: 'Salvar' }).click();
    }

    test('groups: create with a parent, edit, refuse an empty name, delete after asking', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      await login(page);
      await visit(page, '/groups');
      await page.getByRole('button', { name: 'Novo grupo' }).first().click({ timeout: SLOW });
      await expect(page).toHaveURL(/\/groups\/new$/);
      await save(page);
      await expect(page.getByText('O nome do campo é obrigatório.')).toBeVisible();
      expect(byName(await api<Named[]>(request, 'groups'), '')).toBeUndefined();

      await page.getByLabel(/^Nome/).fill(`E2E Frota ${tag}`);
      await save(page);
      await expect(page).toHaveURL(/\/groups$/);
      await page.getByRole('button', { name: 'Novo grupo' }).first().click();
      await page.getByLabel(/^Nome/).fill(`E2E Sul ${tag}`);
      await page.getByLabel('Grupo pai').selectOption({ label: `E2E Frota ${tag}` });
      await save(page);
      await expect(page.getByTestId('group-list')).toContainText(`E2E Sul ${tag}`);
      await screenshot(page, `groups-${tag}`);

      const groups = await api<Named[]>(request, 'groups');
      const parent = byName(groups, `E2E Frota ${tag}`)!;
      expect(byName(groups, `E2E Sul ${tag}`)?.groupId).toBe(parent.id);

      await page.getByText(`E2E Sul ${tag}`).click();
      await page.getByLabel(/^Nome/).fill(`E2E Sul 2 ${tag}`);
      await save(page);
      await expect(page.getByTestId('group-list')).toContainText(`E2E Sul 2 ${tag}`);
      const renamed = byName(await api<Named[]>(request, 'groups'), `E2E Sul 2 ${tag}`)!;

      await page.getByText(`E2E Sul 2 ${tag}`).click();
      await page.getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(page).toHaveURL(/\/groups$/);
      expect((await request.get(`/api/groups/${renamed.id}`)).status()).not.toBe(200);
      await request.delete(`/api/groups/${parent.id}`);
    });

    test('drivers: create, edit and bulk delete from the list', async ({ page, request }) => {
      await apiLogin(request);
      await login(page);
      await visit(page, '/drivers/new');
      await page.getByLabel(/^Nome/).fill(`E2E Rui ${tag}`, { timeout: SLOW });
      await page.getByLabel(/^Identificador/).fill(`rfid-${tag}`);
      await page.getByLabel('Consumo (litros/100 km)').fill('12.5');
      await save(page);
      await expect(page.getByTestId('driver-list')).toContainText(`E2E Rui ${tag}`, {
        timeout: SLOW,
      });
      const driver = byName(await api<Named[]>(request, 'drivers'), `E2E Rui ${tag}`)!;
      expect(driver).toMatchObject({ uniqueId: `rfid-${tag}`, attributes: { litersx100km: 12.5 } });

      await page.getByRole('searchbox').fill(`rui ${tag}`);
      await page
        .getByRole('row', { name: new RegExp(`E2E Rui ${tag}`) })
        .getByRole('checkbox')
        .check();
      await page.getByRole('toolbar').getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(page.getByRole('row', { name: new RegExp(`E2E Rui ${tag}`) })).toHaveCount(0);
      expect(byName(await api<Named[]>(request, 'drivers'), `E2E Rui ${tag}`)).toBeUndefined();
    });

    test('devices: register a new one, edit icon, plate and colour, delete', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      await login(page);
      await visit(page, `/devices/new?uniqueId=e2e-imei-${tag}`);
      await expect(page.getByLabel(/^Identificador/)).toHaveValue(`e2e-imei-${tag}`, {
        timeout: SLOW,
      });
      await page.getByLabel(/^Nome/).fill(`E2E Van ${tag}`);
      await page.getByRole('radio', { name: 'Van' }).check({ force: true });
      await page.getByLabel('Placa').fill('E2E1A23');
      await save(page);
      await expect(page).toHaveURL(/\/devices\/\d+$/, { timeout: SLOW });
      const created = byName(await api<Named[]>(request, 'devices'), `E2E Van ${tag}`)!;
      expect(created).toMatchObject({
        uniqueId: `e2e-imei-${tag}`,
        category: 'van',
        attributes: { plate: 'E2E1A23' },
      });

      await visit(page, `/devices/${created.id}/edit`);
      await page
        .getByRole('slider', { name: 'Cor do ícone: Matiz' })
        .fill('200', { timeout: SLOW });
      await page.getByRole('slider', { name: 'Cor do ícone: Saturação' }).fill('80');
      await expect(page.getByTestId('glyph-preview')).not.toHaveAttribute(
        'data-color',
        'rgb(255, 255, 255)',
      );
      await screenshot(page, `device-form-${tag}`);
      await save(page);
      await expect(page).toHaveURL(new RegExp(`/devices/${created.id}$`));
      const edited = (await api<Named[]>(request, `devices?id=${created.id}`))[0]!;
      expect(edited.attributes['tarkan.color']).toBe('200|80|100');

      await visit(page, '/devices/manage');
      await page.getByRole('searchbox').fill(`E2E Van ${tag}`, { timeout: SLOW });
      // The name column keeps room for a name; on a phone group, plate and model stay off
      // (searched still), leaving IMEI and status room to be read.
      const name = page.getByText(`E2E Van ${tag}`);
      expect((await name.boundingBox())!.width).toBeGreaterThan(80);
      const plate = page.getByRole('columnheader', { name: 'Placa' });
      if (tag === 'mobile') await expect(plate).toHaveCount(0);
      else await expect(plate).toBeVisible();
      const imei = page.getByRole('columnheader', { name: 'IMEI' });
      expect((await imei.boundingBox())!.width).toBeGreaterThan(60);
      await screenshot(page, `devices-manage-${tag}`);
      await name.click();
      await page.getByRole('button', { name: 'Excluir' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
      await expect(page).toHaveURL(/\/devices\/manage$/);
      expect(await api<Named[]>(request, `devices?id=${created.id}`)).toEqual([]);
    });
  });
}
