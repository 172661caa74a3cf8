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
    expect(overlays.current()).toEqual({ layers: [report], editing: [handles], hideFleet: false });
    overlays.set('editor', null);
    expect(overlays.current()).toEqual({ layers: [report], editing: [], hideFleet: false });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
