import {
  Deck,
  FlyToInterpolator,
  MapView,
  type MapViewState,
  type PickingInfo,
} from '@deck.gl/core';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMapFrame, useSelectedDevice } from '../core/hooks';
import { buildDeviceAtlas } from './deviceAtlas';
import { buildBaseStyle } from './baseStyle';
import { fitFrame } from './fitFrame';
import { buildDevicesLayer, DEVICES_LAYER_ID, isCompact } from './layers/buildDevicesLayer';
import { buildSelectionLayer } from './layers/buildSelectionLayer';
import { MapContext, type CameraTarget, type MapHandle } from './MapContext';
import { centerWithOffset, uncoveredOffset } from './visibleCenter';
import styles from './FleetMap.module.css';

maplibregl.setWorkerUrl(maplibreWorkerUrl);

const FLY_MS = 700;

/** The map's size and where the centre of its part not covered by panels lies. */
function visibleArea(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  const covers = [...document.querySelectorAll('[data-map-cover]')].map((cover) =>
    cover.getBoundingClientRect(),
  );
  return { size: { width: box.width, height: box.height }, offset: uncoveredOffset(box, covers) };
}

/**
 * The live map. deck.gl owns the camera and pointer input (so editors can receive events,
 * PITFALLS.md); the maplibre base map follows it. Devices come from the worker's map frames.
 */
export function FleetMap({
  mapUrl,
  initialView,
  selectZoom,
  onDeviceClick,
  children,
}: {
  mapUrl: string | null;
  /** The user's or server's saved view; null lets the map fit the fleet on its first frame. */
  initialView: CameraTarget | null;
  selectZoom: number;
  onDeviceClick(deviceId: number): void;
  children?: ReactNode;
}) {
  const baseRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const deckRef = useRef<Deck<MapView> | null>(null);
  const viewRef = useRef<MapViewState>({
    longitude: initialView?.longitude ?? -47.9,
    latitude: initialView?.latitude ?? -15.8,
    zoom: initialView?.zoom ?? 3.5,
  });
  const fittedRef = useRef(initialView !== null);
  const clickRef = useRef(onDeviceClick);
  clickRef.current = onDeviceClick;
  const [handle, setHandle] = useState<MapHandle | null>(null);
  const [zoom, setZoom] = useState(Math.floor(viewRef.current.zoom));

  const frame = useMapFrame();
  const selected = useSelectedDevice();
  const frameRef = useRef(frame);
  frameRef.current = frame;
  const atlas = useMemo(() => buildDeviceAtlas(), []);

  useEffect(() => {
    const baseElement = baseRef.current!;
    const base = new maplibregl.Map({
      container: baseElement,
      style: buildBaseStyle({ mapUrl }),
      interactive: false,
      attributionControl: mapUrl ? { compact: true } : false,
      center: [viewRef.current.longitude, viewRef.current.latitude],
      zoom: viewRef.current.zoom,
    });
    const follow = (view: MapViewState) => {
      viewRef.current = view;
      setZoom(Math.floor(view.zoom));
      base.jumpTo({
        center: [view.longitude, view.latitude],
        zoom: view.zoom,
        bearing: view.bearing ?? 0,
        pitch: view.pitch ?? 0,
      });
    };
    const deck = new Deck<MapView>({
      canvas: canvasRef.current!,
      views: new MapView({ repeat: true }),
      initialViewState: viewRef.current,
      controller: { dragRotate: false, touchRotate: false },
      onViewStateChange: ({ viewState }) => {
        follow(viewState as MapViewState);
        return viewState;
      },
      onClick: (info: PickingInfo) => {
        const ids = frameRef.current?.ids;
        if (info.layer?.id === DEVICES_LAYER_ID && ids && info.index >= 0) {
          clickRef.current(ids[info.index]!);
        }
      },
      getCursor: ({ isDragging, isHovering }) =>
        isDragging ? 'grabbing' : isHovering ? 'pointer' : 'grab',
      layers: [],
    });
    deckRef.current = deck;

    const moveCamera = (view: MapViewState, animate: boolean) => {
      deck.setProps({
        initialViewState: {
          ...view,
          transitionDuration: animate ? FLY_MS : 0,
          transitionInterpolator: animate ? new FlyToInterpolator() : undefined,
        },
      });
      if (!animate) follow(view);
    };
    // Targets go to the centre of what the panels leave visible, not under a panel.
    const visible = (target: CameraTarget) => {
      const { size, offset } = visibleArea(baseElement);
      return centerWithOffset(
        { ...target, zoom: target.zoom ?? viewRef.current.zoom },
        size,
        offset,
      );
    };
    setHandle({
      flyTo: (target) => moveCamera({ ...viewRef.current, ...visible(target) }, true),
      zoomBy: (delta) =>
        moveCamera({ ...viewRef.current, zoom: viewRef.current.zoom + delta }, true),
      getZoom: () => viewRef.current.zoom,
    });

    const resize = new ResizeObserver(() => base.resize());
    resize.observe(baseElement);
    return () => {
      resize.disconnect();
      deck.finalize();
      base.remove();
      deckRef.current = null;
    };
  }, [mapUrl]);

  // Fit the fleet once, on the first frame with devices, when no saved view exists.
  useEffect(() => {
    if (!handle || !frame || fittedRef.current || frame.length === 0) return;
    const { size, offset } = visibleArea(baseRef.current!);
    const uncovered = { width: size.width - 2 * offset.x, height: size.height + 2 * offset.y };
    const target = fitFrame(frame, uncovered);
    if (target) {
      fittedRef.current = true;
      handle.flyTo(target);
    }
  }, [frame, handle]);

  const compact = isCompact(zoom, frame?.length ?? 0);
  const position = selected?.position ?? null;
  const point = position ? { longitude: position.longitude, latitude: position.latitude } : null;
  useEffect(() => {
    deckRef.current?.setProps({
      layers: [
        buildSelectionLayer({ point }),
        frame ? buildDevicesLayer({ frame, atlas, compact }) : null,
      ],
    });
  }, [frame, point?.longitude, point?.latitude, atlas, compact]); // eslint-disable-line react-hooks/exhaustive-deps

  // Centre on a newly selected device.
  const selectedId = selected?.device.id ?? null;
  const hasPosition = position !== null;
  useEffect(() => {
    if (!handle || selectedId === null || !point) return;
    handle.flyTo({ ...point, zoom: Math.max(handle.getZoom(), selectZoom) });
    // Only a change of device (or its first position) moves the camera, not every update.
  }, [handle, selectedId, hasPosition]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <MapContext value={handle}>
      <div className={styles.map} data-testid="fleet-map" data-devices={frame?.length ?? 0}>
        <div ref={baseRef} className={styles.base} />
        <canvas ref={canvasRef} className={styles.deck} />
        {children}
      </div>
    </MapContext>
  );
}
