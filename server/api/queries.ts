import { z } from 'zod';
import { isId, parseZonedDate } from '@farol/model';
import { inputError } from './validate';

/**
 * Query strings as zod schemas, parsed like bodies (`parseQuery` is `parseInput`): a route
 * declares what it reads, gets it typed, and a bad value is a 400 naming the parameter, e.g.
 * `deviceId: not a valid id: "abc"`. Parsed inside the route, after it knows the caller, so an
 * anonymous call is 401 whatever its query (Traccar authenticates before it reads parameters).
 */

/** A parameter as the query parser gives it: absent, once, or repeated (`id=1&id=2`). */
const Raw = z.union([z.string(), z.array(z.string())]).optional();
type Raw = z.infer<typeof Raw>;

const valuesOf = (value: Raw): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Every value of a repeatable parameter, as sent. */
export const texts = Raw.transform(valuesOf);

/** The first value of a parameter, trimmed; undefined when absent or blank. */
export const text = Raw.transform((value) => valuesOf(value)[0]?.trim() || undefined);

/** A flag: true when any of its values is `true` (Traccar's boolean parameters). */
export const flag = Raw.transform((value) => valuesOf(value).includes('true'));

/** A repeatable id parameter; each value an id storage can hold (1 … MAX_INT). */
export const ids = Raw.transform((value, ctx) => {
  const found: number[] = [];
  for (const item of valuesOf(value)) {
    const id = Number(item);
    if (!isId(id)) {
      ctx.addIssue({ code: 'custom', message: `not a valid id: "${item}"` });
      return z.NEVER;
    }
    found.push(id);
  }
  return found;
});

/** An optional single id (the last one when repeated). */
export const id = ids.transform((found) => found.at(-1));

/** An optional whole number ≥ 0 (`limit`, `offset`); undefined when absent or blank. */
export const count = text.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 0) {
    ctx.addIssue({ code: 'custom', message: `not a whole number ≥ 0: "${value}"` });
    return z.NEVER;
  }
  return number;
});

const DATE_RULE = 'an ISO date with a zone, e.g. 2024-01-01T00:00:00Z';

/** An optional date with a zone (Traccar's rule), as epoch ms. */
export const date = text.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const ms = parseZonedDate(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: `expected ${DATE_RULE}` });
    return z.NEVER;
  }
  return ms;
});

/** A required date with a zone, as epoch ms. */
export const requiredDate = date.transform((ms, ctx) => {
  if (ms === undefined) {
    ctx.addIssue({ code: 'custom', message: `required, ${DATE_RULE}` });
    return z.NEVER;
  }
  return ms;
});

/** A required coordinate within ±`limit` degrees. */
function coordinate(limit: number) {
  return text.transform((value, ctx) => {
    const number = value === undefined ? NaN : Number(value);
    if (!Number.isFinite(number) || Math.abs(number) > limit) {
      ctx.addIssue({ code: 'custom', message: `required, a number within ±${limit}` });
      return z.NEVER;
    }
    return number;
  });
}

/** A required single id. */
export const requiredId = id.transform((value, ctx) => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: 'required, an id' });
    return z.NEVER;
  }
  return value;
});

/** A query with a required period (`from`, `to`, `from` not after `to`) and `fields`. */
export function withPeriod<Shape extends z.ZodRawShape>(fields: Shape) {
  return z.object({ ...fields, from: requiredDate, to: requiredDate }).refine(
    (query) => {
      const { from, to } = query as { from: number; to: number };
      return from <= to;
    },
    { message: 'must not be after to', path: ['from'] },
  );
}

/** Traccar's common list parameters (traccar-api.md §0, §d). */
export const ListQuery = z.object({
  all: flag,
  userId: id,
  keyword: text,
  limit: count,
  offset: count.transform((value) => value ?? 0),
  excludeAttributes: flag,
});
export type ListQuery = z.output<typeof ListQuery> & { groupId?: number; deviceId?: number };

/** The list parameters of ExtendedObjectResource: also `groupId` and `deviceId`. */
export const ExtendedListQuery = ListQuery.extend({ groupId: id, deviceId: id });

/** A token parameter (`?token=` on the session and socket). */
export const TokenQuery = z.object({ token: text });

