import { dateText, speedText } from '../locale/format';
import type { Preferences } from '../locale/preferences';
import { alarmName, eventTypeName, lookupText, notificationText, translate } from '../locale/texts';
import type { DeviceRecord, EventRecord } from '../storage';
import { TEST_EVENT_TYPE } from './eventTypes';
import type { NotificationMessage } from './types';

/** Names of the objects an event points at, for the text. */
export interface EventNames {
  geofence?: string;
  maintenance?: string;
}

/** A speed attribute in knots as the reader reads it, e.g. `98,5 km/h`. */
const speed = (knots: unknown, prefs: Preferences): string => speedText(Number(knots) || 0, prefs);

/** The one-line digest of an event in the reader's language and units. */
function describe(
  event: EventRecord,
  device: string,
  names: EventNames,
  prefs: Preferences,
): string {
  const a = event.attributes;
  const { language } = prefs;
  const values: Record<string, string> = {
    device,
    geofence: names.geofence ?? `#${event.geofenceId}`,
    maintenance: names.maintenance ?? `#${event.maintenanceId}`,
    alarm: alarmName(String(a.alarm ?? ''), language),
    speed: speed(a.speed, prefs),
    limit: speed(a.speedLimit, prefs),
    result: String(a.result ?? ''),
    driver: String(a.driverUniqueId ?? ''),
    before: String(a.before ?? ''),
    after: String(a.after ?? ''),
    rule: lookupText(language, `automation.rules.${String(a.rule ?? '')}`) ?? String(a.rule ?? ''),
    command: String(a.command ?? ''),
    reason:
      lookupText(language, `automation.reasons.${String(a.reason ?? '')}`) ??
      String(a.reason ?? ''),
  };
  const key =
    event.type === 'deviceOverspeed' && event.geofenceId ? 'deviceOverspeedIn' : event.type;
  return (
    notificationText(language, key, values)?.trim() ??
    `${device}: ${eventTypeName(event.type, language)}`
  );
}

/**
 * The subject, digest and body of an event for one reader: in their language (Traccar's
 * `language` or Tarkan's `tarkan.lang`), time zone and speed unit.
 */
export function eventMessage(
  event: EventRecord,
  device: DeviceRecord | null,
  prefs: Preferences,
  names: EventNames = {},
): NotificationMessage {
  const { language } = prefs;
  const digest = describe(event, device?.name ?? 'Farol', names, prefs);
  const label = (column: 'time' | 'device' | 'event') => translate(language, `columns.${column}`);
  const lines = [digest, '', `${label('time')}: ${dateText(event.eventTime, prefs)}`];
  if (device) lines.push(`${label('device')}: ${device.name} (${device.uniqueId})`);
  if (event.type !== TEST_EVENT_TYPE) {
    lines.push(`${label('event')}: ${eventTypeName(event.type, language)}`);
  }
  return { subject: digest, digest, body: lines.join('\n') };
}
