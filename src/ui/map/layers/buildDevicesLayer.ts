import type { MapFrame } from '../../../worker/types';
import type { DeviceAtlas } from '../deviceAtlas';
import { DeviceMarkersLayer } from './DeviceMarkersLayer';

export const DEVICES_LAYER_ID = 'devices';
/**
 * Whether devices are drawn as small status dots: at country-level zooms, and for large fleets
 * below street zooms, where full markers would only overlap (and cost the renderer the most).
 */
export function isCompact(zoom: number, deviceCount: number): boolean {
  return zoom < 8 || (zoom < 12 && deviceCount > 1_000);
}

/** The fleet layer from one map frame. */
export function buildDevicesLayer({
  frame,
  atlas,
  compact,
  hidden = false,
}: {
  frame: MapFrame;
  atlas: DeviceAtlas;
  compact: boolean;
  /** Hidden while the map shows clusters instead. */
  hidden?: boolean;
}): DeviceMarkersLayer {
  return new DeviceMarkersLayer({
    id: DEVICES_LAYER_ID,
    frame,
    atlas,
    compact,
    visible: frame.length > 0 && !hidden,
  });
}
