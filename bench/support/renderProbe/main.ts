/**
 * The renderer probe: the map's own device layers (full markers, simple dots, clusters, labels)
 * drawing `n` devices spread over the view, a hundredth of them moving every animation frame,
 * as live data does. `?n=10000&style=full|simple|clusters|labels`. Frame times are read by the
 * benchmark through window.__farolPerf.
 */
import { Deck, MapView } from '@deck.gl/core';
import { buildDeviceAtlas } from '../../../src/ui/map/deviceAtlas';
import { buildDevicesLayer } from '../../../src/ui/map/layers/buildDevicesLayer';
import { buildLabelsLayer } from '../../../src/ui/map/layers/buildMapLayers';
import { ClusterLayer } from '../../../src/ui/map/layers/ClusterLayer';
import type { ClusterFrame, MapFrame } from '../../../src/worker/types';

const params = new URLSearchParams(location.search);
const count = Number(params.get('n') ?? 10_000);
const style = params.get('style') ?? 'full';
const W = 0.5;
const frame: MapFrame = {
  version: 0,
  length: count,
  ids: new Int32Array(count).map((_, i) => i + 1),
  positions: new Float64Array(count * 2),
  courses: new Float32Array(count).map(() => Math.random() * 360),
  colors: new Uint8Array(count * 4).map((_, i) => (i % 4 === 3 ? 255 : 46 + (i % 3) * 60)),
  icons: new Uint8Array(count).map((_, i) => i % 24),
  glyphColors: new Uint8Array(count * 4).fill(255),
  accuracies: new Float32Array(count),
};
for (let i = 0; i < count; i++) {
  frame.positions[i * 2] = -46.6 - W + Math.random() * 2 * W;
  frame.positions[i * 2 + 1] = -23.55 - W * 0.6 + Math.random() * 1.2 * W;
}
const atlas = buildDeviceAtlas();
// `spread` widens the area the devices cover: 3 puts eight in nine outside the view.
const spread = Number(params.get('spread') ?? 1);
for (let i = 0; i < count * 2; i += 2) {
  frame.positions[i] = -46.6 + (frame.positions[i]! + 46.6) * spread;
  frame.positions[i + 1] = -23.55 + (frame.positions[i + 1]! + 23.55) * spread;
}
const labelText = (label: { name: string | null }) => label.name ?? '';
const clusters: ClusterFrame = {
  version: 1,
  zoom: 10,
  cellPx: 64,
  length: count,
  positions: frame.positions,
  counts: new Uint32Array(count).map((_, i) => 2 + (i % 300)),
  online: new Uint32Array(count).map((_, i) => 1 + (i % 100)),
  offline: new Uint32Array(count).map((_, i) => i % 150),
  unknown: new Uint32Array(count).map((_, i) => 1 + (i % 50)),
};
const labels = Array.from(
  { length: Number(params.get('labels') ?? Math.min(count, 1500)) },
  (_, i) => ({
    id: i,
    longitude: frame.positions[i * 2]!,
    latitude: frame.positions[i * 2 + 1]!,
    name: `Caminhão ${i}`,
    plate: null,
    group: null,
    status: null,
    speed: null,
    speedUnit: 'kmh' as const,
  }),
);
const deck = new Deck({
  parent: document.body as HTMLDivElement,
  views: new MapView({ repeat: true }),
  initialViewState: { longitude: -46.6, latitude: -23.55, zoom: 10 },
  layers: [],
});
let tick = 0;
const draw = () => {
  const next: MapFrame = { ...frame, version: ++tick, positions: frame.positions.slice() };
  for (let k = 0; k < Math.max(1, count / 100); k++) {
    const i = Math.floor(Math.random() * count);
    next.positions[i * 2] += 0.0001;
  }
  frame.positions = next.positions;
  deck.setProps({
    layers: [
      style === 'clusters'
        ? new ClusterLayer({ id: 'clusters', frame: { ...clusters, positions: next.positions } })
        : buildDevicesLayer({ frame: next, atlas, compact: style === 'simple' }),
      ...(style === 'labels' ? [buildLabelsLayer(labels, labelText)] : []),
    ],
  });
  requestAnimationFrame(draw);
};
requestAnimationFrame(draw);
