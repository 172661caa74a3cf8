import { booleanOf, type Lookup } from '../pipeline/attributes';
import type { GeofenceArea } from '../pipeline/env';
import type { Attrs, DeviceRecord } from '../storage';
import { oneEngineStop, QR_DEVICE, type AutomationAction } from './actions';
import { geofenceRules } from './geofenceRules';
import { checkOutDriver, lockWithoutDriver } from './qrRules';

/** An event as another server forwards it (Traccar's EventData `event`). */
export interface ForwardedEvent {
  type: string;
  deviceId: number;
  geofenceId: number;
  attributes: Attrs;
}

/** What the rules ask for on a forwarded event: actions, and device attributes to change. */
export interface EventDecision {
  actions: AutomationAction[];
  device?: Attrs;
}

/**
 * The product's webhook rules (EventController, companion-api.md §1.4) on an event another
 * server raised: a geofence left or entered runs the geofence rules; the `unknownDriver` alarm
 * locks the device (once) and `checkoutDriver` checks its driver out. The timed QR rules that
 * raise those alarms run in Farol's own pipeline, on positions.
 */
export function eventRules(
  event: ForwardedEvent,
  device: Pick<DeviceRecord, 'id' | 'attributes'>,
  geofence: Pick<GeofenceArea, 'id' | 'attributes'> | undefined,
  lookup: Lookup,
): EventDecision {
  if (event.type === 'geofenceExit' || event.type === 'geofenceEnter') {
    if (!geofence) return { actions: [] };
    return { actions: oneEngineStop(geofenceRules(event.type, geofence, device.id, lookup)) };
  }
  if (event.type !== 'alarm') return { actions: [] };
  const alarms = String(event.attributes.alarm ?? '').split(',');
  if (alarms.includes('unknownDriver') && !booleanOf(device.attributes[QR_DEVICE.locked], false)) {
    const { actions, device: patch } = lockWithoutDriver();
    return { actions, device: patch };
  }
  const driver = device.attributes[QR_DEVICE.driver];
  if (alarms.includes('checkoutDriver') && typeof driver === 'string' && driver) {
    const { actions, device: patch } = checkOutDriver(driver);
    return { actions, device: patch };
  }
  return { actions: [] };
}
