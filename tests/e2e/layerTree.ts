/**
 * The page's composited layers, read through the Chrome DevTools Protocol's LayerTree domain:
 * each layer's size, whether it draws its own content, why Chromium composited it, and the DOM
 * element it belongs to. On SwiftShader every changed frame composites all of them, so their
 * number and area are what a frame costs in the GPU process.
 */
import type { Page } from 'playwright';

export interface CompositedLayer {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  drawsContent: boolean;
  /** How many times Chromium has painted the layer's content so far. */
  paintCount: number;
  reasons: string[];
  node: string;
}

interface CdpLayer {
  layerId: string;
  offsetX: number;
  offsetY: number;
  paintCount: number;
  width: number;
  height: number;
  drawsContent: boolean;
  backendNodeId?: number;
  invisible?: boolean;
}

interface CdpNode {
  nodeName: string;
  attributes?: string[];
}

/** A layer whose element the tree names but the DOM no longer has. */
const GONE = '(element gone)';

function describe(node: CdpNode | undefined): string {
  if (!node) return '(no element)';
  const attributes = node.attributes ?? [];
  const attribute = (name: string) => {
    const at = attributes.indexOf(name);
    return at >= 0 ? attributes[at + 1] : undefined;
  };
  const id = attribute('id');
  const className = attribute('class');
  const testId = attribute('data-testid');
  return [
    node.nodeName.toLowerCase(),
    id ? `#${id}` : '',
    className ? `.${className.trim().split(/\s+/).join('.')}` : '',
    testId ? `[data-testid=${testId}]` : '',
  ].join('');
}

/**
 * The layers of the page's current layer tree (waits for the next tree Chromium reports). A tree
 * read while the page re-renders can name elements already gone (every layer "(no element)",
 * once under load): it is read again, up to 5 times, until each layer's element is found.
 */
export async function compositedLayers(page: Page): Promise<CompositedLayer[]> {
  let layers = await readLayers(page);
  for (let attempt = 1; attempt < 5 && layers.some((layer) => layer.node === GONE); attempt++) {
    await page.waitForTimeout(500);
    layers = await readLayers(page);
  }
  return layers;
}

async function readLayers(page: Page): Promise<CompositedLayer[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.getDocument', { depth: -1 });
    // Chromium sends the whole tree on enable and again when it changes: the last one counts.
    let layers: CdpLayer[] | null = null;
    cdp.on('LayerTree.layerTreeDidChange', (event: { layers?: CdpLayer[] }) => {
      if (event.layers) layers = event.layers;
    });
    await cdp.send('LayerTree.enable');
    for (let frame = 0; frame < 20 && !layers; frame += 1)
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await page.waitForTimeout(300);
    if (!layers) throw new Error('no layer tree reported');
    const out: CompositedLayer[] = [];
    for (const layer of layers as CdpLayer[]) {
      if (layer.invisible) continue;
      const { compositingReasons = [], compositingReasonIds = [] } = (await cdp
        .send('LayerTree.compositingReasons', { layerId: layer.layerId })
        .catch(() => ({}))) as { compositingReasons?: string[]; compositingReasonIds?: string[] };
      let node: CdpNode | undefined;
      if (layer.backendNodeId) {
        const described = (await cdp
          .send('DOM.describeNode', { backendNodeId: layer.backendNodeId })
          .catch(() => null)) as { node: CdpNode } | null;
        node = described?.node;
      }
      out.push({
        id: layer.layerId,
        x: Math.round(layer.offsetX),
        y: Math.round(layer.offsetY),
        paintCount: layer.paintCount,
        width: Math.round(layer.width),
        height: Math.round(layer.height),
        drawsContent: layer.drawsContent,
        reasons: compositingReasonIds.length > 0 ? compositingReasonIds : compositingReasons,
        node: layer.backendNodeId && !node ? GONE : describe(node),
      });
    }
    await cdp.send('LayerTree.disable');
    return out;
  } finally {
    await cdp.detach();
  }
}

/** One line per layer that draws, largest first, and the totals. */
export function layerReport(layers: CompositedLayer[]): string[] {
  const drawing = layers.filter((l) => l.drawsContent && l.width * l.height > 0);
  drawing.sort((a, b) => b.width * b.height - a.width * a.height);
  const area = drawing.reduce((sum, l) => sum + l.width * l.height, 0);
  return [
    `composited layers: ${layers.length}, drawing ${drawing.length}, ${(area / 1e6).toFixed(2)} Mpx`,
    ...drawing.map(
      (l) =>
        `  ${l.width}×${l.height} at ${l.x},${l.y} ${l.node} (painted ${l.paintCount}) — ${l.reasons.join(', ') || '(no reason given)'}`,
    ),
  ];
}
