import type { Deck, MapView } from '@deck.gl/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelItem } from '../../worker/types';
import { useTopic } from '../core/CoreContext';
import { useMapFrame, useSelectedDevice } from '../core/hooks';
import { formatNumber } from '../format/formatNumber';
import type { DeviceAtlas } from './deviceAtlas';
import { buildMapLayers } from './layers/buildMapLayers';
import { isCompact } from './layers/buildDevicesLayer';
import { MAP_CLUSTER_BELOW_ZOOM } from '../../model';

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
 * Feeds the map's layers from the core's topics: devices (or clusters when zoomed out),
 * geofences, precision, trail, selection and labels. Runs whenever one of them changes.
 */
export function useMapLayers(deck: Deck<MapView> | null, atlas: DeviceAtlas, zoom: number): void {
  const frame = useMapFrame();
  const selected = useSelectedDevice();
  const clusters = useTopic('clusters');
  const geofences = useTopic('geofences') ?? EMPTY;
  const labels = useTopic('labels') ?? EMPTY;
  const trail = useTopic('trail') ?? null;
  const options = useTopic('mapOptions');
  const labelText = useLabelText();

  const position = selected?.position ?? null;
  const longitude = position?.longitude;
  const latitude = position?.latitude;
  const clustered = zoom < MAP_CLUSTER_BELOW_ZOOM;
  const compact = isCompact(zoom, frame?.length ?? 0);

  useEffect(() => {
    if (!deck || !options) return;
    deck.setProps({
      layers: buildMapLayers({
        frame,
        clusters,
        geofences,
        labels,
        trail,
        options,
        selection:
          longitude === undefined || latitude === undefined ? null : { longitude, latitude },
        atlas,
        zoom,
        clustered,
        compact,
        labelText,
      }),
    });
  }, [
    deck,
    frame,
    clusters,
    geofences,
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
