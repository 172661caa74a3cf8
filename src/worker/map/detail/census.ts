/**
 * The census of a view (SPEC.md D2): in one walk of the fleet, what each detail level would
 * draw — devices in view and in the frame, labels, pinned devices, and the devices gathered in
 * small screen cells from which clusters of any level are built without walking again.
 */
import { MAP_LABELS_FROM_ZOOM, MAP_MAX_LABELS, type Position } from '@farol/model';
import { devicePredicate } from '../../list/filterDevices';
import type { CoreState } from '../../state';
import { mercatorX, mercatorY, worldSize } from '../mercator';
import { inside, wantsLabels } from '../labels';
import type { Viewport } from '../types';
import { addToGrid, cellKey, emptyGrid, type FineGrid } from './fineGrid';
import { DETAIL_LEVELS, FINE_CELL_PX, FIRST_CLUSTER_LEVEL } from './levels';
import { isPinned, pinnedIds } from './pinned';

export interface Census {
  /** Counted for this view. */
  viewport: Viewport;
  /** Devices the filters show that have a position: one by one or in clusters, all are on the map. */
  mapped: number;
  /** Of them, inside the view. */
  inView: number;
  /** Of them, in the map frame when devices are drawn one by one (the cull area, SPEC.md M5). */
  inFrame: number;
  /** Labels the options ask for at this zoom (the nearest MAP_MAX_LABELS in view). */
  labels: number;
  /** Devices drawn one by one even among clusters (D4). */
  pinned: number;
  /** Their extent as [west, south, east, north], or null when none is mapped. */
  bounds: [number, number, number, number] | null;
  /** Clusters each level would draw before neighbours merge, by level index (0 elsewhere). */
  clusters: number[];
  grid: FineGrid;
}

/** Clusters are laid out at whole zooms; past 20 the cell keys would lose precision. */
const MAX_GRID_ZOOM = 20;

/** Devices a census walks per slice: a slice of 100,000 devices' census is a few milliseconds. */
export const CENSUS_SLICE = 8_192;

/** A census under way: `step` walks the next devices, `result` is the census once done. */
export interface CensusWalk {
  /** Walks up to `limit` more devices; true once every device was walked. */
  step(limit: number): boolean;
  result(): Census;
}

/**
 * Walks the devices the filters show, in slices (SPEC.md I2): counts them in view and in
 * `area` (null: the frame holds them all), counts the pinned, and sums the others in the area
 * into cells of FINE_CELL_PX. `state` is immutable, so the walk may span several tasks.
 */
export function startCensus(
  state: CoreState,
  viewport: Viewport,
  area: Viewport | null,
): CensusWalk {
  const zoom = Math.min(MAX_GRID_ZOOM, Math.max(0, Math.floor(viewport.zoom)));
  const scale = worldSize(zoom) / FINE_CELL_PX;
  const grid = emptyGrid(zoom);
  const cells = new Map<number, number>();
  const pinned = pinnedIds(state);
  const passes = devicePredicate(state.query, state.positions);
  const census = { mapped: 0, inView: 0, inFrame: 0, pinned: 0 };
  const bounds: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  let ids: number[] | null = null;
  let positions: Position[] = [];
  let next = 0;
  const visit = (deviceId: number, position: Position) => {
    const device = state.devices.get(deviceId);
    if (!device || !passes(device)) return;
    census.mapped += 1;
    const { longitude, latitude } = position;
    // A fix at 0,0 is a device that never had one: it would stretch the extent over an ocean.
    if (longitude !== 0 || latitude !== 0) extend(bounds, longitude, latitude);
    if (inside(viewport, position)) census.inView += 1;
    const inArea = !area || inside(area, position);
    if (inArea) census.inFrame += 1;
    if (isPinned(pinned, device.id, position)) {
      census.pinned += 1;
      return;
    }
    if (!inArea) return;
    const column = Math.floor(mercatorX(longitude) * scale);
    const row = Math.floor(mercatorY(latitude) * scale);
    addToGrid(grid, cells, column, row, { longitude, latitude, status: device.status });
  };
  return {
    step(limit) {
      if (!ids) {
        // The first slice lists the positions (one walk of the immutable map, no lookups).
        const listed: number[] = [];
        state.positions.forEach((position, deviceId) => {
          listed.push(deviceId);
          positions.push(position);
        });
        ids = listed;
      }
      const end = Math.min(ids.length, next + limit);
      for (; next < end; next += 1) visit(ids[next]!, positions[next]!);
      if (next < ids.length) return false;
      positions = [];
      return true;
    },
    result() {
      const labelled =
        viewport.zoom >= MAP_LABELS_FROM_ZOOM && wantsLabels(state.mapOptions)
          ? Math.min(MAP_MAX_LABELS, census.inView)
          : 0;
      return {
        viewport,
        ...census,
        bounds: bounds[0] <= bounds[2] ? bounds : null,
        labels: labelled,
        clusters: clusterCounts(grid),
        grid,
      };
    },
  };
}

/** A whole census in one go (tests, and callers that need it at once). */
export function takeCensus(state: CoreState, viewport: Viewport, area: Viewport | null): Census {
  const walk = startCensus(state, viewport, area);
  while (!walk.step(Infinity));
  return walk.result();
}

function extend(bounds: [number, number, number, number], longitude: number, latitude: number) {
  if (longitude < bounds[0]) bounds[0] = longitude;
  if (latitude < bounds[1]) bounds[1] = latitude;
  if (longitude > bounds[2]) bounds[2] = longitude;
  if (latitude > bounds[3]) bounds[3] = latitude;
}

/** How many cells each cluster level has (distinct coarse cells over the fine ones). */
function clusterCounts(grid: FineGrid): number[] {
  const counts = DETAIL_LEVELS.map(() => 0);
  const seen = new Set<number>();
  for (let level = FIRST_CLUSTER_LEVEL; level < DETAIL_LEVELS.length; level += 1) {
    const factor = DETAIL_LEVELS[level]!.cellPx / FINE_CELL_PX;
    seen.clear();
    for (let i = 0; i < grid.column.length; i += 1) {
      seen.add(cellKey(Math.floor(grid.column[i]! / factor), Math.floor(grid.row[i]! / factor)));
    }
    counts[level] = seen.size;
  }
  return counts;
}
