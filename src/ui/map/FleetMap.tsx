import type { MapViewState } from '@deck.gl/core';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore, useTopic } from '../core/CoreContext';
import { useMapFrame, useSelectedDevice } from '../core/hooks';
import { createMapStage, visibleArea, type MapStage } from './createMapStage';
import { buildDeviceAtlas } from './deviceAtlas';
import { fitBounds } from './fitFrame';
import { useRegisterMap, type CameraTarget } from './MapContext';
import { useFollowCamera } from './useFollowCamera';
import { useBaseTiles } from './useBaseTiles';
import { useMapLayers } from './useMapLayers';
import { useViewportSync } from './useViewportSync';
import { MarkerMenu, type MapCamera } from './markerMenu/MarkerMenu';
import styles from './FleetMap.module.css';

/**
 * The live map. Devices, clusters, geofences, labels and trails come from the worker's topics;
 * the camera reports its viewport back to the worker. A click on a device opens it; on a
 * cluster, zooms in; a right-click or long press on a device opens its marker menu; dragging
 * stops follow mode.
 */
export function FleetMap({
  initialView,
  selectZoom,
  onDeviceClick,
  onDeviceMenu,
  children,
}: {
  /** The user's or server's saved view; null lets the map fit the fleet on its first frame. */
  initialView: CameraTarget | null;
  selectZoom: number;
  onDeviceClick(deviceId: number): void;
  /** A right-click or long press on a device: select it, for its marker menu. */
  onDeviceMenu(deviceId: number): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const core = useCore();
  const baseRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [stage, setStage] = useState<MapStage | null>(null);
  const [zoom, setZoom] = useState(Math.floor(initialView?.zoom ?? 3.5));
  const fittedRef = useRef(initialView !== null);
  const frame = useMapFrame();
  const selected = useSelectedDevice();
  const trail = useTopic('trail');
  const geofences = useTopic('geofences');
  const hiddenGeofences = useTopic('hiddenGeofences');
  const detail = useTopic('mapDetail');
  const clustered = detail?.kind === 'clusters';
  const atlas = useMemo(() => buildDeviceAtlas(), []);
  const reportViewport = useViewportSync(
    core,
    useCallback(() => baseRef.current, []),
  );

  // Callbacks read the latest props and frame through refs: the stage is created once.
  const live = useRef({ onDeviceClick, onDeviceMenu, reportViewport, detail });
  live.current = { onDeviceClick, onDeviceMenu, reportViewport, detail };
  const [menuDevice, setMenuDevice] = useState<number | null>(null);
  const closeMenu = useCallback(() => setMenuDevice(null), []);
  const viewListeners = useRef(new Set<() => void>());

  useEffect(() => {
    const initial: MapViewState = {
      longitude: initialView?.longitude ?? -47.9,
      latitude: initialView?.latitude ?? -15.8,
      zoom: initialView?.zoom ?? 3.5,
    };
    const created = createMapStage({
      baseElement: baseRef.current!,
      canvas: canvasRef.current!,
      editClassName: styles.edit!,
      initialView: initial,
      onView: (view, dragging, moving) => {
        setZoom(Math.floor(view.zoom));
        // The camera for tests and debugging, written straight to the DOM: no re-render per frame.
        const element = baseRef.current?.parentElement;
        if (element) {
          element.dataset.center = `${view.longitude.toFixed(5)},${view.latitude.toFixed(5)}`;
          // Exact enough to find a place's pixel (tests project the player's icons).
          element.dataset.view = `${view.longitude},${view.latitude},${view.zoom}`;
        }
        // The worker recomputes clusters, labels and the culled frame for a view: not for each
        // step of a fly across the fleet, only where it comes to rest (and while dragging).
        if (!moving) live.current.reportViewport(view);
        for (const listener of viewListeners.current) listener();
        if (dragging) void core.followDevice({ deviceId: null });
      },
      onClick: ({ longitude, latitude, zoom, layerId }) => {
        if (layerId === 'clusters') {
          created.handle.flyTo({ longitude, latitude, zoom: zoom + 2 });
          return;
        }
        // Devices (all of them, or the pinned ones among clusters) are hit-tested by the worker,
        // which holds their positions: exact while frames stream in, and no GPU picking pass
        // over the whole fleet on every move.
        void core.deviceAt({ longitude, latitude, zoom }).then((id) => {
          if (id !== null) live.current.onDeviceClick(id);
        });
      },
      onContextMenu: ({ longitude, latitude, zoom, layerId }) => {
        if (layerId === 'clusters') return;
        void core.deviceAt({ longitude, latitude, zoom }).then((id) => {
          if (id === null) return;
          live.current.onDeviceMenu(id);
          setMenuDevice(id);
        });
      },
      detailVersion: () => live.current.detail?.version ?? null,
      onFrames: (window) => void core.reportFrames(window),
      onRenderer: (renderer) => void core.setRenderer({ renderer }),
    });
    live.current.reportViewport(initial);
    setStage(created);
    return () => created.destroy();
    // The stage lives as long as the core; the initial view only matters at creation.
  }, [core]); // eslint-disable-line react-hooks/exhaustive-deps

  const base = useBaseTiles();
  useEffect(() => {
    stage?.setBase(base.tiles);
  }, [stage, base.tiles]);

  const handle = stage?.handle ?? null;
  const camera = useMemo<MapCamera | null>(
    () =>
      stage && {
        project: stage.project,
        subscribe(listener) {
          viewListeners.current.add(listener);
          return () => viewListeners.current.delete(listener);
        },
      },
    [stage],
  );
  const registerMap = useRegisterMap();
  useEffect(() => {
    registerMap(handle);
    return () => registerMap(null);
  }, [registerMap, handle]);
  useMapLayers({
    deck: stage?.deck ?? null,
    setEditLayers: stage?.setEditLayers ?? null,
    atlas,
    zoom,
    detail: detail ?? null,
  });
  useFollowCamera(handle);

  // Fit the fleet once, when its extent is first known, if no saved view exists.
  const bounds = detail?.bounds ?? null;
  useEffect(() => {
    if (!handle || !bounds || fittedRef.current) return;
    const { size, offset } = visibleArea(baseRef.current!);
    const uncovered = { width: size.width - 2 * offset.x, height: size.height + 2 * offset.y };
    const [west, south, east, north] = bounds;
    const target = fitBounds(
      [
        [west, south],
        [east, north],
      ],
      uncovered,
    );
    if (target) {
      fittedRef.current = true;
      handle.flyTo(target);
    }
  }, [bounds, handle]);

  // Centre on a newly selected device (zoom to web.selectZoom), not on each of its updates.
  const position = selected?.position ?? null;
  const selectedId = selected?.device.id ?? null;
  const hasPosition = position !== null;
  useEffect(() => {
    if (!handle || selectedId === null || !position) return;
    handle.flyTo({
      longitude: position.longitude,
      latitude: position.latitude,
      zoom: Math.max(handle.getZoom(), selectZoom),
    });
  }, [handle, selectedId, hasPosition]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div
      className={styles.map}
      data-testid="fleet-map"
      data-devices={frame?.length ?? 0}
      data-trail={trail ? trail.path.length / 2 : 0}
      data-geofences={geofences?.length ?? 0}
      data-hidden-geofences={hiddenGeofences?.length ?? 0}
      data-zoom={zoom}
      data-mapped={detail?.mapped ?? 0}
      data-detail={detail?.kind ?? ''}
      data-detail-level={detail?.level ?? ''}
      data-clustered={clustered}
      data-base-layer={base.shown}
    >
      <div ref={baseRef} className={styles.base} />
      <canvas ref={canvasRef} className={styles.deck} />
      {base.failed && (
        <p role="alert" className={styles.baseProblem}>
          {t('mapOptions.baseFailed', { layer: t(`mapOptions.layers.${base.failed}`) })}
        </p>
      )}
      <MarkerMenu deviceId={menuDevice} camera={camera} onClose={closeMenu} />
      {children}
    </div>
  );
}
