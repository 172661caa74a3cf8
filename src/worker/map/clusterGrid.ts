import type { DeviceStatus } from '@farol/model';
import { cellKey, gridOf, type FineGrid } from './detail/fineGrid';
import { FINE_CELL_PX } from './detail/levels';
import { worldPixel } from './mercator';
import type { ClusterFrame } from './types';

export interface ClusterPoint {
  longitude: number;
  latitude: number;
  status: DeviceStatus;
}

/**
 * Clusters of square screen cells of `cellPx` at the grid's zoom (SPEC.md M7), from the census's
 * fine cells: one cluster per occupied cell at its members' mean position, with counts per
 * status, then neighbours closer than a cell merged. Linear in the fine cells.
 */
export function clustersOf(grid: FineGrid, cellPx: number, version: number): ClusterFrame {
  const factor = Math.max(1, Math.round(cellPx / FINE_CELL_PX));
  const cells = new Map<number, number>();
  const lon: number[] = [];
  const lat: number[] = [];
  const counts: number[][] = [[], [], [], []];
  for (let i = 0; i < grid.column.length; i += 1) {
    const key = cellKey(Math.floor(grid.column[i]! / factor), Math.floor(grid.row[i]! / factor));
    let index = cells.get(key);
    if (index === undefined) {
      index = lon.length;
      cells.set(key, index);
      lon.push(0);
      lat.push(0);
      for (const list of counts) list.push(0);
    }
    const online = grid.online[i]!;
    const offline = grid.offline[i]!;
    const unknown = grid.unknown[i]!;
    lon[index]! += grid.sumLon[i]!;
    lat[index]! += grid.sumLat[i]!;
    counts[0]![index]! += online + offline + unknown;
    counts[1]![index]! += online;
    counts[2]![index]! += offline;
    counts[3]![index]! += unknown;
  }
  return mergeNeighbours(
    lon.map((sum, i) => sum / counts[0]![i]!),
    lat.map((sum, i) => sum / counts[0]![i]!),
    counts,
    { zoom: grid.zoom, cellPx: factor * FINE_CELL_PX, version },
  );
}

/** Clusters of loose points at a whole `zoom`, in cells of `cellPx` (64 by default). */
export function clusterGrid(
  points: Iterable<ClusterPoint>,
  zoom: number,
  version: number,
  cellPx = 64,
): ClusterFrame {
  return clustersOf(gridOf(points, Math.floor(zoom)), cellPx, version);
}

/**
 * Grid cells cut dense areas at their borders; clusters closer than one cell on screen are
 * merged into the larger one (weighted position, summed counts). Buckets keep this linear.
 */
function mergeNeighbours(
  lon: number[],
  lat: number[],
  counts: number[][],
  at: { zoom: number; cellPx: number; version: number },
): ClusterFrame {
  const { zoom, cellPx, version } = at;
  const order = lon.map((_, i) => i).sort((a, b) => counts[0]![b]! - counts[0]![a]!);
  const kept: { x: number; y: number; lon: number; lat: number; counts: number[] }[] = [];
  const buckets = new Map<number, number[]>();
  const bucketOf = (x: number, y: number) =>
    cellKey(Math.floor(x / cellPx), Math.floor(y / cellPx));
  for (const i of order) {
    const [x, y] = worldPixel(lon[i]!, lat[i]!, zoom);
    const mine = counts.map((column) => column[i]!);
    let target: (typeof kept)[number] | undefined;
    for (let dy = -1; dy <= 1 && !target; dy++) {
      for (let dx = -1; dx <= 1 && !target; dx++) {
        const near = buckets.get(bucketOf(x + dx * cellPx, y + dy * cellPx));
        target = near?.map((k) => kept[k]!).find((c) => Math.hypot(c.x - x, c.y - y) < cellPx);
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
    const bucket = buckets.get(key);
    if (bucket) bucket.push(kept.length);
    else buckets.set(key, [kept.length]);
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
    cellPx,
    length: kept.length,
    positions,
    counts: column(0),
    online: column(1),
    offline: column(2),
    unknown: column(3),
  };
}

/** A frame with no clusters (devices are drawn one by one, or nobody is signed in). */
export function emptyClusters(version: number, zoom = 0): ClusterFrame {
  return clusterGrid([], zoom, version);
}
