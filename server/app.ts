import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, routesOf, type RouteEntry } from './api';
import { scheduledReportTask } from './api/scheduledReports';
import { QR_DEADLINES_CHECK_MS, QrDeadlines } from './automation/qrDeadlines';
import { AutomationService } from './automation/service';
import { billingTask, createBilling, providerTask } from './billing';
import { ClusterHub, ClusterSync, openCluster, Scheduler, type Cluster } from './cluster';
import { CommandService } from './commands/service';
import { LiveSessions } from './commands/liveSessions';
import { loadConfig, type Config } from './config';
import type { AppContext, EventServices, Lifecycle } from './context';
import { startDemoFleet } from './demo/fleet';
import { Geocoder } from './geocoder/geocoder';
import { PositionAddresses } from './geocoder/positions';
import { Notificators } from './notifications/notificators';
import { eventForwarder } from './notifications/forwardPayload';
import { NotificationService } from './notifications/service';
import type { Settings } from './notifications/types';
import { lookupFollowing, lookupNumber, numberOf } from './pipeline/attributes';
import { Catalog } from './pipeline/catalog/catalog';
import { DeviceEnvironments } from './pipeline/catalog/environments';
import { DeviceStateStore } from './pipeline/deviceStates';
import { EventRecorder } from './pipeline/eventRecorder';
import { GroupCommit } from './pipeline/groupCommit';
import { INACTIVITY_CHECK_MS, InactivityMonitor } from './pipeline/inactivity';
import { Ingest } from './pipeline/ingest';
import { StatusEvents } from './pipeline/statusEvents';
import { handleOsmand, type OsmandReply, type OsmandRequest } from './protocols/osmand/handler';
import { closeServer, createOsmandServer, listen } from './protocols/osmand/server';
import { DEVICE_PROTOCOLS } from './protocols';
import { startDeviceListeners, type DeviceListeners } from './protocols/base/listeners';
import { ConnectionStatus } from './protocols/base/status';
import { AuditLog } from './services/audit';
import { Authenticator } from './services/auth';
import { Authority } from './services/authority';
import { Autolink } from './services/autolink';
import { calendarContains } from './services/calendars';
import { ServerClock } from './services/clock';
import { evaluateExpression, positionContext } from './services/computed';
import { DeviceService } from './services/devices';
import { ensureFirstAdmin } from './services/firstAdmin';
import { LinkService } from './services/links';
import { LiveHub } from './services/liveHub';
import { LoginService } from './services/login';
import { PermissionsService } from './services/permissions';
import { QrCheckIn } from './services/qrCheckIn';
import { QrDriverAccess } from './services/qrDriverAccess';
import { LoginThrottle } from './services/rateLimit';
import { DeviceRegistry } from './services/registry';
import { Retention } from './services/retention';
import { ServerSettings } from './services/serverSettings';
import { ShareService } from './services/shares';
import { StatisticsCounters, StoredStatistics } from './services/statistics';
import { StatusMonitor } from './services/status';
import { UserService } from './services/users';
import { UserTree } from './services/userTree';
import { TreeLimits } from './services/treeLimits';
import { ResellerRules } from './services/resellerRules';
import { Visibility } from './services/visibility';
import { openStorage, type EventRecord, type Storage, type UserRecord } from './storage';

/** A running Farol. */
export interface Farol {
  /** Base URL of the web app and API, e.g. `http://127.0.0.1:8082`. */
  url: string;
  /** Base URL of the OsmAnd protocol listener. */
  osmandUrl: string;
  /** The device protocol listeners: ports (TCP, UDP) and counters per protocol. */
  devices: DeviceListeners;
  config: Config;
  /** The first administrator (null when there is none yet), and whether this start created it. */
  admin: { email: string | null; created: boolean };
  /** In-process access, for the fuzzers and benchmarks: the API without a socket… */
  inject: FastifyInstance['inject'];
  /** …the routes it serves… */
  routes: readonly RouteEntry[];
  /** …and the OsmAnd handler without a socket. */
  handleOsmand(request: OsmandRequest): Promise<OsmandReply>;
  /** Stops the demo, the listeners and the timers, commits pending positions, closes storage. */
  close(): Promise<void>;
}

/** What must stop when Farol closes; run in reverse order of creation. */
type Closers = (() => Promise<void> | void)[];

const urlHost = (host: string): string =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/**
 * Starts Farol: storage, services, the web server (API, socket, client), the OsmAnd listener and
 * the device protocol listeners, plus the demo fleet when `demoDevices > 0`. Used by `main.ts`, the integration
 * tests and the end-to-end setup.
 */
