import type { TextLayer } from '@deck.gl/layers';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../../src/ui/format/formatDuration';
import { buildStopLayers } from '../../../src/ui/map/layers/buildStopLayers';

const STOP = { start: 0, end: 0, longitude: -46.63, latitude: -23.55 };

describe('stop markers', () => {
  it('draw their durations from a glyph atlas made before any stop arrives', () => {
    // A fixed character set: deck.gl draws the atlas when the layer is created, empty.
    const durations = buildStopLayers('test', [])[1] as TextLayer;
    const characters = durations.props.characterSet;
    expect(typeof characters).toBe('string');
    for (const minutes of [0, 7, 59, 60, 125, 24 * 60 + 9, 1234 * 60]) {
      for (const character of formatDuration(minutes * 60_000)) {
        expect(characters).toContain(character);
      }
    }
  });

  it('label only the stops asked for, every stop by default', () => {
    const stops = [STOP, { ...STOP, end: 60_000 }];
    const [dots, durations] = buildStopLayers('test', stops, []);
    expect(dots!.props.data).toBe(stops);
    expect(durations!.props.data).toEqual([]);
    expect(buildStopLayers('test', stops)[1]!.props.data).toBe(stops);
  });
});
