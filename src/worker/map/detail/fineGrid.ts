/** Devices summed per small screen cell: the census's grid, from which clusters are built. */
import type { DeviceStatus } from '@farol/model';
import { worldPixel } from '../mercator';
import { FINE_CELL_PX } from './levels';

export interface FineGrid {
  /** The whole zoom the cells are laid at. */
  zoom: number;
  /** Per cell: its column and row (world pixels / FINE_CELL_PX). */
  column: number[];
  row: number[];
  sumLon: number[];
  sumLat: number[];
  online: number[];
  offline: number[];
  unknown: number[];
}

const KEY_ROW = 2 ** 26;

/** A cell key from a column and a row (both below 2^26 up to zoom 20 at 8 px cells). */
export const cellKey = (column: number, row: number): number => row * KEY_ROW + column;

export function emptyGrid(zoom: number): FineGrid {
  return {
    zoom,
    column: [],
    row: [],
    sumLon: [],
    sumLat: [],
    online: [],
    offline: [],
    unknown: [],
  };
}

/** Adds one device to a grid, in the cell `cells` maps its key to (or a new cell). */
export function addToGrid(
  grid: FineGrid,
  cells: Map<number, number>,
  column: number,
  row: number,
  device: { longitude: number; latitude: number; status: DeviceStatus },
): void {
  const key = cellKey(column, row);
  let cell = cells.get(key);
  if (cell === undefined) {
    cell = grid.column.length;
    cells.set(key, cell);
    grid.column.push(column);
    grid.row.push(row);
    grid.sumLon.push(0);
    grid.sumLat.push(0);
    grid.online.push(0);
    grid.offline.push(0);
    grid.unknown.push(0);
  }
  grid.sumLon[cell]! += device.longitude;
  grid.sumLat[cell]! += device.latitude;
  if (device.status === 'online') grid.online[cell]! += 1;
  else if (device.status === 'offline') grid.offline[cell]! += 1;
  else grid.unknown[cell]! += 1;
}

/** A grid of loose points at a whole `zoom` (tests, and callers without a census). */
export function gridOf(
  points: Iterable<{ longitude: number; latitude: number; status: DeviceStatus }>,
  zoom: number,
): FineGrid {
  const grid = emptyGrid(zoom);
  const cells = new Map<number, number>();
  for (const point of points) {
    const [x, y] = worldPixel(point.longitude, point.latitude, zoom);
    addToGrid(grid, cells, Math.floor(x / FINE_CELL_PX), Math.floor(y / FINE_CELL_PX), point);
  }
  return grid;
}
