import type { Farol } from '../../server/app';
import { adminClient, type Client } from './helpers';

/** A valid base64 iCalendar: weekdays 08:00–18:00 UTC. */
export const WORKDAYS_ICS = Buffer.from(
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Traccar//NONSGML Traccar//EN',
    'BEGIN:VEVENT',
    'UID:workdays',
    'DTSTART:20240101T080000Z',
    'DTEND:20240101T180000Z',
    'RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
    'SUMMARY:Workdays',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n'),
).toString('base64');

/** One CRUD resource: its path, Traccar class name, link key and a valid body. */
export interface Resource {
  kind: string;
  path: string;
  className: string;
  body(tag: string): Record<string, unknown>;
  /** The field a test edits to prove an update went through. */
  edit: string;
}

let counter = 0;
const unique = (tag: string) => `${tag}-${++counter}`.replace(/[^A-Za-z0-9-]/g, '');

export const RESOURCES: Resource[] = [
  {
    kind: 'device',
    path: '/api/devices',
    className: 'Device',
    body: (tag) => ({ name: `device ${tag}`, uniqueId: unique(`dev-${tag}`) }),
    edit: 'name',
  },
  {
    kind: 'group',
    path: '/api/groups',
    className: 'Group',
    body: (tag) => ({ name: `group ${tag}` }),
    edit: 'name',
  },
  {
    kind: 'geofence',
    path: '/api/geofences',
    className: 'Geofence',
    body: (tag) => ({ name: `geofence ${tag}`, area: 'CIRCLE (-23.55 -46.63, 150)' }),
    edit: 'name',
  },
  {
    kind: 'driver',
    path: '/api/drivers',
    className: 'Driver',
    body: (tag) => ({ name: `driver ${tag}`, uniqueId: unique(`drv-${tag}`) }),
    edit: 'name',
  },
  {
    kind: 'calendar',
    path: '/api/calendars',
    className: 'Calendar',
    body: (tag) => ({ name: `calendar ${tag}`, data: WORKDAYS_ICS }),
    edit: 'name',
  },
  {
    kind: 'maintenance',
    path: '/api/maintenance',
    className: 'Maintenance',
    body: (tag) => ({ name: `maintenance ${tag}`, type: 'totalDistance', start: 0, period: 1e7 }),
    edit: 'name',
  },
  {
    kind: 'notification',
    path: '/api/notifications',
    className: 'Notification',
    body: (tag) => ({ description: `notification ${tag}`, type: 'alarm', notificators: 'web' }),
    edit: 'description',
  },
  {
    kind: 'command',
    path: '/api/commands',
    className: 'Command',
    body: (tag) => ({ description: `command ${tag}`, type: 'custom', attributes: { data: 'x' } }),
    edit: 'description',
  },
  {
    kind: 'attribute',
    path: '/api/attributes/computed',
    className: 'Attribute',
    body: (tag) => ({
      description: `computed ${tag}`,
      attribute: 'speedKmh',
      expression: 'speed * 1.852',
      type: 'number',
    }),
    edit: 'description',
  },
];

/** Creates an object through the API; throws unless 200. */
export async function create(
  client: Client,
  resource: Resource,
  tag: string,
): Promise<Record<string, unknown> & { id: number }> {
  const reply = await client.post(resource.path, resource.body(tag));
  if (reply.status !== 200) {
    throw new Error(`create ${resource.kind} ${tag}: ${reply.status} ${reply.text}`);
  }
  return reply.json();
}

/** Links `<ownerKind>` #ownerId to `<propertyKey>` #propertyId as `client`; throws unless 204. */
export async function link(
  client: Client,
  body: Record<string, number>,
  method: 'POST' | 'DELETE' = 'POST',
): Promise<void> {
  const reply = await client.request(method, '/api/permissions', { json: body });
  if (reply.status !== 204) {
    throw new Error(`${method} permission ${JSON.stringify(body)}: ${reply.status} ${reply.text}`);
  }
}

/** The administrator's client of a running server. */
export const admin = (farol: Farol): Promise<Client> => adminClient(farol);

/** Traccar's error first lines. */
export const denied = (className: string) =>
  `java.lang.SecurityException: ${className} access denied`;
export const WRITE_DENIED = 'java.lang.SecurityException: Write access denied';
export const RESTRICTED = 'java.lang.SecurityException: Operation restricted';
export const ADMIN_REQUIRED = 'java.lang.SecurityException: Administrator access required';
export const MANAGER_REQUIRED = 'java.lang.SecurityException: Manager access required';
export const UNAUTHORIZED = 'jakarta.ws.rs.WebApplicationException: HTTP 401 Unauthorized';