/** Parses a query string with a zod schema; the first issue becomes a 400 naming it. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query ?? {});
  if (!result.success) throw inputError(result.error, 'query');
  return result.data;
}

/** `GET /api/devices`: the list parameters, plus lookups by `id` and `uniqueId` (repeatable). */
export const DeviceListQuery = ListQuery.extend({ id: ids, uniqueId: texts, deviceId: id });
export type DeviceListQuery = z.output<typeof DeviceListQuery>;

/** `GET /api/users`: the list parameters; `deviceId` lists the users of a device. */
export const UserListQuery = ListQuery.extend({ deviceId: id });

/** `GET /api/positions` (traccar-api.md §i): by ids, a device's history or latest, or all. */
export const PositionQuery = z.object({ id: ids, deviceId: id, from: date, to: date });

/** A report call (traccar-api.md §e): period, devices and groups, event types and alarms. */
export const ReportQuery = z.object({
  from: requiredDate,
  to: requiredDate,
  deviceId: ids,
  groupId: ids,
  daily: flag,
  type: texts,
  allEvents: flag,
  alarm: texts,
  geofenceId: ids,
});
export type ReportQuery = z.output<typeof ReportQuery>;

/** `mail=true` with an xlsx `Accept` mails the report instead of answering it. */
export const ReportFormatQuery = z.object({ mail: flag });

/** An optional `deviceId` (shares, command types, the computed attribute test). */
export const DeviceQuery = z.object({ deviceId: id });

/** `GET /api/commands/types`: supported by a device, on its text channel or not. */
export const CommandTypesQuery = DeviceQuery.extend({ textChannel: flag });

/** `POST /api/commands/send?groupId=`: one command to every device of a group. */
export const GroupQuery = z.object({ groupId: id });

/** `GET /api/notifications/notificators?announcement=true`. */
export const AnnouncementQuery = z.object({ announcement: flag });

/** `POST /api/notifications/send/{notificator}?userId=…`: the recipients (repeatable). */
export const UserIdsQuery = z.object({ userId: ids });

const ANY = '0';
/** A permissions query id: empty or 0 means any. */
const anyId = Raw.transform((value, ctx) => {
  const text = valuesOf(value)[0] ?? '';
  if (text === '' || text === ANY) return undefined;
  const parsed = Number(text);
  if (!isId(parsed)) {
    ctx.addIssue({ code: 'custom', message: `not a valid id: "${text}"` });
    return z.NEVER;
  }
  return parsed;
});

/** One side of a permissions query: the key as sent (`deviceId`) and its id, if any. */
export interface PermissionSide {
  key: string;
  id: number | undefined;
}

/**
 * `GET /api/permissions?<owner>Id=…&<property>Id=…`: the first two parameters, owner first,
 * in the order sent; an empty id or 0 means any.
 */
export const PermissionQuery = z.record(z.string(), Raw).transform((query, ctx) => {
  const entries = Object.entries(query).slice(0, 2);
  if (entries.length < 2 || !entries.every(([key]) => /^[a-zA-Z]+Id$/.test(key))) {
    ctx.addIssue({ code: 'custom', message: 'expected ?<owner>Id=…&<property>Id=… (owner first)' });
    return z.NEVER;
  }
  const sides: PermissionSide[] = [];
  for (const [key, value] of entries) {
    const parsed = anyId.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: [key], message: parsed.error.issues[0]!.message });
      return z.NEVER;
    }
    sides.push({ key, id: parsed.data });
  }
  return { owner: sides[0]!, property: sides[1]! };
});

/** `GET /api/positions/csv|gpx|kml|kmz`: one device's period, optionally inside a geofence. */
export const PositionExportQuery = withPeriod({ deviceId: requiredId, geofenceId: id });

/** `DELETE /api/positions?deviceId&from&to`: one device's period. */
export const PositionDeleteQuery = withPeriod({ deviceId: requiredId });

/** `GET /api/statistics?from&to`. */
export const StatisticsQuery = withPeriod({});

/** `GET /api/server/geocode?latitude&longitude`. */
export const GeocodeQuery = z.object({
  latitude: coordinate(90),
  longitude: coordinate(180),
});

/** The audit log views (`/tarkan/…/logs`): an optional period, codes, a page size and cursor. */
export const AuditLogQuery = z.object({
  from: date,
  to: date,
  code: ids,
  limit: count,
  beforeId: id,
});

/** `GET /api/audit?from&to` (Traccar's, administrators). */
export const AuditQuery = withPeriod({});
