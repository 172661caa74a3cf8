/** Which device a click on the map hit, answered where the positions live (SPEC.md H1). */
import { devicePredicate } from '../list/filterDevices';
import type { CoreState } from '../state';
import { isIndividual } from './detail/levels';
import { isPinned, pinnedIds } from './detail/pinned';
import { nearestDevice, type HitSource } from './nearestDevice';

/** Markers are 13 px discs; a click a few pixels off still counts. */
export const HIT_RADIUS_PX = 18;

/**
 * The device drawn nearest to the point among those the filters show, or null. At cluster
 * levels only the pinned devices are drawn one by one (SPEC.md D4).
 */
export function deviceAtPoint(
  state: CoreState,
  point: { longitude: number; latitude: number; zoom: number },
): number | null {
  const passes = devicePredicate(state.query, state.positions);
  const individual = isIndividual(state.mapDetail.level);
  const pinned = pinnedIds(state);
  const sources: HitSource[] = [];
  state.devices.forEach((device) => {
    const position = state.positions.get(device.id);
    if (!position || !passes(device)) return;
    if (individual || isPinned(pinned, device.id, position)) sources.push({ device, position });
  });
  return nearestDevice({ ...point, sources, radiusPx: HIT_RADIUS_PX });
}
