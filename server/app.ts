import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createHttpServer, routesOf, type RouteEntry } from './api';
import { ClusterHub, ClusterSync, openCluster, Scheduler } from './cluster';
import { loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { startDemoFleet } from './demo/fleet';
import { GroupCommit } from './pipeline/groupCommit';
import { Ingest } from './pipeline/ingest';
import { createEventServices } from './pipeline/services';
import { handleOsmand, type OsmandReply, type OsmandRequest } from './protocols/osmand/handler';
import { createOsmandServer } from './protocols/osmand/server';
import { Authenticator } from './services/auth';
import { Authority } from './services/authority';
import { DeviceService } from './services/devices';
import { LinkService } from './services/links';
import { LiveHub } from './services/liveHub';
import { LoginService } from './services/login';
import { hashPassword } from './services/passwords';
import { PermissionsService } from './services/permissions';
import { Retention } from './services/retention';
import { LoginThrottle } from './services/rateLimit';
import { DeviceRegistry } from './services/registry';
import { ServerSettings } from './services/serverSettings';
import { ShareService } from './services/shares';
import { StatusMonitor } from './services/status';
import { newUserRecord, UserService } from './services/users';
import { Visibility } from './services/visibility';
import { openStorage, type Storage, type UserRecord } from './storage';

/** A running Farol. */
export interface Farol {
  /** Base URL of the web app and API, e.g. `http://127.0.0.1:8082`. */
  url: string;
  /** Base URL of the OsmAnd protocol listener. */
  osmandUrl: string;
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

/**
 * The first administrator, created when there are no users yet (unless `adminEmail` is '',
 * which leaves the first registration to become administrator, as in Traccar).
 */
async function ensureAdmin(
  storage: Storage,
  config: Config,
): Promise<{ user: UserRecord | null; created: boolean }> {
  const existing = (await storage.users.list()).filter((user) => user.administrator);
  if (existing.length) return { user: existing.sort((a, b) => a.id - b.id)[0]!, created: false };
  if (!config.adminEmail || (await storage.users.count()) > 0)
    return { user: null, created: false };
  const fields = { name: 'Administrator', email: config.adminEmail, administrator: true };
  const record = newUserRecord(fields, await hashPassword(config.adminPassword));
  try {
    return { user: await storage.users.insert(record), created: true };
  } catch (error) {
    // Another node starting on the same new database created it first.
    const raced = (await storage.users.list()).find((user) => user.administrator);
    if (raced) return { user: raced, created: false };
    throw error;
  }
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

const urlHost = (host: string): string =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/**
 * Starts Farol: storage, services, the web server (API, socket, client) and the OsmAnd
 * listener, plus the demo fleet when `demoDevices > 0`. Used by `main.ts`, the integration
 * tests and the end-to-end setup.
 */
export async function startFarol(overrides: Partial<Config> = {}): Promise<Farol> {
  const config: Config = { ...loadConfig([], process.env), ...overrides };
  if (config.redisUrl && !config.databaseUrl) {
    throw new Error('REDIS_URL joins nodes that share one PostgreSQL: set DATABASE_URL too');
  }
  const storage = await openStorage(config);
  const closers: (() => Promise<void> | void)[] = [() => storage.close()];
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      for (const closer of closers.reverse()) await closer();
    })());
  try {
    const cluster = await openCluster(config.redisUrl);
    closers.push(() => cluster.close());
    const { bus } = cluster;
    const settings = await ServerSettings.load(storage, config.mapUrl, bus);
    const admin = await ensureAdmin(storage, config);
    const registry = new DeviceRegistry();
    registry.load(await storage.devices.all(), await storage.positions.latestOfAllDevices());
    const hub = bus.shared ? new ClusterHub(bus) : new LiveHub();
    closers.push(() => hub.close());
    const { sessions } = cluster;
    const throttle = new LoginThrottle(
      { maxFailures: config.loginMaxFailures, windowMs: config.loginWindowMinutes * 60_000 },
      Date.now,
      cluster.failures,
    );
    const login = new LoginService(storage, Date.now, throttle);
    const visibility = new Visibility(storage, registry);
    const permissions = new PermissionsService(storage, settings, visibility, registry);
    const links = new LinkService(storage, hub, visibility, bus);
    const events = await createEventServices({
      storage,
      registry,
      settings,
      hub,
      options: config.options,
      bus,
    });
    closers.push(() => events.close());
    const commit = new GroupCommit(storage, registry, hub, events.sink);
    closers.push(() => commit.drain());
    const authority = new Authority(storage, sessions, hub, login, Date.now, bus);
    authority.start();
    closers.push(() => authority.stop());
    const users = new UserService(storage, permissions, settings, authority);
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
      devices: new DeviceService(storage, registry, links, hub, bus),
      users,
      shares: new ShareService(storage, permissions, registry, login, users),
      links,
      hub,
      ingest: new Ingest(registry, commit, {
        states: events.states,
        environments: events.environments,
      }),
      events,
      bus,
    };
    if (hub instanceof ClusterHub) {
      const { catalog, commands } = events;
      new ClusterSync(bus, {
        storage,
        registry,
        hub,
        links,
        catalog,
        commands,
        settings,
        authority,
      });
    }
    // Periodic work runs once per period across the cluster (leases in Redis, or in memory).
    const scheduler = new Scheduler(cluster.lock);
    closers.push(() => scheduler.stop());
    events.start(scheduler);
    const status = new StatusMonitor(
      registry,
      storage,
      hub,
      config.statusTimeout * 1000,
      Date.now,
      (devices) => events.statusChanged(devices, 'unknown'),
    );
    scheduler.every(status.task);
    const retention = Retention.fromOptions(storage, config.options);
    if (retention.enabled) scheduler.every(retention);

    const app = await createHttpServer(ctx);
    closers.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    const port = (app.server.address() as AddressInfo).port;

    const osmandDeps = { registry, ingest: ctx.ingest, commands: events.commands };
    const osmandHandle = (request: OsmandRequest) => handleOsmand(request, osmandDeps);
    const osmand = createOsmandServer(osmandHandle);
    closers.push(
      () =>
        new Promise<void>((resolve) => {
          osmand.close(() => resolve());
          osmand.closeAllConnections();
        }),
    );
    const osmandPort = await listen(osmand, config.osmandPort, config.host);
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
