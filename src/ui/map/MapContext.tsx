import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Bounds } from './fitFrame';
import type { MapInputHandler } from './mapInput';
import { createMapOverlays, MapOverlaysContext } from './mapOverlays';

export interface CameraTarget {
  longitude: number;
  latitude: number;
  zoom?: number;
}

/** What map overlays, controls and panels may do with the map. */
export interface MapHandle {
  /** Flies to a target, centred in the part of the map the panels leave visible. */
  flyTo(target: CameraTarget): void;
  /** Moves to a target without changing zoom, quickly (follow mode). */
  panTo(target: CameraTarget): void;
  zoomBy(delta: number): void;
  getZoom(): number;
  /** The centre of the map's view. */
  getCenter(): { longitude: number; latitude: number };
  /** Flies to show the bounds in the part of the map the panels leave visible. */
  fitBounds(bounds: Bounds, maxZoom?: number): void;
  /**
   * Flies to the middle of the bounds, zooming in only when they would be too small to edit by
   * hand (`editingZoom`): what an editor opening a shape does.
   */
  showBounds(bounds: Bounds): void;
  /** Whether a point is inside the middle part of what the panels leave visible. */
  isCentral(target: CameraTarget): boolean;
  /** Hands the pointer input to an editor (the fleet's clicks pause); returns the release. */
  captureInput(editor: MapInputHandler): () => void;
}

const MapContext = createContext<MapHandle | null>(null);
const MapRegistry = createContext<(handle: MapHandle | null) => void>(() => undefined);

/**
 * Shares the live map with everything in the shell (panels sit beside the map, not inside it):
 * FleetMap registers its handle here, and useMap() reads it anywhere below.
 */
export function MapHandleProvider({ children }: { children: ReactNode }) {
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [overlays] = useState(createMapOverlays);
  return (
    <MapRegistry value={setHandle}>
      <MapOverlaysContext value={overlays}>
        <MapContext value={handle}>{children}</MapContext>
      </MapOverlaysContext>
    </MapRegistry>
  );
}

/** The map of the shell; null before it has been created. */
export const useMap = (): MapHandle | null => useContext(MapContext);

/** For FleetMap: registers (and on unmount clears) the map's handle. */
export const useRegisterMap = () => useContext(MapRegistry);
