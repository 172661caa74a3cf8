import { parseWkt } from '@farol/model';
import { lookupIn } from '../../../server/pipeline/attributes';
import {
  freshDeviceState,
  plainEnv,
  type DeviceEnv,
  type GeofenceArea,
} from '../../../server/pipeline/env';
import type { HandlerContext } from '../../../server/pipeline/types';
import { evaluateExpression, positionContext } from '../../../server/services/computed';
import { testDevice } from './track';

/** A geofence from Traccar's WKT. */
export function area(id: number, wkt: string, extra: Partial<GeofenceArea> = {}): GeofenceArea {
  return { id, name: `G${id}`, calendarId: 0, attributes: {}, shape: parseWkt(wkt), ...extra };
}

/** A handler context: defaults everywhere, the given configuration and linked objects. */
export function contextWith(
  config: Record<string, unknown> = {},
  env: Partial<DeviceEnv> = {},
): HandlerContext {
  const geofences = env.geofences ?? [];
  return {
    device: testDevice(),
    env: {
      ...plainEnv(freshDeviceState(), lookupIn([config])),
      geofence: (id) => geofences.find((g) => g.id === id),
      evaluate: (expression, position) => evaluateExpression(expression, positionContext(position)),
      ...env,
    },
  };
}
