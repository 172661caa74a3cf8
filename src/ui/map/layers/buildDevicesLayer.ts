import type { MapFrame } from '../../../worker/types';
import type { DeviceAtlas } from '../deviceAtlas';
import { DeviceMarkersLayer } from './DeviceMarkersLayer';

export const DEVICES_LAYER_ID = 'devices';

/**
 * The fleet layer from one map frame: markers, or status dots when the core's detail level says
 * so (worker SPEC.md D1). Among clusters the frame holds the pinned devices, drawn as markers.
 */
export function buildDevicesLayer({
  frame,
  atlas,
  compact,
}: {
  frame: MapFrame;
  atlas: DeviceAtlas;
  compact: boolean;
}): DeviceMarkersLayer {
  return new DeviceMarkersLayer({
    id: DEVICES_LAYER_ID,
    frame,
    atlas,
    compact,
    visible: frame.length > 0,
  });
}
