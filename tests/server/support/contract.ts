import { z } from 'zod';
import {
  ThemeBranding,
  AuditEntry,
  Calendar,
  CombinedReportItem,
  Command,
  ComputedAttribute,
  Device,
  Driver,
  Geofence,
  BillingCustomer,
  INTEGRATION_KEYS,
  INVOICE_ACTIONS,
  Integration,
  Invoice,
  GeofenceReportItem,
  Group,
  Maintenance,
  Notification,
  Order,
  PermissionBody,
  Position,
  QrDriverStatus,
  QueuedCommand,
  ResellerUsage,
  ScheduledReport,
  Server,
  Share,
  Statistics,
  StopReportItem,
  SummaryReportItem,
  TrackingEvent,
  TripReportItem,
  TraccarAction,
  TrustUnlock,
  Typed,
  User,
} from '@farol/model';

/**
 * The API's contract as the client reads it: for each route, the @farol/model schema its JSON
 * answers must parse with (the ones the worker parses them with). The server tests' HTTP and
 * socket helpers check every answer they receive against it, so a field the server renames,
 * drops or mistypes fails the test that received it, not a browser later.
 */
interface Contract {
  method: string;
  /** The path, `:id` standing for one path segment. */
  path: string;
  /** The schema of a success (2xx) JSON body. */
  schema: z.ZodType;
}

const list = (schema: z.ZodType) => z.array(schema);

/** Traccar's object resources: a list, one object, and the object a write answers. */
function resource(path: string, schema: z.ZodType): Contract[] {
  return [
    { method: 'GET', path, schema: list(schema) },
    { method: 'GET', path: `${path}/:id`, schema },
    { method: 'POST', path, schema },
    { method: 'PUT', path: `${path}/:id`, schema },
  ];
}

const REPORT_ITEMS = {
  route: Position,
  events: TrackingEvent,
  summary: SummaryReportItem,
  trips: TripReportItem,
  stops: StopReportItem,
  geofences: GeofenceReportItem,
  combined: CombinedReportItem,
} as const;

/** A computed attribute's test value: whatever JSON the expression gives. */
const AnyValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const CONTRACTS: Contract[] = [
  { method: 'GET', path: '/api/session', schema: User },
  { method: 'GET', path: '/api/session/:id', schema: User },
  { method: 'POST', path: '/api/session', schema: User },
  { method: 'GET', path: '/api/server', schema: Server },
  { method: 'PUT', path: '/api/server', schema: Server },
  { method: 'GET', path: '/api/server/timezones', schema: list(z.string()) },
  ...resource('/api/users', User),
  ...resource('/api/devices', Device),
  { method: 'GET', path: '/api/positions', schema: list(Position) },
  { method: 'GET', path: '/api/events/:id', schema: TrackingEvent },
  ...resource('/api/orders', Order),
  ...resource('/api/reports', ScheduledReport),
  { method: 'GET', path: '/api/statistics', schema: list(Statistics) },
  ...resource('/api/groups', Group),
  ...resource('/api/geofences', Geofence),
  ...resource('/api/drivers', Driver),
  ...resource('/api/calendars', Calendar),
  ...resource('/api/maintenance', Maintenance),
  ...resource('/api/notifications', Notification),
  ...resource('/api/commands', Command),
  ...resource('/api/attributes/computed', ComputedAttribute),
  { method: 'POST', path: '/api/attributes/computed/test', schema: AnyValue },
  { method: 'GET', path: '/api/permissions', schema: list(PermissionBody) },
  { method: 'GET', path: '/api/notifications/types', schema: list(Typed) },
  { method: 'GET', path: '/api/notifications/notificators', schema: list(Typed) },
  { method: 'GET', path: '/api/commands/send', schema: list(Command) },
  { method: 'GET', path: '/api/commands/types', schema: list(Typed) },
  {
    method: 'POST',
    path: '/api/commands/send',
    schema: z.union([Command, QueuedCommand, list(QueuedCommand)]),
  },
  ...Object.entries(REPORT_ITEMS).map(([type, item]) => ({
    method: 'GET',
    path: `/api/reports/${type}`,
    schema: list(item),
  })),
  { method: 'GET', path: '/tarkan/shares', schema: list(Share) },
  { method: 'POST', path: '/tarkan/shares', schema: Share },
  { method: 'PUT', path: '/tarkan/shares/:id', schema: Share },
  {
    method: 'GET',
    path: '/tarkan/clear/shares',
    schema: z.object({ deleted: z.number().int() }),
  },
  { method: 'GET', path: '/tarkan/assets/custom/config.json', schema: ThemeBranding },
  { method: 'PUT', path: '/tarkan/theme', schema: ThemeBranding },
  { method: 'POST', path: '/tarkan/theme/upload', schema: ThemeBranding },
  { method: 'POST', path: '/tarkan/qr-driver', schema: QrDriverStatus },
  { method: 'GET', path: '/tarkan/server/logs', schema: list(AuditEntry) },
  { method: 'GET', path: '/tarkan/users/:id/logs', schema: list(AuditEntry) },
  { method: 'GET', path: '/tarkan/devices/:id/logs', schema: list(AuditEntry) },
  { method: 'GET', path: '/tarkan/clear/logs', schema: z.object({ deleted: z.number().int() }) },
  { method: 'GET', path: '/api/audit', schema: list(TraccarAction) },
  {
    method: 'GET',
    path: '/tarkan/session',
    schema: z.object({ userId: z.number().int(), impersonatorId: z.number().int().nullable() }),
  },
  { method: 'POST', path: '/tarkan/session/return', schema: User },
  { method: 'POST', path: '/tarkan/autolink', schema: Device },
  {
    method: 'POST',
    path: '/tarkan/webhooks/event',
    schema: z.strictObject({ actions: list(z.enum(['engine', 'deleteAnchor', 'checkoutDriver'])) }),
  },
  { method: 'GET', path: '/tarkan/reseller', schema: ResellerUsage },
  { method: 'GET', path: '/tarkan/invoices', schema: list(Invoice) },
  { method: 'POST', path: '/tarkan/invoices/unlock', schema: TrustUnlock },
  { method: 'GET', path: '/tarkan/invoices/manager', schema: list(BillingCustomer) },
  { method: 'GET', path: '/tarkan/invoices/manager/:id', schema: list(Invoice) },
  {
    method: 'POST',
    path: '/tarkan/invoices/manager/:id/lockUser',
    schema: z.strictObject({ locked: z.literal(true) }),
  },
  {
    method: 'POST',
    path: '/tarkan/invoices/manager/:id/unlockUser',
    schema: z.strictObject({ locked: z.literal(false) }),
  },
  ...INVOICE_ACTIONS.map((action) => ({
    method: 'POST',
    path: `/tarkan/invoices/manager/invoice/:id/${action}`,
    schema: z.union([Invoice, z.strictObject({ deleted: z.literal(true) })]),
  })),
  { method: 'GET', path: '/tarkan/integrations', schema: list(Integration) },
  ...INTEGRATION_KEYS.map((key) => ({
    method: 'POST',
    path: `/tarkan/integrations/${key}`,
    schema: Integration,
  })),
  {
    method: 'POST',
    path: '/tarkan/integrations/email/test',
    schema: z.strictObject({ to: z.string() }),
  },
  {
    method: 'POST',
    path: '/tarkan/webhooks/payment',
    schema: z.strictObject({
      received: z.literal(true),
      outcome: z.enum(['applied', 'ignored', 'replay']),
    }),
  },
  { method: 'POST', path: '/tarkan/test/clock', schema: z.object({ now: z.string() }) },
];

