import type { Device, Position } from '@farol/model';
import { worldPixel } from './mercator';

export interface HitSource {
  device: Device;
  position: Position;
}

/**
 * The device drawn nearest to a clicked point, within `radiusPx` screen pixels at `zoom`
 * (SPEC.md H1). Screen distance is measured in Web Mercator pixels, as the map draws them.
 */
export function nearestDevice(input: {
  sources: Iterable<HitSource>;
  longitude: number;
  latitude: number;
  zoom: number;
  radiusPx: number;
}): number | null {
  const [cx, cy] = worldPixel(input.longitude, input.latitude, input.zoom);
  const limit = input.radiusPx * input.radiusPx;
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const { device, position } of input.sources) {
    const [x, y] = worldPixel(position.longitude, position.latitude, input.zoom);
    const distance = (x - cx) * (x - cx) + (y - cy) * (y - cy);
    if (distance <= limit && distance < bestDistance) {
      best = device.id;
      bestDistance = distance;
    }
  }
  return best;
}
