/**
 * The renderer's ceiling: a bare deck.gl page (no app, no worker, no base map) drawing `n`
 * plain scatter points with new positions every animation frame. Frame rates of the app are
 * read against this, measured in the same run.
 */
import { Deck, MapView } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';

const count = Number(new URLSearchParams(location.search).get('n') ?? 10_000);
const positions = new Float64Array(count * 2);
const colors = new Uint8Array(count * 4).fill(200);
for (let i = 0; i < count; i++) {
  positions[i * 2] = -46.8 + Math.random() * 0.4;
  positions[i * 2 + 1] = -23.75 + Math.random() * 0.4;
}
const deck = new Deck({
  parent: document.body as HTMLDivElement,
  views: new MapView(),
  initialViewState: { longitude: -46.6, latitude: -23.55, zoom: 10 },
  layers: [],
});
let tick = 0;
const draw = () => {
  const moved = positions.slice();
  moved[(tick++ % count) * 2] += 0.0001;
  deck.setProps({
    layers: [
      new ScatterplotLayer({
        id: 'points',
        data: {
          length: count,
          attributes: {
            getPosition: { value: moved, size: 2 },
            getFillColor: { value: colors, size: 4, normalized: true },
          },
        },
        radiusUnits: 'pixels',
        getRadius: 5,
      }),
    ],
  });
  requestAnimationFrame(draw);
};
requestAnimationFrame(draw);