/** A socket message: `{positions}`, `{devices}`, `{events}` or the `{}` keepalive. */
export const SocketMessageContract = z.strictObject({
  positions: list(Position).optional(),
  devices: list(Device).optional(),
  events: list(TrackingEvent).optional(),
});

const matches = (pattern: string, path: string): boolean => {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => part === ':id' || part === got[i]);
};

/** The contract of a request (a literal path before a `:id` one), or undefined when none. */
export function contractOf(method: string, url: string): Contract | undefined {
  const path = new URL(url, 'http://farol.test').pathname.replace(/\/+$/, '') || '/';
  const candidates = CONTRACTS.filter(
    (contract) => contract.method === method && matches(contract.path, path),
  );
  return candidates.find((contract) => contract.path === path) ?? candidates[0];
}

/** A contract broken by an answer: what was asked, and what did not parse. */
export class ContractError extends Error {
  override name = 'ContractError';
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * Checks an HTTP answer against its route's contract: a 2xx JSON body must parse with the
 * route's schema; JSON from a route without a contract is an error too (add it above).
 */
export function checkResponse(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  text: string,
): void {
  if (status < 200 || status >= 300 || !contentType?.includes('application/json')) return;
  const contract = contractOf(method, url);
  if (!contract) {
    throw new ContractError(`${method} ${url} answered JSON, but the route has no contract`);
  }
  const result = contract.schema.safeParse(JSON.parse(text));
  if (!result.success) {
    throw new ContractError(`${method} ${url} broke its contract: ${describe(result.error)}`);
  }
}

/** Socket messages that broke the contract since the last `takeSocketProblems`. */
const socketProblems: string[] = [];

/** Checks a socket message; a problem is kept for the test's end (support/contractCheck.ts). */
export function checkSocketMessage(message: unknown): void {
  const result = SocketMessageContract.safeParse(message);
  if (!result.success) {
    socketProblems.push(`socket message broke its contract: ${describe(result.error)}`);
  }
}

/** The socket messages that broke the contract, emptying the list. */
export const takeSocketProblems = (): string[] => socketProblems.splice(0);
