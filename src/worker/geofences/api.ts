/** The geofence domain's API: the anchor (SPEC §3–§4), deleting a geofence, hiding some. */
import { ANCHOR_RADIUS_M, formatWkt, Geofence } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { requestJson, requestText } from '../transport/rest';
import { toGeofenceView } from './geofenceView';
import { hiddenGeofencesKey, VisibilityInput } from './hiddenGeofences';
import type { GeofenceApi, GeofenceView } from './types';

/**
 * Creates the anchor geofence (name = anchor label + device name, empty description, calendar 0,
 * attributes deviceId and isAnchor) and links it to the device. If linking fails, the new
 * geofence is deleted again so no orphan is left behind.
 */
async function createAnchor(
  ctx: CoreContext,
  input: { deviceId: number; name: string },
): Promise<GeofenceView> {
  const { deviceId } = input;
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

export function createGeofenceApi(ctx: CoreContext): GeofenceApi {
  return {
    createAnchor: (input) => createAnchor(ctx, input),
    /** Deletes a geofence (an anchor when turning it off). */
    async deleteGeofence({ geofenceId }) {
      await requestText({ http: ctx.http, method: 'DELETE', path: `/geofences/${geofenceId}` });
      ctx.dispatch('geofence.removed', 'rest', { geofenceId });
    },
    /** Hides or shows geofences on the map and stores the hidden ids under the user (G4). */
    async setGeofencesVisible(input) {
      const parsed = VisibilityInput.safeParse(input);
      if (!parsed.success)
        throw validationError('INVALID_VISIBILITY', parsed.error.issues[0]!.message);
      ctx.dispatch('geofences.visibilityChanged', 'user', parsed.data);
      const user = ctx.state().session.user;
      if (user)
        await ctx.deps.store.set(hiddenGeofencesKey(user.id), [...ctx.state().hiddenGeofences]);
    },
  };
}
