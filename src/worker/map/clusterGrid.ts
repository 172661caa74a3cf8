import type { DeviceStatus } from '@farol/model';
import type { ClusterFrame } from './types';

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
 * Groups points into square screen cells of CLUSTER_CELL_PX at `zoom` (SPEC.md M7): one cluster
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
  return mergeNeighbours(
    lon.map((sum, i) => sum / counts[0]![i]!),
    lat.map((sum, i) => sum / counts[0]![i]!),
    counts,
    level,
    version,
  );
}

/**
 * Grid cells cut dense areas at their borders; clusters closer than one cell on screen are
 * merged into the larger one (weighted position, summed counts). Buckets keep this linear.
 */
function mergeNeighbours(
  lon: number[],
  lat: number[],
  counts: number[][],
  zoom: number,
  version: number,
): ClusterFrame {
  const order = lon.map((_, i) => i).sort((a, b) => counts[0]![b]! - counts[0]![a]!);
  const kept: { x: number; y: number; lon: number; lat: number; counts: number[] }[] = [];
  const buckets = new Map<number, number[]>();
  const bucketOf = (x: number, y: number) =>
    Math.floor(y / CLUSTER_CELL_PX) * 2 ** 26 + Math.floor(x / CLUSTER_CELL_PX);
  for (const i of order) {
    const [x, y] = worldPixel(lon[i]!, lat[i]!, zoom);
    const mine = counts.map((column) => column[i]!);
    let target: (typeof kept)[number] | undefined;
    for (let dy = -1; dy <= 1 && !target; dy++) {
      for (let dx = -1; dx <= 1 && !target; dx++) {
        const near = buckets.get(bucketOf(x + dx * CLUSTER_CELL_PX, y + dy * CLUSTER_CELL_PX));
        target = near
          ?.map((k) => kept[k]!)
          .find((c) => Math.hypot(c.x - x, c.y - y) < CLUSTER_CELL_PX);
      }
    }
    if (target) {
      const total = target.counts[0]! + mine[0]!;
      target.lon = (target.lon * target.counts[0]! + lon[i]! * mine[0]!) / total;
      target.lat = (target.lat * target.counts[0]! + lat[i]! * mine[0]!) / total;
      mine.forEach((count, column) => (target.counts[column]! += count));
      continue;
    }
    const key = bucketOf(x, y);
    buckets.set(key, [...(buckets.get(key) ?? []), kept.length]);
    kept.push({ x, y, lon: lon[i]!, lat: lat[i]!, counts: mine });
  }
  const positions = new Float64Array(kept.length * 2);
  kept.forEach((cluster, i) => {
    positions[i * 2] = cluster.lon;
    positions[i * 2 + 1] = cluster.lat;
  });
  const column = (index: number) => Uint32Array.from(kept, (cluster) => cluster.counts[index]!);
  return {
    version,
    zoom,
    length: kept.length,
    positions,
    counts: column(0),
    online: column(1),
    offline: column(2),
    unknown: column(3),
  };
}

/** A frame with no clusters (the map is zoomed in, or nobody is signed in). */
export function emptyClusters(version: number, zoom = 0): ClusterFrame {
  return clusterGrid([], zoom, version);
}
