import type { UpdateParameters } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { parseWkt } from '@farol/model';
import { GeofencesLayer, geofenceTint } from '../../../src/ui/map/layers/GeofencesLayer';
import type { GeofenceView } from '../../../src/worker/types';

const geofence = (id: number): GeofenceView => {
  const area = `CIRCLE (-23.5 ${-46.6 + id / 100}, 300)`;
  return {
    id,
    name: `G${id}`,
    description: null,
    area,
    shape: parseWkt(area),
    calendarId: 0,
    attributes: {},
    isAnchor: false,
    anchorDeviceId: null,
  };
};

/** Runs the layer's updateState as deck would, on a plain state, without a WebGL context. */
function lifecycle(geofences: GeofenceView[], hidden: number[]) {
  let layer = new GeofencesLayer({ id: 'geofences', geofences, hidden });
  const state = {} as GeofencesLayer['state'];
  const update = (next: GeofencesLayer, old: GeofencesLayer | null) => {
    Object.defineProperty(next, 'state', { value: state, configurable: true });
    next.setState = (patch) => Object.assign(state, patch);
    next.updateState({
      props: next.props,
      oldProps: old?.props ?? {},
      changeFlags: {},
    } as unknown as UpdateParameters<GeofencesLayer>);
  };
  update(layer, null);
  return {
    state,
    hide(ids: number[]) {
      const next = new GeofencesLayer({ id: 'geofences', geofences, hidden: ids });
      update(next, layer);
      layer = next;
    },
  };
}

describe('GeofencesLayer (worker SPEC.md G4)', () => {
  it('draws a hidden geofence in no colour, its name too', () => {
    const hidden = new Set([2]);
    expect(geofenceTint({ id: 2, anchor: false }, 40, hidden)[3]).toBe(0);
    expect(geofenceTint({ id: 1, anchor: false }, 40, hidden)).toEqual([47, 128, 237, 40]);
    expect(geofenceTint({ id: 1, anchor: true }, 220, hidden)).toEqual([245, 166, 35, 220]);
  });

  it('hiding one of many geofences keeps their geometry and bumps only the colour trigger', () => {
    const all = Array.from({ length: 50 }, (_, i) => geofence(i + 1));
    const run = lifecycle(all, []);
    const { circles, names, hiddenVersion } = run.state;
    expect(circles).toHaveLength(50);
    run.hide([7]);
    expect(run.state.circles).toBe(circles);
    expect(run.state.names).toBe(names);
    expect(run.state.hidden.has(7)).toBe(true);
    expect(run.state.hiddenVersion).toBe(hiddenVersion + 1);
  });
});
