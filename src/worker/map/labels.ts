import { convertSpeed, type Device, type Group, type Position, type SpeedUnit } from '@farol/model';
import type { LabelItem, MapOptions, Viewport } from './types';

export interface LabelSource {
  device: Device;
  position: Position;
}

/** Whether any option asks for a label. */
export const wantsLabels = (options: MapOptions): boolean =>
  options.names || options.plates || options.groups || options.status;

/** Whether a position is in the viewport; viewports may extend past ±180° (a repeated world). */
export function inside(viewport: Viewport, position: Position): boolean {
  const { west, east, south, north } = viewport;
  if (position.latitude < south || position.latitude > north) return false;
  if (east - west >= 360) return true;
  const longitude = ((((position.longitude - west) % 360) + 360) % 360) + west;
  return longitude <= east;
}

/**
 * Labels for the devices inside the viewport (SPEC.md W2): only the parts the options ask for;
 * at most `max`, the nearest to the centre first, so a crowded view keeps the middle readable.
 */
export function buildLabels(input: {
  sources: Iterable<LabelSource>;
  viewport: Viewport;
  options: MapOptions;
  groups: ReadonlyMap<number, Group>;
  speedUnit: SpeedUnit;
  max: number;
}): LabelItem[] {
  const { viewport, options, groups, speedUnit } = input;
  const centerLon = (viewport.west + viewport.east) / 2;
  const centerLat = (viewport.south + viewport.north) / 2;
  const visible: { source: LabelSource; distance: number }[] = [];
  for (const source of input.sources) {
    if (!inside(viewport, source.position)) continue;
    const dx = source.position.longitude - centerLon;
    const dy = source.position.latitude - centerLat;
    visible.push({ source, distance: dx * dx + dy * dy });
  }
  visible.sort((a, b) => a.distance - b.distance);
  return visible.slice(0, input.max).map(({ source: { device, position } }) => {
    const plate = device.attributes['plate'];
    return {
      id: device.id,
      longitude: position.longitude,
      latitude: position.latitude,
      name: options.names ? device.name : null,
      plate: options.plates && typeof plate === 'string' && plate ? plate : null,
      group: options.groups ? (groups.get(device.groupId)?.name ?? null) : null,
      status: options.status ? device.status : null,
      speed: options.status ? convertSpeed(position.speed, speedUnit) : null,
      speedUnit,
    };
  });
}
