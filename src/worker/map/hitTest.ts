/** Which device a click on the map hit, answered where the positions live (SPEC.md H1). */
import { devicePredicate } from '../list/filterDevices';
import type { CoreState } from '../state';
import { isIndividual } from './detail/levels';
import { isPinned, pinnedIds } from './detail/pinned';
import { mercatorX, mercatorY, worldSize } from './mercator';
import { nearestDevice, type HitSource } from './nearestDevice';

/** Markers are 13 px discs; a click a few pixels off still counts. */
export const HIT_RADIUS_PX = 18;

/**
 * The device drawn nearest to the point among those the filters show, or null. At cluster
 * levels only the pinned devices are drawn one by one (SPEC.md D4). One walk of the positions
 * keeps those within the radius (the longitude first, the cheaper test) and only they are
 * looked up and filtered: at 100,000 devices a click costs no more than a walk (SPEC.md I1).
 */
export function deviceAtPoint(
  state: CoreState,
  point: { longitude: number; latitude: number; zoom: number },
): number | null {
  const passes = devicePredicate(state.query, state.positions);
  const individual = isIndividual(state.mapDetail.level);
  const pinned = pinnedIds(state);
  const scale = worldSize(point.zoom);
  const cx = mercatorX(point.longitude) * scale;
  const cy = mercatorY(point.latitude) * scale;
  const sources: HitSource[] = [];
  state.positions.forEach((position, deviceId) => {
    if (Math.abs(mercatorX(position.longitude) * scale - cx) > HIT_RADIUS_PX) return;
    if (Math.abs(mercatorY(position.latitude) * scale - cy) > HIT_RADIUS_PX) return;
    const device = state.devices.get(deviceId);
    if (!device || !passes(device)) return;
    if (individual || isPinned(pinned, device.id, position)) sources.push({ device, position });
  });
  return nearestDevice({ ...point, sources, radiusPx: HIT_RADIUS_PX });
}
