import { booleanOf, lookupBoolean, type Lookup } from '../pipeline/attributes';
import type { GeofenceArea } from '../pipeline/env';
import type { AutomationAction } from './actions';

/** True when `geofence` is the anchor of device `deviceId` (SPEC §3: isAnchor, deviceId). */
export function isAnchorOf(geofence: Pick<GeofenceArea, 'attributes'>, deviceId: number): boolean {
  const { isAnchor, deviceId: owner } = geofence.attributes;
  if (!booleanOf(isAnchor, false)) return false;
  return owner === undefined || owner === null || Number(owner) === deviceId;
}

/**
 * The geofence rules of the product's automation (companion-api.md §1.4): leaving the device's
 * anchor stops the engine and deletes the anchor (the vehicle was moved while parked);
 * `lockOnExit` / `lockOnEnter` on the geofence, or on the device (its groups, the server)
 * for every geofence, stop the engine. `lookup` is the device's configuration chain.
 */
export function geofenceRules(
  kind: 'geofenceEnter' | 'geofenceExit',
  geofence: Pick<GeofenceArea, 'id' | 'attributes'>,
  deviceId: number,
  lookup: Lookup,
): AutomationAction[] {
  const stop = (rule: 'anchor' | 'lockOnExit' | 'lockOnEnter'): AutomationAction => ({
    type: 'engine',
    command: 'engineStop',
    rule,
    geofenceId: geofence.id,
  });
  const flag = (key: 'lockOnExit' | 'lockOnEnter') =>
    booleanOf(geofence.attributes[key], false) || lookupBoolean(lookup, key, false);
  if (kind === 'geofenceExit') {
    if (isAnchorOf(geofence, deviceId)) {
      return [stop('anchor'), { type: 'deleteAnchor', geofenceId: geofence.id }];
    }
    return flag('lockOnExit') ? [stop('lockOnExit')] : [];
  }
  return flag('lockOnEnter') ? [stop('lockOnEnter')] : [];
}
