/**
 * Layers that panels put over the live map (report markers, the route player, the geofence
 * editor): a small store outside React, so a panel can change its layers every animation frame
 * without rendering the shell; `useMapLayers` draws them above the fleet.
 */
import type { Layer } from '@deck.gl/core';
import { createContext, useContext } from 'react';

export interface MapOverlay {
  layers: Layer[];
  /** Hide the live fleet while this overlay shows (the route player). */
  hideFleet?: boolean;
  /**
   * Drawn on the editing canvas above the map (the geofence editor): a change redraws these
   * layers alone, not the fleet and its 10,000 geofences, and the editor picks only them.
   */
  editing?: boolean;
}

export interface OverlaySnapshot {
  /** The layers drawn with the fleet, above it. */
  layers: Layer[];
  /** The layers of editing overlays, for the editing canvas. */
  editing: Layer[];
  hideFleet: boolean;
}

export interface MapOverlays {
  /** Sets (or with null removes) the overlay of `id`. */
  set(id: string, overlay: MapOverlay | null): void;
  /** Every overlay's layers, in the order their ids were first set, and whether to hide the fleet. */
  current(): OverlaySnapshot;
  subscribe(listener: () => void): () => void;
}

export function createMapOverlays(): MapOverlays {
  const overlays = new Map<string, MapOverlay>();
  const listeners = new Set<() => void>();
  let snapshot: OverlaySnapshot = { layers: [], editing: [], hideFleet: false };
  return {
    set(id, overlay) {
      if (overlay) overlays.set(id, overlay);
      else if (!overlays.delete(id)) return;
      const all = [...overlays.values()];
      snapshot = {
        layers: all.flatMap((entry) => (entry.editing ? [] : entry.layers)),
        editing: all.flatMap((entry) => (entry.editing ? entry.layers : [])),
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
