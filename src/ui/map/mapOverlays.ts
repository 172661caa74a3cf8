/**
 * Layers that panels put over the live map (report markers, the route player, the geofence
 * editor): a small store outside React, so a panel can change its layers every animation frame
 * without rendering the shell; `useMapLayers` draws them above the fleet.
 */
import type { Layer } from '@deck.gl/core';
import { createContext, useContext } from 'react';
import type { Bounds } from './fitFrame';

export interface MapOverlay {
  layers: Layer[];
  /** Hide the live fleet while this overlay shows (the route player). */
  hideFleet?: boolean;
  /**
   * Drawn on the editing canvas above the map (the geofence editor): a change redraws these
   * layers alone, not the fleet and its 10,000 geofences, and the editor picks only them.
   */
  editing?: boolean;
  /**
   * Drawn on the live canvas, a small one above the editing canvas (an editing overlay too): what
   * follows the pointer (a dragged vertex with its two edges, the marker where a vertex would
   * go), so a pointer step redraws a few hundred pixels and the edited shape stays as drawn.
   */
  live?: boolean;
  /**
   * Drawn below the other overlays of its canvas, whenever it was set (the stored shape under the
   * edited one, though a list update sets it again after); otherwise in the order ids were first set.
   */
  below?: boolean;
  /**
   * Where an editing overlay's layers lie on the globe (the editing or live canvas covers only
   * that on screen), or null: anywhere.
   */
  bounds?: Bounds | null;
}

export interface OverlaySnapshot {
  /** The layers drawn with the fleet, above it. */
  layers: Layer[];
  /** The layers of editing overlays, for the editing canvas. */
  editing: Layer[];
  /** Where the editing layers lie (every editing overlay's bounds together), or null: anywhere. */
  editBounds: Bounds | null;
  /** The layers of live overlays, for the live canvas, and where they lie. */
  live: Layer[];
  liveBounds: Bounds | null;
  hideFleet: boolean;
}

export interface MapOverlays {
  /** Sets (or with null removes) the overlay of `id`. */
  set(id: string, overlay: MapOverlay | null): void;
  /** Every overlay's layers, in the order their ids were first set, and whether to hide the fleet. */
  current(): OverlaySnapshot;
  subscribe(listener: () => void): () => void;
}

/** Bounds covering all of `list`, or null when one of them is anywhere (or there are none). */
function unionOf(list: (Bounds | null | undefined)[]): Bounds | null {
  if (list.length === 0 || list.some((bounds) => !bounds)) return null;
  const all = list as Bounds[];
  return [
    [Math.min(...all.map((b) => b[0][0])), Math.min(...all.map((b) => b[0][1]))],
    [Math.max(...all.map((b) => b[1][0])), Math.max(...all.map((b) => b[1][1]))],
  ];
}

export function createMapOverlays(): MapOverlays {
  const overlays = new Map<string, MapOverlay>();
  const listeners = new Set<() => void>();
  let snapshot: OverlaySnapshot = {
    layers: [],
    editing: [],
    editBounds: null,
    live: [],
    liveBounds: null,
    hideFleet: false,
  };
  return {
    set(id, overlay) {
      if (overlay) overlays.set(id, overlay);
      else if (!overlays.delete(id)) return;
      const all = [...overlays.values()].sort((a, b) => Number(!!b.below) - Number(!!a.below));
      const editing = all.filter((entry) => entry.editing && !entry.live);
      const live = all.filter((entry) => entry.live);
      snapshot = {
        layers: all.flatMap((entry) => (entry.editing || entry.live ? [] : entry.layers)),
        editing: editing.flatMap((entry) => entry.layers),
        editBounds: unionOf(editing.map((entry) => entry.bounds)),
        live: live.flatMap((entry) => entry.layers),
        liveBounds: unionOf(live.map((entry) => entry.bounds)),
        hideFleet: all.some((entry) => entry.hideFleet),
      };
      for (const listener of listeners) listener();
    },
    current: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export const MapOverlaysContext = createContext<MapOverlays>(createMapOverlays());

/** The shell's overlay store. */
export const useMapOverlays = (): MapOverlays => useContext(MapOverlaysContext);
