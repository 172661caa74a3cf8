/**
 * Makes the WebGL canvas `make` creates opaque. maplibre asks for an alpha channel whatever its
 * options say, though the base map covers its canvas (the water background under every style):
 * a transparent canvas has the compositor draw the page beneath it too at every changed frame,
 * under the software renderer a fill of the whole map each time (the geofence editor's drag and
 * hover, bench/management-lists-10k). The context is made in the constructor, synchronously.
 */
export function opaqueCanvas<T>(make: () => T): T {
  const prototype = HTMLCanvasElement.prototype;
  const getContext = prototype.getContext;
  prototype.getContext = function (this: HTMLCanvasElement, type: string, attributes?: object) {
    const opaque = type.startsWith('webgl') ? { ...attributes, alpha: false } : attributes;
    return getContext.call(this, type, opaque);
  } as typeof getContext;
  try {
    return make();
  } finally {
    prototype.getContext = getContext;
  }
}
