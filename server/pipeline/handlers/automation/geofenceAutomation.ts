import { oneEngineStop } from '../../../automation/actions';
import { geofenceRules } from '../../../automation/geofenceRules';
import type { PositionHandler } from '../../types';
import { geofenceChanges } from '../events/geofenceEvents';

/**
 * The anchor and lock-on-enter/exit rules on the geofences the position entered or left (the
 * same changes, calendars included, that raise geofenceEnter / geofenceExit). One engine stop
 * per position, however many rules ask for it.
 */
export const geofenceAutomation: PositionHandler = {
  name: 'geofenceAutomation',
  latestOnly: true,
  handle(position, last, context) {
    const actions = geofenceChanges(position, last, context).flatMap((change) =>
      geofenceRules(change.kind, change.geofence, context.device.id, context.env.lookup),
    );
    return actions.length ? { actions: oneEngineStop(actions) } : null;
  },
};
