import type { DeviceStatus } from '../../model';
import type { ClusterFrame } from '../types';

/** Cell size on screen: devices closer than this at the current zoom share a cluster. */
export const CLUSTER_CELL_PX = 64;

export interface ClusterPoint {
  longitude: number;
  latitude: number;
  status: DeviceStatus;
}

const WORLD_PX = 512;

/** Web Mercator world pixels at `zoom` (the map's own projection). */
export function worldPixel(longitude: number, latitude: number, zoom: number): [number, number] {
  const scale = WORLD_PX * 2 ** zoom;
  const phi = (Math.max(-85.05113, Math.min(85.05113, latitude)) * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * scale;
  const y = ((1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2) * scale;
  return [x, y];
}

/**
 * Groups points into square screen cells of CLUSTER_CELL_PX at `zoom` (SPEC.md C1): one cluster
 * per occupied cell, placed at its members' mean position, with counts per status. Linear in
 * the number of points, so it keeps up with a live fleet of 100,000.
 */
export function clusterGrid(
  points: Iterable<ClusterPoint>,
  zoom: number,
  version: number,
): ClusterFrame {
  const cells = new Map<number, number>();
  const lon: number[] = [];
  const lat: number[] = [];
  const counts: number[][] = [[], [], [], []];
  const column = { online: 1, offline: 2, unknown: 3 } as const;
  const level = Math.floor(zoom);
  for (const point of points) {
    const [x, y] = worldPixel(point.longitude, point.latitude, level);
    const key = Math.floor(y / CLUSTER_CELL_PX) * 2 ** 26 + Math.floor(x / CLUSTER_CELL_PX);
    let index = cells.get(key);
    if (index === undefined) {
      index = lon.length;
      cells.set(key, index);
      lon.push(0);
      lat.push(0);
      for (const list of counts) list.push(0);
    }
    lon[index]! += point.longitude;
    lat[index]! += point.latitude;
    counts[0]![index]! += 1;
    counts[column[point.status]]![index]! += 1;
  }
  const length = lon.length;
  const positions = new Float64Array(length * 2);
  for (let i = 0; i < length; i++) {
    positions[i * 2] = lon[i]! / counts[0]![i]!;
    positions[i * 2 + 1] = lat[i]! / counts[0]![i]!;
  }
  return {
    version,
    zoom: level,
    length,
    positions,
    counts: Uint32Array.from(counts[0]!),
    online: Uint32Array.from(counts[1]!),
    offline: Uint32Array.from(counts[2]!),
    unknown: Uint32Array.from(counts[3]!),
  };
}

/** A frame with no clusters (the map is zoomed in, or nobody is signed in). */
export function emptyClusters(version: number, zoom = 0): ClusterFrame {
  return clusterGrid([], zoom, version);
}
