/** Which device a click on the map hit, answered where the positions live (SPEC.md H1). */
import { devicePredicate } from '../derive/filterDevices';
import { nearestDevice, type HitSource } from '../derive/nearestDevice';
import type { CoreContext } from '../context';

/** Markers are 13 px discs; a click a few pixels off still counts. */
export const HIT_RADIUS_PX = 18;

export async function deviceAt(input: {
  ctx: CoreContext;
  longitude: number;
  latitude: number;
  zoom: number;
}): Promise<number | null> {
  const state = input.ctx.state();
  const passes = devicePredicate(state.query, state.positions);
  const sources: HitSource[] = [];
  state.devices.forEach((device) => {
    const position = state.positions.get(device.id);
    if (position && passes(device)) sources.push({ device, position });
  });
  return nearestDevice({ ...input, sources, radiusPx: HIT_RADIUS_PX });
}
