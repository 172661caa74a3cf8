import {
  MAP_CLUSTER_BELOW_ZOOM,
  MAP_CLUSTER_DENSE_ABOVE,
  MAP_CLUSTER_DENSE_BELOW_ZOOM,
} from '@farol/model';

/**
 * Whether the map shows clusters instead of devices (SPEC.md M7): always when zoomed out to
 * country level, and up to street zooms while more devices are in sight than a person can
 * tell apart.
 */
export function shouldCluster(zoom: number, visibleDevices: number): boolean {
  if (zoom < MAP_CLUSTER_BELOW_ZOOM) return true;
  return zoom < MAP_CLUSTER_DENSE_BELOW_ZOOM && visibleDevices > MAP_CLUSTER_DENSE_ABOVE;
}
