import { describe, expect, it } from 'vitest';
import {
  buildReplayLayers,
  replayMarkers,
  REPLAY_STEPS,
} from '../../../src/ui/replay/buildReplayLayers';
import { StopLabelsLayer } from '../../../src/ui/replay/StopLabelsLayer';
import type { ReplayData, ReplayStop } from '../../../src/worker/types';

const T0 = Date.UTC(2026, 0, 1, 15);
const stop = (longitude: number, latitude: number, minutes: number): ReplayStop => ({
  start: T0,
  end: T0 + minutes * 60_000,
  longitude,
  latitude,
});

/** The layers of a load whose tracks stop at `stops`, up to the durations' step. */
function layersOf(stops: ReplayStop[][]) {
  const data = {
    tracks: stops.map((own) => ({ stops: own, events: [] })),
    paths: [],
    origin: [0, 0],
  } as unknown as ReplayData;
  const markers = replayMarkers(data);
  return {
    markers,
    layers: buildReplayLayers({ data, markers, colors: [], step: REPLAY_STEPS.labels }),
  };
}

describe('stop durations on the replay map', () => {
  it('hands every stop to the durations layer, which places them per zoom', () => {
    const { markers, layers } = layersOf([[stop(-46.63, -23.6, 12)], [stop(-46.62, -23.6, 40)]]);
    const durations = layers.find((layer) => layer.id === 'replay-stop-durations')!;
    expect(durations).toBeInstanceOf(StopLabelsLayer);
    expect(durations.props.data).toBe(markers.stops);
    expect(markers.stops).toHaveLength(2);
  });
});
