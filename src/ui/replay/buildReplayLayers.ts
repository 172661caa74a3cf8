/**
 * The player's still layers (SPEC §2 route player): every device's path at the level of detail
 * the zoom needs (ReplayPathLayer, the worker's buffers as they are), coloured per point (speed
 * or another attribute) or in each device's colour; stop markers with their durations; event
 * markers. Built once per load and colouring, never per frame: deck.gl keeps the buffers while
 * the icon moves.
 */
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { ReplayData } from '../../worker/types';
import { DEVICE_PALETTE } from '../charts/palette';
import { buildStopLayers, RINGED_DOT } from '../map/layers/buildStopLayers';
import { deviceColorsOf } from './pathLevel';
import { ReplayPathLayer } from './ReplayPathLayer';

export const EVENT_COLOR: [number, number, number, number] = [245, 166, 35, 255];

/** Each device's colour on every vertex of its path, per level. */
export const deviceLevelColors = (data: ReplayData): Uint8Array[] =>
  data.paths.map((level) => deviceColorsOf(level.trackStarts, DEVICE_PALETTE));

/**
 * With `data` null (the player open, nothing loaded yet) the same layers come empty: deck.gl
 * builds their GPU programs then, while the page waits for the user, not when the route
 * arrives (linking them took a long task of its own on the software renderer).
 */
export function buildReplayLayers(input: {
  data: ReplayData | null;
  /** RGBA per vertex per level (an attribute's ramp, or each device's colour). */
  colors: Uint8Array[];
}): Layer[] {
  const { data, colors } = input;
  const paths = new ReplayPathLayer({
    id: 'replay-paths',
    levels: data?.paths ?? [],
    colors,
    origin: data?.origin ?? [0, 0],
    widthPx: 4,
  });
  const stops = data?.tracks.flatMap((track) => track.stops) ?? [];
  const events = data?.tracks.flatMap((track) => track.events) ?? [];
  return [
    paths,
    new ScatterplotLayer<ReplayData['tracks'][number]['events'][number]>({
      id: 'replay-events',
      data: events,
      getPosition: (event) => [event.longitude, event.latitude],
      getFillColor: EVENT_COLOR,
      ...RINGED_DOT,
      // A ring around a stop at the same place: both stay visible.
      getRadius: 10,
      visible: events.length > 0,
    }),
    ...buildStopLayers('replay', stops),
  ] as Layer[];
}
