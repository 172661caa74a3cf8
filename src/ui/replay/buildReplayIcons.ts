/**
 * The player's moving icons at one instant: every device's place on its track, drawn as the
 * live map draws devices (disc in the device's colour, course pointer, category glyph), and a
 * ring where the chart's pointer is.
 */
import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer } from '@deck.gl/layers';
import type { MapFrame, ReplayTrack } from '../../worker/types';
import { DEVICE_PALETTE } from '../charts/palette';
import type { DeviceAtlas } from '../map/deviceAtlas';
import type { Bounds } from '../map/fitFrame';
import { DeviceMarkersLayer } from '../map/layers/DeviceMarkersLayer';
import { placeAt, type TrackPlace } from './trackAt';

/** Each track's place at `time` (null for a track without fixes). */
export function placesAt(
  tracks: readonly ReplayTrack[],
  origin: readonly [number, number],
  time: number,
): (TrackPlace | null)[] {
  return tracks.map((track) => placeAt(track, origin, time));
}

/** A map frame of the tracks' places, for DeviceMarkersLayer. */
export function iconFrame(
  tracks: readonly ReplayTrack[],
  places: readonly (TrackPlace | null)[],
  version: number,
): MapFrame {
  const shown = places.flatMap((place, i) => (place ? [[place, i] as const] : []));
  const length = shown.length;
  const frame: MapFrame = {
    version,
    length,
    ids: new Int32Array(length),
    positions: new Float64Array(length * 2),
    courses: new Float32Array(length),
    colors: new Uint8Array(length * 4),
    icons: new Uint8Array(length),
    glyphColors: new Uint8Array(length * 4).fill(255),
    accuracies: new Float32Array(length),
  };
  shown.forEach(([place, i], slot) => {
    const [r, g, b] = DEVICE_PALETTE[i % DEVICE_PALETTE.length]!;
    frame.ids[slot] = tracks[i]!.deviceId;
    frame.positions[slot * 2] = place.longitude;
    frame.positions[slot * 2 + 1] = place.latitude;
    frame.courses[slot] = place.course;
    frame.colors.set([r, g, b, 255], slot * 4);
    frame.icons[slot] = tracks[i]!.category;
  });
  return frame;
}

/**
 * Where the icons lie on the globe: the box of their places, or null when none shows. The live
 * canvas keeps room around it for what an icon draws about its place (LIVE_MARGIN_PX).
 */
export function iconBounds(
  places: readonly ({ longitude: number; latitude: number } | null)[],
): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const place of places) {
    if (!place) continue;
    west = Math.min(west, place.longitude);
    east = Math.max(east, place.longitude);
    south = Math.min(south, place.latitude);
    north = Math.max(north, place.latitude);
  }
  return west === Infinity
    ? null
    : [
        [west, south],
        [east, north],
      ];
}

export function buildReplayIcons(input: {
  frame: MapFrame;
  atlas: DeviceAtlas;
  hover: { longitude: number; latitude: number } | null;
}): Layer[] {
  const { frame, atlas, hover } = input;
  return [
    new ScatterplotLayer<{ longitude: number; latitude: number }>({
      id: 'replay-hover',
      data: hover ? [hover] : [],
      getPosition: (d) => [d.longitude, d.latitude],
      radiusUnits: 'pixels',
      getRadius: 11,
      filled: false,
      stroked: true,
      getLineColor: [11, 99, 206, 255],
      lineWidthUnits: 'pixels',
      getLineWidth: 3,
      visible: hover !== null,
    }),
    new DeviceMarkersLayer({
      id: 'replay-icons',
      frame,
      atlas,
      compact: false,
      // The devices shown: the live canvas stays unseen while its layers' data are empty.
      data: Array.from(frame.ids),
    }),
  ] as Layer[];
}
