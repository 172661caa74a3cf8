import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerAuditFallback } from './audit';
import { resellerRoutes } from './reseller';
import { auditLogRoutes } from './auditLogs';
import { autolinkRoutes } from './autolink';
import { calendarsRoutes } from './calendars';
import { catalogSyncRoutes } from './catalogSync';
import { commandSendRoutes } from './commandSend';
import { combinedReportRoutes } from './combinedReport';
import { commandsRoutes } from './commands';
import { computedAttributesRoutes } from './computedAttributes';
import { devicesRoutes } from './devices';
import { deviceMediaRoutes } from './deviceMedia';
import { devicesReportRoutes } from './devicesReport';
import { driversRoutes } from './drivers';
import { integrationsRoutes } from './integrations';
import { invoiceManagerRoutes } from './invoiceManager';
import { invoicesRoutes } from './invoices';
import { testClockRoutes } from './testClock';
import { notOfferedRoutes } from './notOffered';
import { ordersRoutes } from './orders';
import { passwordResetRoutes } from './passwordReset';
import { MAX_BODY_BYTES, registerBodyRules } from './bodies';
import { eventsRoutes } from './events';
import { registerErrorHandler } from './errors';
import { geofencesRoutes } from './geofences';
import { impersonationRoutes } from './impersonation';
import { groupsRoutes } from './groups';
import { maintenanceRoutes } from './maintenance';
import { notificationDeliveryRoutes } from './notificationDelivery';
import { notificationsRoutes } from './notifications';
import { permissionsRoutes } from './permissions';
import { positionHistoryRoutes } from './positionHistory';
import { positionsRoutes } from './positions';
import { qrDriverRoutes } from './qrDriver';
import { qrDriverScopeRoutes } from './qrDriverScope';
import { reportsRoutes } from './reports';
import { scheduledReportsRoutes } from './scheduledReports';
import { serverRoutes } from './server';
import { serverOperationRoutes } from './serverOperations';
import { shareLinkRoutes } from './shareLinks';
import { sessionRoutes } from './session';
import { sharesRoutes } from './shares';
import { socketRoutes } from './socket';
import { registerRequestCounting, statisticsRoutes } from './statistics';
import { themeRoutes } from './theme';
import { usersRoutes } from './users';
import { webhooksRoutes } from './webhooks';
import { registerWeb } from './web';

/** Traccar's CORS headers (traccar-api.md §0); an Origin is echoed only when configured. */
function registerCors(app: FastifyInstance, origins: string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) reply.header('Access-Control-Allow-Origin', '*');
    else if (origins.includes(origin)) reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Headers', 'origin, content-type, accept, authorization');
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    reply.header('Access-Control-Allow-Credentials', 'true');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
}

/** Fastify's trustProxy; a hop count becomes "trust the n nearest hops" as proxy-addr reads it. */
const trustProxyOption = (value: boolean | number | string[]) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

/** A route the API serves: method and URL pattern (`/api/devices/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
}

const ROUTES = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Every route `app` serves, in registration order (for the fuzzers and the openapi check). */
export const routesOf = (app: FastifyInstance): readonly RouteEntry[] => ROUTES.get(app) ?? [];

/** Builds the web server: the API plugins, the socket, the companion files and the client. */
export async function createHttpServer(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: MAX_BODY_BYTES,
    forceCloseConnections: true,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
  });
  const routes: RouteEntry[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  registerCors(app, ctx.config.webOrigins);
  registerBodyRules(app, ctx.config.webOrigins);
  registerErrorHandler(app);
  registerRequestCounting(app, ctx);
  registerAuditFallback(app, ctx);
  for (const routes of [
    qrDriverScopeRoutes,
    catalogSyncRoutes,
    serverRoutes,
    sessionRoutes,
    impersonationRoutes,
    usersRoutes,
    devicesRoutes,
    permissionsRoutes,
    groupsRoutes,
    geofencesRoutes,
    driversRoutes,
    calendarsRoutes,
    maintenanceRoutes,
    notificationsRoutes,
    commandsRoutes,
    computedAttributesRoutes,
    positionsRoutes,
    notificationDeliveryRoutes,
    commandSendRoutes,
    reportsRoutes,
    socketRoutes,
    themeRoutes,
    sharesRoutes,
    qrDriverRoutes,
    autolinkRoutes,
    webhooksRoutes,
    shareLinkRoutes,
    serverOperationRoutes,
    eventsRoutes,
    positionHistoryRoutes,
    combinedReportRoutes,
    scheduledReportsRoutes,
    statisticsRoutes,
    ordersRoutes,
    devicesReportRoutes,
    deviceMediaRoutes,
    notOfferedRoutes,
    passwordResetRoutes,
    auditLogRoutes,
    resellerRoutes,
    invoicesRoutes,
    invoiceManagerRoutes,
    integrationsRoutes,
    testClockRoutes,
  ]) {
    await app.register(routes(ctx));
  }
  await registerWeb(app, path.join(ctx.config.root, 'dist'));
  return app;
}
