import { expect, test, type APIRequestContext, type Page } from 'playwright/test';
import { parseWkt } from '@farol/model';
import { compositedLayers } from './layerTree';
import { apiLogin, login, screenshot, visit } from './support';

/** How long a lazily loaded screen may take to arrive on a busy machine. */
const SLOW = 60_000;

interface StoredGeofence {
  id: number;
  name: string;
  area: string;
  attributes: Record<string, unknown>;
}

async function stored(request: APIRequestContext, name: string) {
  const response = await request.get('/api/geofences');
  expect(response.status()).toBe(200);
  return ((await response.json()) as StoredGeofence[]).find((item) => item.name === name);
}

/** The map's box: clicks are placed in its part the panel leaves uncovered. */
async function mapArea(page: Page, panelTitle = 'Nova cerca') {
  const box = (await page.getByTestId('fleet-map').boundingBox())!;
  const panel = (await page.getByRole('region', { name: panelTitle }).boundingBox())!;
  const mobile = box.width < 768;
  // Desktop: right of the side panel; phone: above the bottom panel, below the edit bar.
  const left = mobile ? box.x : panel.x + panel.width;
  const top = mobile ? box.y + 80 : box.y + 80;
  const bottom = mobile ? panel.y : box.y + box.height;
  return {
    at: (fx: number, fy: number) => ({
      x: left + (box.x + box.width - left) * fx,
      y: top + (bottom - top) * fy,
    }),
  };
}

/**
 * Waits until the camera rests: the map fits the fleet once, when the first devices arrive, and
 * flies to a stored geofence when it opens. Clicks then land where they are aimed.
 */
async function mapAtRest(page: Page) {
  const map = page.getByTestId('fleet-map');
  await expect(map).not.toHaveAttribute('data-devices', '0', { timeout: SLOW });
  const view = () => map.evaluate((element) => `${element.dataset.center} ${element.dataset.zoom}`);
  let previous = await view();
  for (let stable = 0; stable < 3;) {
    await page.waitForTimeout(500);
    const now = await view();
    stable = now === previous ? stable + 1 : 0;
    previous = now;
  }
}

async function openNew(page: Page, name: string) {
  await visit(page, '/geofence/new');
  await page.getByLabel(/^Nome/).fill(name, { timeout: SLOW });
  await mapAtRest(page);
}

async function clickAt(page: Page, point: { x: number; y: number }) {
  await page.mouse.click(point.x, point.y);
}

type Point = { x: number; y: number };

/** Presses at one point and moves to another in steps, as a hand would, still pressing. */
async function pressAndMove(page: Page, from: Point, to: Point) {
  await page.mouse.move(from.x, from.y, { steps: 2 });
  await page.waitForTimeout(100);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
}

/** Drags with the mouse from one point to another and lets go. */
async function drag(page: Page, from: Point, to: Point) {
  await pressAndMove(page, from, to);
  await page.mouse.up();
}

/** Draws the square polygon the drag tests edit (its third vertex at 0.7, 0.7). */
async function drawSquare(page: Page, map: { at(fx: number, fy: number): Point }) {
  await page.getByRole('button', { name: 'Polígono' }).click();
  await clickAt(page, map.at(0.3, 0.3));
  await clickAt(page, map.at(0.7, 0.3));
  await clickAt(page, map.at(0.7, 0.7));
  await page.mouse.dblclick(map.at(0.3, 0.7).x, map.at(0.3, 0.7).y);
  await expect(page.getByTestId('geofence-area')).toHaveText('Polígono · 4 pontos');
}

/** Where the map puts what it flies to: the middle of its part the panel leaves uncovered. */
async function visibleCentre(page: Page, panelTitle: string): Promise<Point> {
  const box = (await page.getByTestId('fleet-map').boundingBox())!;
  const panel = (await page.getByRole('region', { name: panelTitle }).boundingBox())!;
  return box.width < 768
    ? { x: box.x + box.width / 2, y: (box.y + panel.y) / 2 }
    : { x: (panel.x + panel.width + box.x + box.width) / 2, y: box.y + box.height / 2 };
}

