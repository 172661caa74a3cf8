import type { TextLayer } from '@deck.gl/layers';
import { describe, expect, it } from 'vitest';
import {
  buildReplayLayers,
  labelRows,
  MAX_LABEL_ROWS,
  replayMarkers,
  REPLAY_STEPS,
} from '../../../src/ui/replay/buildReplayLayers';
import type { ReplayData, ReplayStop } from '../../../src/worker/types';

const T0 = Date.UTC(2026, 0, 1, 15);
const stop = (longitude: number, latitude: number, minutes: number): ReplayStop => ({
  start: T0,
  end: T0 + minutes * 60_000,
  longitude,
  latitude,
});

/** The pixel offset the durations layer gives each stop. */
function offsets(stops: ReplayStop[][]): [number, number][] {
  const data = {
    tracks: stops.map((own) => ({ stops: own, events: [] })),
    paths: [],
    origin: [0, 0],
  } as unknown as ReplayData;
  const markers = replayMarkers(data);
  const durations = buildReplayLayers({
    data,
    markers,
    colors: [],
    step: REPLAY_STEPS.labels,
  }).find((layer) => layer.id === 'replay-stop-durations') as TextLayer<ReplayStop>;
  const offset = durations.props.getPixelOffset as
    [number, number] | ((stop: ReplayStop) => [number, number]);
  return markers.stops.map((one) => (typeof offset === 'function' ? offset(one) : offset));
}

describe('stop durations on the replay map', () => {
  it('stacks the durations of two devices stopped at the same place, one above the other', () => {
    const [a, b] = offsets([[stop(-46.63, -23.6, 12)], [stop(-46.63001, -23.60001, 40)]]);
    expect(a).toEqual([0, -18]);
    expect(b![0]).toBe(0);
    // Before: both at [0, -18], the second drawn over the first.
    expect(b![1]).toBeLessThan(a![1] - 12);
  });

  it('leaves stops at different places on the first row', () => {
    const [a, b] = offsets([[stop(-46.63, -23.6, 12)], [stop(-46.62, -23.6, 40)]]);
    expect(a).toEqual(b);
  });

  it('takes the lowest free row and stacks at most MAX_LABEL_ROWS high', () => {
    const here = Array.from({ length: MAX_LABEL_ROWS + 2 }, (_, i) => stop(-46.63, -23.6, i + 1));
    const far = stop(-46.5, -23.5, 5);
    const rows = labelRows([...here, far]);
    expect(here.map((one) => rows.get(one))).toEqual([0, 1, 2, 3, 3, 3]);
    expect(rows.get(far)).toBe(0);
  });
});
