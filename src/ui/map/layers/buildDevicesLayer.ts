import type { MapFrame } from '../../../worker/types';
import type { DeviceAtlas } from '../deviceAtlas';
import { DeviceMarkersLayer } from './DeviceMarkersLayer';

export const DEVICES_LAYER_ID = 'devices';

/** The fleet layer from one map frame. */
export function buildDevicesLayer({
  frame,
  atlas,
}: {
  frame: MapFrame;
  atlas: DeviceAtlas;
}): DeviceMarkersLayer {
  return new DeviceMarkersLayer({ id: DEVICES_LAYER_ID, frame, atlas, visible: frame.length > 0 });
}
