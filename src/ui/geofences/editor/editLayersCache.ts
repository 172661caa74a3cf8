import type { Layer } from '@deck.gl/core';
import {
  buildGeofenceEditLayers,
  type EditedGeometry,
  type EditHandle,
} from '../../map/layers/buildGeofenceEditLayers';

const sameGeometry = (a: EditedGeometry, b: EditedGeometry) =>
  a.kind === b.kind &&
  a.points === b.points &&
  a.radius === b.radius &&
  a.width === b.width &&
  a.cursor?.[0] === b.cursor?.[0] &&
  a.cursor?.[1] === b.cursor?.[1] &&
  a.drawing === b.drawing &&
  a.invalid === b.invalid;

const sameHandles = (a: readonly EditHandle[], b: readonly EditHandle[]) =>
  a.length === b.length &&
  a.every((handle, i) => {
    const other = b[i]!;
    return (
      handle.properties.editHandleType === other.properties.editHandleType &&
      handle.geometry.coordinates[0] === other.geometry.coordinates[0] &&
      handle.geometry.coordinates[1] === other.geometry.coordinates[1]
    );
  });

/**
 * The editor's layers, built again only when the shape or its handles changed: a pointer moving
 * over the map without changing what nebula shows (most moves) builds nothing and leaves the
 * editing canvas as it is, instead of re-tessellating a 1,000-vertex ring and redrawing.
 */
export function createEditLayersCache() {
  let last: { geometry: EditedGeometry; handles: readonly EditHandle[] } | null = null;
  return {
    /** The layers for this shape and these handles, or null when they are what was last built. */
    layersFor(geometry: EditedGeometry, handles: readonly EditHandle[]): Layer[] | null {
      if (last && sameGeometry(last.geometry, geometry) && sameHandles(last.handles, handles))
        return null;
      last = { geometry, handles };
      return buildGeofenceEditLayers(geometry, handles);
    },
  };
}