for (const size of [
  { label: 'desktop', viewport: { width: 1440, height: 900 } },
  { label: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`geofence drawing on the map (${size.label})`, () => {
    test.use({ viewport: size.viewport });
    test.setTimeout(240_000);
    const tag = size.label;

    test('a circle, a polygon and a line drawn with the mouse are stored as their WKT', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      await login(page);

      // Circle: centre, then radius.
      const circleName = `E2E Círculo desenhado ${tag}`;
      await openNew(page, circleName);
      const map = await mapArea(page);
      await page.getByRole('button', { name: 'Círculo' }).click();
      await expect(page.getByTestId('geofence-hint')).toHaveText(
        'Clique no mapa no centro do círculo.',
      );
      await clickAt(page, map.at(0.5, 0.5));
      await page.mouse.move(map.at(0.7, 0.5).x, map.at(0.7, 0.5).y, { steps: 4 });
      await clickAt(page, map.at(0.7, 0.5));
      await expect(page.getByTestId('geofence-area')).toContainText(/Círculo · [\d.,]+ km²/);
      await screenshot(page, `geofence-draw-circle-${tag}`);
      await page.getByRole('toolbar').getByRole('button', { name: 'Concluir' }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/geofence$/, { timeout: SLOW });
      const circle = await stored(request, circleName);
      expect(circle?.area).toMatch(/^CIRCLE \(-?[\d.]+ -?[\d.]+, [\d.]+\)$/);
      const circleShape = parseWkt(circle!.area);
      expect(circleShape.type === 'circle' && circleShape.radius).toBeGreaterThan(1);

      // Polygon: four vertices, the last one double-clicked to close it.
      const polygonName = `E2E Polígono desenhado ${tag}`;
      await openNew(page, polygonName);
      await page.getByRole('button', { name: 'Polígono' }).click();
      for (const [fx, fy] of [
        [0.3, 0.3],
        [0.7, 0.3],
        [0.7, 0.7],
      ] as const)
        await clickAt(page, map.at(fx, fy));
      const last = map.at(0.3, 0.7);
      await page.mouse.dblclick(last.x, last.y);
      await expect(page.getByTestId('geofence-area')).toHaveText('Polígono · 4 pontos');
      await screenshot(page, `geofence-draw-polygon-${tag}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/geofence$/, { timeout: SLOW });
      const polygon = parseWkt((await stored(request, polygonName))!.area);
      expect(polygon.type).toBe('polygon');
      // Traccar's ring, closed on its first vertex; the map's x runs with longitude.
      const ring = polygon.type === 'polygon' ? polygon.ring : [];
      expect(ring).toHaveLength(5);
      expect(ring[4]).toEqual(ring[0]);
      expect(ring[1]![0]).toBeGreaterThan(ring[0]![0]);
      expect(ring[2]![1]).toBeLessThan(ring[1]![1]);

      // Line: three points with a 40 m corridor, ended with Concluir.
      const lineName = `E2E Linha desenhada ${tag}`;
      await openNew(page, lineName);
      await page.getByRole('button', { name: 'Linha' }).click();
      await page.getByLabel('Distância da linha (m)').fill('40');
      for (const [fx, fy] of [
        [0.2, 0.5],
        [0.5, 0.3],
        [0.8, 0.6],
      ] as const)
        await clickAt(page, map.at(fx, fy));
      await page.getByRole('toolbar').getByRole('button', { name: 'Concluir' }).click();
      await expect(page.getByTestId('geofence-area')).toHaveText('Linha · 3 pontos');
      await screenshot(page, `geofence-draw-line-${tag}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/geofence$/, { timeout: SLOW });
      const line = (await stored(request, lineName))!;
      expect(parseWkt(line.area)).toMatchObject({ type: 'line' });
      expect(line.area).toMatch(/^LINESTRING \((-?[\d.]+ -?[\d.]+, ){2}-?[\d.]+ -?[\d.]+\)$/);
      expect(line.attributes['polylineDistance']).toBe(40);
    });

    test('a polygon that crosses itself is refused; a vertex is moved by dragging it', async ({
      page,
      request,
    }) => {
      await apiLogin(request);
      await login(page);
      const name = `E2E Quadra ${tag}`;
      await openNew(page, name);
      const map = await mapArea(page);
      await drawSquare(page, map);

      // The third vertex dragged above the first edge: the outline crosses itself.
      await drag(page, map.at(0.7, 0.7), map.at(0.5, 0.1));
      const toolbar = page.getByRole('toolbar');
      await toolbar.getByRole('button', { name: 'Concluir' }).click();
      const crossing =
        'O polígono cruza a si mesmo. Mova ou remova vértices para que as bordas não se cruzem.';
      await expect(page.getByRole('alert').filter({ hasText: crossing }).first()).toBeVisible();
      await expect(toolbar).toBeVisible();
      await screenshot(page, `geofence-self-crossing-${tag}`);
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page.getByText(`Não foi possível salvar`).first()).toBeVisible();
      await expect(page).toHaveURL(/\/geofence\/new$/);
      expect(await stored(request, name)).toBeUndefined();

      // Dragged back, it is a square again and is saved.
      await drag(page, map.at(0.5, 0.1), map.at(0.7, 0.7));
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/geofence$/, { timeout: SLOW });
      const before = parseWkt((await stored(request, name))!.area);
      expect(before.type).toBe('polygon');

      // Open it again: the map flies to it, and its third vertex is dragged down and right.
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('row', { name: new RegExp(name) }).click();
      await expect(page.getByTestId('geofence-area')).toHaveText('Polígono · 4 pontos');
      await mapAtRest(page);
      await page.getByRole('button', { name: 'Editar no mapa' }).click();
      await expect(toolbar).toBeVisible();
      const centre = await visibleCentre(page, 'Editar cerca');
      const corner = map.at(0.7, 0.7);
      const middle = map.at(0.5, 0.5);
      const vertex = { x: centre.x + corner.x - middle.x, y: centre.y + corner.y - middle.y };
      await drag(page, vertex, { x: vertex.x + 40, y: vertex.y + 30 });
      await screenshot(page, `geofence-vertex-dragged-${tag}`);
      // The editor draws on a canvas (a WebGL context) of its own, and what follows the pointer
      // on a small live one above it; both go when it closes.
      const editCanvas = page.locator('canvas[data-edit-canvas="editing"]');
      await expect(editCanvas).toHaveCount(1);
      await expect(page.locator('canvas[data-edit-canvas="live"]')).toHaveCount(1);
      // It covers the edited square (with the moved vertex) and not the whole map.
      const whole = (await page.getByTestId('fleet-map').boundingBox())!;
      const drawn = (await editCanvas.boundingBox())!;
      const moved = { x: vertex.x + 40, y: vertex.y + 30 };
      expect(drawn.width * drawn.height).toBeLessThan(whole.width * whole.height);
      expect(drawn.x).toBeGreaterThanOrEqual(whole.x);
      expect(drawn.x + drawn.width).toBeLessThanOrEqual(whole.x + whole.width);
      expect(drawn.x).toBeLessThan(moved.x);
      expect(drawn.x + drawn.width).toBeGreaterThan(moved.x);
      expect(drawn.y + drawn.height).toBeGreaterThan(moved.y);
      await toolbar.getByRole('button', { name: 'Concluir' }).click();
      await page.getByRole('button', { name: 'Salvar' }).click();
      await expect(page).toHaveURL(/\/geofence$/, { timeout: SLOW });
      await expect(page.locator('canvas[data-edit-canvas]')).toHaveCount(0);
      const after = parseWkt((await stored(request, name))!.area);
      const [a, b, c, d] = before.type === 'polygon' ? before.ring : [];
      const ring = after.type === 'polygon' ? after.ring : [];
      // Only the third vertex moved: east of the second, south of the fourth.
      expect([ring[0], ring[1], ring[3]]).toEqual([a, b, d]);
      expect(ring[2]![0]).toBeGreaterThan(c![0]);
      expect(ring[2]![1]).toBeLessThan(c![1]);
    });
  });
}

