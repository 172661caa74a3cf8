/**
 * A geofence's attributes with a line's corridor (`polylineDistance`, metres either side), or
 * without it for a circle or polygon (a shape that stopped being a line keeps no stale width).
 */
export function withCorridor(
  attributes: Record<string, unknown>,
  polylineDistance: number | null,
): Record<string, unknown> {
  const { polylineDistance: _old, ...rest } = attributes;
  return polylineDistance === null ? rest : { ...rest, polylineDistance };
}
