import { WebMercatorViewport, type MapViewState } from '@deck.gl/core';
import { useMemo } from 'react';
import type { CoreApi } from '../../worker/types';

/** How often a moving camera reports its viewport to the core (labels, clusters). */
const VIEWPORT_REPORT_MS = 150;

/**
 * Returns a reporter for camera changes: the visible bounds reach the core at most every
 * 150 ms (and once more when the camera stops), so panning never floods the worker.
 */
export function useViewportSync(core: CoreApi, element: () => HTMLElement | null) {
  return useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let latest: MapViewState | null = null;
    const send = () => {
      timer = null;
      const node = element();
      if (!latest || !node || node.clientWidth < 2 || node.clientHeight < 2) return;
      const viewport = new WebMercatorViewport({
        ...latest,
        width: node.clientWidth,
        height: node.clientHeight,
      });
      const [west, south, east, north] = viewport.getBounds();
      void core.setViewport({
        zoom: latest.zoom,
        west,
        south: Math.max(-90, south),
        east,
        north: Math.min(90, north),
      });
    };
    return (view: MapViewState) => {
      latest = view;
      if (!timer) timer = setTimeout(send, VIEWPORT_REPORT_MS);
    };
  }, [core, element]);
}
