import { createContext, useContext } from 'react';

export interface CameraTarget {
  longitude: number;
  latitude: number;
  zoom?: number;
}

/** What map overlays and controls may do with the map; provided by FleetMap. */
export interface MapHandle {
  flyTo(target: CameraTarget): void;
  zoomBy(delta: number): void;
  getZoom(): number;
}

export const MapContext = createContext<MapHandle | null>(null);

/** The map of the nearest FleetMap; null before it has been created. */
export const useMap = (): MapHandle | null => useContext(MapContext);
