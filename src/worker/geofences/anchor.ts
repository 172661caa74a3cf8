/** The anchor (SPEC §3–§4): a 150 m circle at the device's last position, linked to it. */
import { ANCHOR_RADIUS_M, formatWkt, Geofence } from '@farol/model';
import type { CoreContext } from '../context';
import { toGeofenceView } from '../derive/geofenceView';
import { requestJson, requestText } from '../transport/rest';
import { validationError } from '../transport/errors';
import type { GeofenceView } from '../types';

/**
 * Creates the anchor geofence (name = anchor label + device name, empty description, calendar 0,
 * attributes deviceId and isAnchor) and links it to the device. If linking fails, the new
 * geofence is deleted again so no orphan is left behind.
 */
export async function createAnchor(input: {
  ctx: CoreContext;
  deviceId: number;
  name: string;
}): Promise<GeofenceView> {
  const { ctx, deviceId } = input;
  const position = ctx.state().positions.get(deviceId);
  if (!position) throw validationError('NO_POSITION', 'the device has no position to anchor at');
  const area = formatWkt({
    type: 'circle',
    center: [position.longitude, position.latitude],
    radius: ANCHOR_RADIUS_M,
  });
  const geofence = await requestJson({
    http: ctx.http,
    method: 'POST',
    path: '/geofences',
    json: {
      name: input.name,
      description: '',
      calendarId: 0,
      area,
      attributes: { deviceId, isAnchor: true },
    },
    schema: Geofence,
  });
  try {
    await requestText({
      http: ctx.http,
      method: 'POST',
      path: '/permissions',
      json: { deviceId, geofenceId: geofence.id },
    });
  } catch (error) {
    await requestText({
      http: ctx.http,
      method: 'DELETE',
      path: `/geofences/${geofence.id}`,
    }).catch(() => undefined);
    throw error;
  }
  ctx.dispatch('geofence.saved', 'rest', { geofence });
  return toGeofenceView(geofence);
}

/** Deletes a geofence (an anchor when turning it off). */
export async function deleteGeofence(input: {
  ctx: CoreContext;
  geofenceId: number;
}): Promise<void> {
  const { ctx, geofenceId } = input;
  await requestText({ http: ctx.http, method: 'DELETE', path: `/geofences/${geofenceId}` });
  ctx.dispatch('geofence.removed', 'rest', { geofenceId });
}