test.describe('geofence editor: composited layers (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(240_000);

  // On the software renderer every frame a drag changes blends every composited layer again:
  // what is painted above the map (side menu, panel, map buttons) must not be merged into one
  // layer spanning the map (it was: 1440×844, nearly all transparent).
  test('over the map, only its canvases span it; panels and buttons are layers of their size', async ({
    page,
  }) => {
    await login(page);
    await openNew(page, 'E2E camadas');
    await page.getByRole('button', { name: 'Polígono' }).click();
    await expect(page.getByRole('toolbar')).toBeVisible();
    const map = (await page.getByTestId('fleet-map').boundingBox())!;
    const layers = (await compositedLayers(page)).filter(
      (layer) => layer.drawsContent && layer.width * layer.height > 0,
    );
    // The map's own canvases are there (the check sees the layers at all)…
    expect(
      layers.map((layer) => layer.node).filter((node) => node.startsWith('canvas.maplibregl')),
      layers.map((layer) => `${layer.width}×${layer.height} ${layer.node}`).join('; '),
    ).toHaveLength(1);
    // …and no other layer but the page's root covers half the map.
    const spanning = layers
      .filter((layer) => !layer.node.startsWith('canvas') && layer.node !== '#document')
      .filter((layer) => layer.width * layer.height > (map.width * map.height) / 2)
      .map((layer) => `${layer.width}×${layer.height} ${layer.node}`);
    expect(spanning).toEqual([]);
  });
});

