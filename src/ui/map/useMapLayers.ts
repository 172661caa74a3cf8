import type { Deck, Layer, MapView } from '@deck.gl/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelItem, MapDetailView } from '../../worker/types';
import { useTopic } from '../core/CoreContext';
import { useMapFrame, useSelectedDevice } from '../core/hooks';
import { formatNumber } from '../format/formatNumber';
import type { EditPlanes } from './createMapStage';
import type { DeviceAtlas } from './deviceAtlas';
import { buildMapLayers } from './layers/buildMapLayers';
import { useMapOverlays } from './mapOverlays';

const EMPTY: never[] = [];

/** Composes a label's text: identity parts on one line, status and speed on the next. */
export function useLabelText(): (label: LabelItem) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (label: LabelItem) => {
      const identity = [label.name, label.plate, label.group].filter(Boolean).join(' · ');
      const status = label.status
        ? [
            t(`status.${label.status}`),
            label.speed !== null && label.speed > 0
              ? `${formatNumber(label.speed, i18n.language)} ${t(`units.${label.speedUnit}`)}`
              : null,
          ]
            .filter(Boolean)
            .join(' · ')
        : '';
      return [identity, status].filter(Boolean).join('\n');
    },
    [t, i18n.language],
  );
}

/**
 * Feeds the map's layers from the core's topics: devices as markers or dots, or clusters with
 * the pinned devices, at the detail level the core chose; geofences, precision, trail, selection
 * and labels. Runs whenever one changes.
 */
export function useMapLayers(input: {
  deck: Deck<MapView> | null;
  /** Draws the editing and live overlays' layers on the canvases above the map (`MapStage.setEditLayers`). */
  setEditLayers: ((planes: EditPlanes) => void) | null;
  atlas: DeviceAtlas;
  zoom: number;
  /** What the core's detail policy has the map draw (worker SPEC.md D1). */
  detail: MapDetailView | null;
}): void {
  const { deck, setEditLayers, atlas, zoom, detail } = input;
  const frame = useMapFrame();
  const selected = useSelectedDevice();
  const clusters = useTopic('clusters');
  const geofences = useTopic('geofences') ?? EMPTY;
  const hiddenGeofences = useTopic('hiddenGeofences') ?? EMPTY;
  const labels = useTopic('labels') ?? EMPTY;
  const trail = useTopic('trail') ?? null;
  const options = useTopic('mapOptions');
  const labelText = useLabelText();
  const overlays = useMapOverlays();
  const liveLayers = useRef<Layer[]>([]);
  const applyRef = useRef<() => void>(() => undefined);

  // Panels' overlays go above the fleet; they change on their own (every frame while a route
  // plays), so they are applied here without re-rendering the map. The editing overlays have a
  // canvas of their own: a drag redraws them alone.
  useEffect(() => {
    if (!deck || !setEditLayers) return;
    let fleet: Layer[] = [];
    const apply = () => {
      const {
        layers,
        editing,
        editBounds,
        live: moving,
        liveBounds,
        hideFleet,
      } = overlays.current();
      const live = hideFleet
        ? liveLayers.current.filter((layer) => layer.id === 'geofences')
        : liveLayers.current;
      const next = [...live, ...layers];
      // Unchanged layers are not handed over again: deck would compare them all for nothing.
      if (next.length !== fleet.length || next.some((layer, i) => layer !== fleet[i])) {
        fleet = next;
        deck.setProps({ layers: next });
      }
      setEditLayers({
        editing: { layers: editing, bounds: editBounds },
        live: { layers: moving, bounds: liveBounds },
      });
    };
    applyRef.current = apply;
    apply();
    return overlays.subscribe(apply);
  }, [deck, setEditLayers, overlays]);

  const position = selected?.position ?? null;
  const longitude = position?.longitude;
  const latitude = position?.latitude;
  const clustered = detail?.kind === 'clusters';
  // Among clusters the frame holds only the pinned devices, drawn as markers.
  const compact = detail?.kind === 'dots';

  useEffect(() => {
    if (!deck || !options) return;
    liveLayers.current = buildMapLayers({
      frame,
      clusters,
      geofences,
      hiddenGeofences,
      labels,
      trail,
      options,
      selection: longitude === undefined || latitude === undefined ? null : { longitude, latitude },
      atlas,
      zoom,
      clustered,
      compact,
      labelText,
    });
    applyRef.current();
  }, [
    deck,
    frame,
    clusters,
    geofences,
    hiddenGeofences,
    labels,
    trail,
    options,
    longitude,
    latitude,
    atlas,
    zoom,
    clustered,
    compact,
    labelText,
  ]);
}