export async function startFarol(
  overrides: Partial<Config> = {},
  lifecycle: Lifecycle = { restart: null },
): Promise<Farol> {
  const config: Config = { ...loadConfig([], process.env), ...overrides };
  // An ephemeral OsmAnd port (tests, benchmarks, a second node on one machine) makes the device
  // protocol ports ephemeral too, unless they are set apart.
  if (overrides.protocolPorts === undefined && config.osmandPort === 0) {
    config.protocolPorts = 'ephemeral';
  }
  if (config.redisUrl && !config.databaseUrl) {
    throw new Error('REDIS_URL joins nodes that share one PostgreSQL: set DATABASE_URL too');
  }
  const storage = await openStorage(config);
  const closers: Closers = [() => storage.close()];
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      for (const closer of closers.reverse()) await closer();
    })());
  try {
    const cluster = await openCluster(config.redisUrl);
    closers.push(() => cluster.close());
    const { ctx, admin, connectionStatus } = await compose(
      config,
      storage,
      cluster,
      closers,
      lifecycle,
    );

    const app = await createHttpServer(ctx);
    closers.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    const port = (app.server.address() as AddressInfo).port;

    const osmandDeps = {
      registry: ctx.registry,
      ingest: ctx.ingest,
      commands: ctx.events.commands,
    };
    const osmandHandle = (request: OsmandRequest) => handleOsmand(request, osmandDeps);
    const osmand = createOsmandServer(osmandHandle);
    closers.push(() => closeServer(osmand));
    const osmandPort = await listen(osmand, config.osmandPort, config.host);
    const devices = await startDeviceListeners(
      DEVICE_PROTOCOLS,
      {
        registry: ctx.registry,
        ingest: ctx.ingest,
        sessions: ctx.events.sessions,
        commands: ctx.events.commands,
        status: connectionStatus,
        lookupFor: (device) => ctx.events.environments.envFor(device).lookup,
        options: config.options,
        now: Date.now,
      },
      config.host,
      config.protocolPorts === 'ephemeral',
    );
    closers.push(() => devices.close());
    const url = `http://${urlHost(config.host)}:${port}`;
    const osmandUrl = `http://${urlHost(config.host)}:${osmandPort}`;

    if (config.demoDevices > 0) {
      const fleet = await startDemoFleet({
        ...ctx,
        ownerId: admin.user?.id ?? null,
        osmandUrl,
        count: config.demoDevices,
      });
      closers.push(() => fleet.stop());
    }
    return {
      url,
      osmandUrl,
      devices,
      config: { ...config, port, osmandPort },
      admin: { email: admin.user?.email ?? null, created: admin.created },
      inject: app.inject.bind(app),
      routes: routesOf(app),
      handleOsmand: osmandHandle,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The composition root: every service is built here, once, in dependency order, and given what
 * it needs; nothing else constructs services. Periodic work (status, inactivity, retention) is
 * scheduled here too. What must stop goes on `closers`.
 */
async function compose(
  config: Config,
  storage: Storage,
  cluster: Cluster,
  closers: Closers,
  lifecycle: Lifecycle,
): Promise<{
  ctx: AppContext;
  admin: { user: UserRecord | null; created: boolean };
  /** Online/offline of devices by their protocol connections (started after the web server). */
  connectionStatus: ConnectionStatus;
}> {
  const { bus, sessions } = cluster;
  const settings = await ServerSettings.load(storage, config.mapUrl, bus);
  // Seconds between statistics counts (Farol's key; 5 minutes unless set).
  const statisticsMs = numberOf(config.options['statistics.period'], 300) * 1000;
  const statistics = new StatisticsCounters(storage, Date.now, statisticsMs);
  closers.push(() => statistics.close());
  const admin = await ensureFirstAdmin(storage, config);
  const registry = new DeviceRegistry();
  registry.load(await storage.devices.all(), await storage.positions.latestOfAllDevices());
  const hub = bus.shared ? new ClusterHub(bus) : new LiveHub();
  closers.push(() => hub.close());
  const throttle = new LoginThrottle(
    { maxFailures: config.loginMaxFailures, windowMs: config.loginWindowMinutes * 60_000 },
    Date.now,
    cluster.failures,
  );
  // The clock timed rules read (billing, the QR drivers' deadlines); tests may move it.
  const clock = new ServerClock();
  const billing = createBilling({
    clock,
    storage,
    settings,
    options: config.options,
    secretKey: config.secretKey,
  });
  const login = new LoginService(storage, Date.now, throttle, (user) =>
    billing.suspension.admit(user),
  );
  const tree = new UserTree(storage);
  const visibility = new Visibility(storage, registry, tree);
  const limits = new TreeLimits(storage, tree);
  const permissions = new PermissionsService(storage, settings, visibility, registry, limits);
  const links = new LinkService(storage, hub, visibility, bus, tree);

  // Events, notifications and commands: server attributes first, then configuration options.
  const lookup: Settings = lookupFollowing(() => settings.current.attributes, [config.options]);
  const catalog = new Catalog(storage);
  await catalog.refresh();
  const states = new DeviceStateStore();
  states.load(await storage.deviceStates.all());
  const environments = new DeviceEnvironments(
    catalog,
    settings,
    config.options,
    states,
    (expression, position) => evaluateExpression(expression, positionContext(position)),
  );
  const notificators = new Notificators(lookup, hub);
  closers.push(() => notificators.close());
  notificators.mail.onSent = () => statistics.count('mailSent');
  notificators.sms.onSent = () => statistics.count('smsSent');
  const notifications = new NotificationService({
    storage,
    catalog,
    registry,
    notificators,
    settings: lookup,
    server: () => settings.current,
    inCalendar: (calendarId, time) => {
      if (calendarId === 0) return true;
      const data = catalog.current.calendars.get(calendarId);
      return data !== undefined && calendarContains(data, time);
    },
  });
  const forwarder = eventForwarder(config.options, storage, registry);
  if (forwarder) closers.push(() => forwarder.close());
  const sink = (stored: EventRecord[]) => {
    notifications.handle(stored);
    forwarder?.forward(stored);
  };
  const recorder = new EventRecorder(storage, sink);
  const liveSessions = new LiveSessions();
  const commands = new CommandService(
    storage,
    registry,
    liveSessions,
    notificators.sms,
    recorder,
    Date.now,
    bus,
  );
  await commands.load();
  const audit = new AuditLog(storage);
  closers.push(() => audit.close());
  const automation = new AutomationService({
    storage,
    catalog,
    registry,
    sessions: liveSessions,
    smsConfigured: () => notificators.sms.configured,
    commands,
    recorder,
    hub,
    bus,
    now: clock.now,
    audit,
  });
  const qrDeadlines = new QrDeadlines({
    registry,
    environments,
    recorder,
    automation,
    now: clock.now,
    periodMs: lookupNumber(lookup, 'farol.qrDeadlines.checkPeriod', QR_DEADLINES_CHECK_MS),
  });
  const events: EventServices = {
    catalog,
    states,
    environments,
    recorder,
    notificators,
    notifications,
    commands,
    sessions: liveSessions,
    settings: lookup,
    automation,
    qrDeadlines,
  };
  const commit = new GroupCommit(storage, registry, hub, sink);
  closers.push(() => commit.drain());
  const geocoder = new Geocoder(storage, lookup, () => statistics.count('geocoderRequests'));
  const addresses = new PositionAddresses(geocoder, storage, registry, hub);

  const authority = new Authority(storage, sessions, hub, login, Date.now, bus);
  authority.start();
  closers.push(() => authority.stop());
  const users = new UserService(
    storage,
    permissions,
    settings,
    authority,
    limits,
    new ResellerRules(storage, limits, settings),
  );
  const devices = new DeviceService(storage, registry, links, hub, bus);
  const ctx: AppContext = {
    config,
    storage,
    settings,
    sessions,
    login,
    auth: new Authenticator(storage, sessions, login),
    authority,
    permissions,
    visibility,
    registry,
    devices,
    autolink: new Autolink(storage, registry, permissions, devices, links),
    users,
    tree,
    limits,
    audit,
    shares: new ShareService(storage, permissions, registry, login, users, settings),
    qrDrivers: {
      access: new QrDriverAccess(storage, authority),
      checkIn: new QrCheckIn(storage, registry, permissions, automation),
    },
    links,
    hub,
    ingest: new Ingest(registry, commit, {
      states,
      environments,
      received: (count) => statistics.count('messagesReceived', count),
      address: (position, last) => addresses.fill(position, last),
      automation: automation.run,
    }),
    events,
    bus,
    lifecycle,
    statistics,
    geocoder,
    billing,
  };
  if (hub instanceof ClusterHub) {
    const targets = { storage, registry, hub, links, catalog, commands, settings, authority };
    new ClusterSync(bus, targets);
  }

  // Periodic work runs once per period across the cluster (leases in Redis, or in memory).
  const scheduler = new Scheduler(cluster.lock);
  closers.push(() => scheduler.stop());
  const inactivity = new InactivityMonitor(
    registry,
    environments,
    recorder,
    lookupNumber(lookup, 'farol.inactivity.checkPeriod', INACTIVITY_CHECK_MS),
  );
  closers.push(() => inactivity.stop());
  scheduler.every(inactivity.task);
  scheduler.every(qrDeadlines.task);
  const statusEvents = new StatusEvents(environments, recorder);
  const status = new StatusMonitor(
    registry,
    storage,
    hub,
    config.statusTimeout * 1000,
    Date.now,
    (devices) => statusEvents.changed(devices, 'unknown'),
  );
  scheduler.every(status.task);
  const retention = Retention.fromOptions(storage, config.options);
  if (retention.enabled) scheduler.every(retention);
  // Seconds between looks for ended calendar periods (Farol's key; a minute unless set).
  const scheduleMs = numberOf(config.options['report.scheduleCheck'], 60) * 1000;
  scheduler.every(scheduledReportTask(ctx, scheduleMs));
  scheduler.every(new StoredStatistics(storage, Date.now, statisticsMs));
  scheduler.every(billingTask(billing, (userId) => authority.ended(userId)));
  scheduler.every(providerTask(billing, config.options));
  const connectionStatus = new ConnectionStatus(registry, storage, hub, (devices, status) =>
    statusEvents.changed(devices, status),
  );
  return { ctx, admin, connectionStatus };
}
