import { ScatterplotLayer } from '@deck.gl/layers';
import { describe, expect, it, vi } from 'vitest';
import { createMapOverlays } from '../../../src/ui/map/mapOverlays';

const layer = (id: string) => new ScatterplotLayer({ id, data: [] });

describe('map overlays', () => {
  it('keeps an editing overlay apart, for the editing canvas, and the others above the fleet', () => {
    const overlays = createMapOverlays();
    const listener = vi.fn();
    overlays.subscribe(listener);
    const report = layer('report');
    const handles = layer('handles');
    overlays.set('report', { layers: [report] });
    overlays.set('editor', { layers: [handles], editing: true });
    expect(overlays.current()).toEqual({
      layers: [report],
      editing: [handles],
      editBounds: null,
      live: [],
      liveBounds: null,
      hideFleet: false,
    });
    overlays.set('editor', null);
    expect(overlays.current()).toEqual({
      layers: [report],
      editing: [],
      editBounds: null,
      live: [],
      liveBounds: null,
      hideFleet: false,
    });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('tells where the editing layers lie: every editing overlay’s bounds, or anywhere', () => {
    const overlays = createMapOverlays();
    overlays.set('report', { layers: [layer('report')], bounds: null });
    overlays.set('shape', {
      layers: [],
      editing: true,
      bounds: [
        [0, 0],
        [1, 1],
      ],
    });
    overlays.set('ghost', {
      layers: [],
      editing: true,
      bounds: [
        [-1, 0.5],
        [0.5, 2],
      ],
    });
    expect(overlays.current().editBounds).toEqual([
      [-1, 0],
      [1, 2],
    ]);
    overlays.set('rubber band', { layers: [], editing: true, bounds: null });
    expect(overlays.current().editBounds).toBeNull();
  });

  it('keeps live overlays apart, for the live canvas, with where they lie', () => {
    const overlays = createMapOverlays();
    const shape = layer('shape');
    const edges = layer('edges');
    overlays.set('shape', {
      layers: [shape],
      editing: true,
      bounds: [
        [0, 0],
        [1, 1],
      ],
    });
    overlays.set('live', {
      layers: [edges],
      editing: true,
      live: true,
      bounds: [
        [0.5, 0.5],
        [2, 2],
      ],
    });
    expect(overlays.current()).toMatchObject({
      layers: [],
      editing: [shape],
      editBounds: [
        [0, 0],
        [1, 1],
      ],
      live: [edges],
      liveBounds: [
        [0.5, 0.5],
        [2, 2],
      ],
    });
  });

  it('draws an overlay set below under the others of its canvas, even when set again later', () => {
    const overlays = createMapOverlays();
    const stored = layer('stored');
    const edited = layer('edited');
    overlays.set('stored', { layers: [stored], editing: true, below: true });
    overlays.set('edited', { layers: [edited], editing: true });
    overlays.set('stored', null);
    overlays.set('stored', { layers: [stored], editing: true, below: true });
    expect(overlays.current().editing).toEqual([stored, edited]);
  });
});
