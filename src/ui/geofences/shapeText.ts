import type { TFunction } from 'i18next';
import { circleRing, shapeSummary, type GeofenceShape } from '@farol/model';
import { formatNumber } from '../format/formatNumber';
import type { Bounds } from '../map/fitFrame';

/** "Círculo · 3,14 km²", "Polígono · 12 pontos": what a geofence's area is, for people. */
export function shapeText(shape: GeofenceShape | null, t: TFunction, language: string): string {
  if (!shape) return t('geofences.invalidArea');
  const summary = shapeSummary(shape);
  const detail =
    summary.kind === 'area'
      ? t('geofences.area', { value: formatNumber(summary.km2, language, 2) })
      : t('geofences.points', { count: summary.count });
  return `${t(`geofences.shapes.${shape.type}`)} · ${detail}`;
}

/** The shape's west-south and east-north corners (a circle's from its ring): what to show. */
export function shapeBounds(shape: GeofenceShape): Bounds {
  const points =
    shape.type === 'circle'
      ? circleRing(shape.center, shape.radius)
      : shape.type === 'polygon'
        ? shape.ring
        : shape.points;
  const lons = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}
