import { formatTraccarDate } from '../../src/model';
import type { DeviceRecord, EventRecord, UserRecord } from '../storage';
import type { NotificationMessage } from './types';

/** Names of the objects an event points at, for the text. */
export interface EventNames {
  geofence?: string;
  maintenance?: string;
}

const SPEED: Record<string, [factor: number, unit: string]> = {
  kn: [1, 'kn'],
  kmh: [1.852, 'km/h'],
  mph: [1.15078, 'mph'],
};

/** A speed in knots, in the user's `speedUnit` (default knots, as Traccar). */
function speed(knots: unknown, user: UserRecord): string {
  const [factor, unit] = SPEED[String(user.attributes.speedUnit ?? 'kn')] ?? SPEED.kn!;
  return `${(Number(knots) * factor).toFixed(1)} ${unit}`;
}

function describe(event: EventRecord, device: string, names: EventNames, user: UserRecord): string {
  const a = event.attributes;
  const geofence = names.geofence ?? `#${event.geofenceId}`;
  switch (event.type) {
    case 'test':
      return 'Test notification';
    case 'alarm':
      return `${device}: alarm ${String(a.alarm ?? '')}`.trim();
    case 'geofenceEnter':
      return `${device} has entered geofence ${geofence}`;
    case 'geofenceExit':
      return `${device} has exited geofence ${geofence}`;
    case 'deviceOverspeed':
      return (
        `${device} exceeds the speed ${speed(a.speed, user)}` +
        (event.geofenceId ? ` in ${geofence}` : '') +
        ` (limit ${speed(a.speedLimit, user)})`
      );
    case 'deviceMoving':
      return `${device} is moving`;
    case 'deviceStopped':
      return `${device} has stopped`;
    case 'ignitionOn':
      return `${device}: ignition ON`;
    case 'ignitionOff':
      return `${device}: ignition OFF`;
    case 'deviceOnline':
      return `${device} is online`;
    case 'deviceOffline':
      return `${device} is offline`;
    case 'deviceUnknown':
      return `${device} status is unknown`;
    case 'deviceInactive':
      return `${device} has been inactive`;
    case 'commandResult':
      return `${device}: command result ${String(a.result ?? '')}`;
    case 'queuedCommandSent':
      return `${device}: queued command sent`;
    case 'driverChanged':
      return `${device}: driver changed to ${String(a.driverUniqueId ?? '')}`;
    case 'deviceFuelDrop':
      return `${device}: fuel drop from ${String(a.before)} to ${String(a.after)}`;
    case 'deviceFuelIncrease':
      return `${device}: fuel increase from ${String(a.before)} to ${String(a.after)}`;
    case 'maintenance':
      return `${device} requires maintenance ${names.maintenance ?? `#${event.maintenanceId}`}`;
    default:
      return `${device}: ${event.type}`;
  }
}

/** The subject, digest and body of an event for one user (English, as Traccar's defaults). */
export function eventMessage(
  event: EventRecord,
  device: DeviceRecord | null,
  user: UserRecord,
  names: EventNames = {},
): NotificationMessage {
  const digest = describe(event, device?.name ?? 'Farol', names, user);
  const lines = [digest, '', `Time: ${formatTraccarDate(event.eventTime)}`];
  if (device) lines.push(`Device: ${device.name} (${device.uniqueId})`);
  lines.push(`Event: ${event.type}`);
  return { subject: digest, digest, body: lines.join('\n') };
}
