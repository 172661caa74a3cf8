import { geofenceJson, maintenanceJson } from '../api/entityJson';
import { deviceJson, positionJson } from '../json';
import type { DeviceRegistry } from '../services/registry';
import type { EventRecord, Storage } from '../storage';
import { eventJson } from './eventJson';
import { EventForwarder, forwardSettings, type ForwardPayload } from './forwarder';

/** Traccar's EventData JSON: the event, its position, device, geofence and maintenance. */
export function forwardPayload(storage: Storage, registry: DeviceRegistry): ForwardPayload {
  return async (event: EventRecord) => {
    const device = registry.get(event.deviceId);
    if (!device) return null;
    const payload: Record<string, unknown> = {
      event: eventJson(event),
      device: deviceJson(device),
    };
    if (event.positionId > 0) {
      const [position] = await storage.positions.byIds([event.positionId]);
      if (position) payload.position = positionJson(position);
    }
    if (event.geofenceId > 0) {
      const geofence = await storage.geofences.get(event.geofenceId);
      if (geofence) payload.geofence = geofenceJson(geofence);
    }
    if (event.maintenanceId > 0) {
      const maintenance = await storage.maintenances.get(event.maintenanceId);
      if (maintenance) payload.maintenance = maintenanceJson(maintenance);
    }
    return payload;
  };
}

/** The forwarder the configuration asks for, or null when forwarding is off. */
export function eventForwarder(
  options: Record<string, unknown>,
  storage: Storage,
  registry: DeviceRegistry,
): EventForwarder | null {
  const settings = forwardSettings(options);
  return settings ? new EventForwarder(settings, forwardPayload(storage, registry)) : null;
}