test.describe('geofence editor: a vertex drag (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test.setTimeout(240_000);

  /**
   * The map's canvases the compositor draws (seen, not transparent), by role: the base map, the
   * fleet, the editing and live canvases. (Chromium's layer tree lists a transparent canvas all
   * the same: it keeps its layer, only its quads are left out of the frame.)
   */
  const drawnCanvases = (page: Page) =>
    page.getByTestId('fleet-map').evaluate((map) =>
      [...map.querySelectorAll('canvas')]
        .filter((canvas) => {
          const style = getComputedStyle(canvas);
          return !canvas.hidden && style.visibility !== 'hidden' && style.opacity !== '0';
        })
        .map((canvas) =>
          canvas.classList.contains('maplibregl-canvas')
            ? 'base'
            : (canvas.dataset.editCanvas ?? 'fleet'),
        ),
    );

  /** The WebGL context attributes of the editing or live canvas. */
  const contextOf = (page: Page, name: string) =>
    page
      .locator(`canvas[data-edit-canvas="${name}"]`)
      .evaluate((canvas: HTMLCanvasElement) => canvas.getContext('webgl2')?.getContextAttributes());

  /**
   * Whether the flat picture shows the fleet's and the editing canvas's pixels where they lie:
   * of the pixels either draws opaque (the other transparent there), how many the picture shows
   * the same, and how many there are. Read in one task: no picture is taken meanwhile.
   */
  const pictureAgreement = (page: Page) =>
    page.getByTestId('fleet-map').evaluate((map) => {
      const picture = map.querySelector<HTMLCanvasElement>('canvas[data-edit-canvas="flat"]')!;
      const canvases = [...map.querySelectorAll('canvas')];
      const fleet = canvases.find(
        (canvas) => !canvas.dataset.editCanvas && !canvas.classList.contains('maplibregl-canvas'),
      )!;
      const editing = map.querySelector<HTMLCanvasElement>('canvas[data-edit-canvas="editing"]')!;
      const origin = picture.getBoundingClientRect();
      const { width, height } = picture;
      const pixelsOf = (source: HTMLCanvasElement) => {
        const copy = document.createElement('canvas');
        copy.width = width;
        copy.height = height;
        const context = copy.getContext('2d', { willReadFrequently: true })!;
        const at = source.getBoundingClientRect();
        context.drawImage(source, at.left - origin.left, at.top - origin.top, at.width, at.height);
        return context.getImageData(0, 0, width, height).data;
      };
      const shown = pixelsOf(picture);
      const [under, over] = [pixelsOf(fleet), pixelsOf(editing)];
      let opaque = 0;
      let same = 0;
      for (let i = 0; i < shown.length; i += 4) {
        const only =
          under[i + 3] === 255 && over[i + 3] === 0 ? under : over[i + 3] === 255 ? over : null;
        if (!only) continue;
        opaque += 1;
        if ([0, 1, 2].every((c) => Math.abs(shown[i + c]! - only[i + c]!) <= 8)) same += 1;
      }
      return { opaque, same };
    });

  // The fleet and the other geofences stay in view while a vertex moves (the user aligns it with
  // them); and a drag brought back onto its start was a click on the vertex (nebula deletes a
  // clicked vertex).
  test('while a vertex moves the fleet stays in view; a drag back to its start keeps the vertex', async ({
    page,
  }) => {
    await login(page);
    await openNew(page, 'E2E arrasto');
    const map = await mapArea(page);
    await drawSquare(page, map);
    const area = page.getByTestId('geofence-area');
    // At rest, the base map, the fleet and the shape are drawn as one opaque picture
    // (flatPicture.ts): one full-map quad a frame for the compositor instead of two and more.
    await expect.poll(() => drawnCanvases(page)).toEqual(['flat']);

    const vertex = map.at(0.7, 0.7);
    await pressAndMove(page, vertex, { x: vertex.x + 60, y: vertex.y + 40 });
    // The drag's first step redrew the editing canvas: the canvases showed again, and once they
    // rest the picture is taken again, under the live canvas that follows the pointer.
    await expect.poll(() => drawnCanvases(page)).toEqual(['flat', 'live']);
    // The picture shows what the canvases under it would: the fleet and the shape are in view.
    const { opaque, same } = await pictureAgreement(page);
    expect(opaque).toBeGreaterThan(100);
    expect(same / opaque).toBeGreaterThan(0.99);
    // The live canvas, redrawn at every step, has no multisampled, depth or preserved buffer
    // (each a cost per frame under the software renderer); the editing canvas keeps its smoothing.
    expect(await contextOf(page, 'live')).toMatchObject({
      antialias: false,
      depth: false,
      preserveDrawingBuffer: false,
    });
    expect(await contextOf(page, 'editing')).toMatchObject({ antialias: true });
    await screenshot(page, 'geofence-vertex-dragging');
    // Back within a click's slop of the press, and released there.
    await page.mouse.move(vertex.x + 1, vertex.y + 1, { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(500);
    await expect(area).toHaveText('Polígono · 4 pontos');
    await expect.poll(() => drawnCanvases(page)).toEqual(['flat']);
  });
});
