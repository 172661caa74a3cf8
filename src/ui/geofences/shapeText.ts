import type { TFunction } from 'i18next';
import { shapeSummary, type GeofenceShape } from '@farol/model';
import { formatNumber } from '../format/formatNumber';

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

/** The point to fly to: a circle's centre, else the middle of the shape's bounds. */
export function shapeCentre(shape: GeofenceShape): { longitude: number; latitude: number } {
  if (shape.type === 'circle') return { longitude: shape.center[0], latitude: shape.center[1] };
  const points = shape.type === 'polygon' ? shape.ring : shape.points;
  const lons = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  return {
    longitude: (Math.min(...lons) + Math.max(...lons)) / 2,
    latitude: (Math.min(...lats) + Math.max(...lats)) / 2,
  };
}
