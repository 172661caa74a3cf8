import { ScatterplotLayer } from '@deck.gl/layers';

export const SELECTION_LAYER_ID = 'selection';

export interface SelectionPoint {
  longitude: number;
  latitude: number;
}

/** A ring around the selected device; hidden when nothing with a position is selected. */
export function buildSelectionLayer({
  point,
}: {
  point: SelectionPoint | null;
}): ScatterplotLayer<SelectionPoint> {
  return new ScatterplotLayer<SelectionPoint>({
    id: SELECTION_LAYER_ID,
    data: point ? [point] : [],
    visible: point !== null,
    getPosition: (d) => [d.longitude, d.latitude],
    radiusUnits: 'pixels',
    getRadius: 21,
    filled: true,
    getFillColor: [11, 99, 206, 40],
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 3,
    getLineColor: [11, 99, 206, 230],
    updateTriggers: { getPosition: point ? `${point.longitude},${point.latitude}` : 'none' },
  });
}
