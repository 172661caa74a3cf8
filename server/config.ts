import path from 'node:path';
import { parseArgs } from 'node:util';

/** Everything the server reads from flags and environment. */
export interface Config {
  /** HTTP port of the web app, API and socket (0 = ephemeral). */
  port: number;
  host: string;
  /** Data folder; the SQLite file and `custom/` live inside. */
  dataDir: string;
  /**
   * `postgres://user:password@host:5432/farol` stores everything in PostgreSQL (several nodes
   * may share it); '' keeps the embedded SQLite file in the data folder.
   */
  databaseUrl: string;
  /**
   * `redis://host:6379` joins the nodes that share this PostgreSQL: live messages, commands,
   * sessions, login limits and the leases of scheduled work go through it; '' = a single node.
   */
  redisUrl: string;
  /** OsmAnd HTTP protocol port (0 = ephemeral). */
  osmandPort: number;
  /**
   * Device protocol ports: `configured` listens where `<protocol>.port` (or Traccar's default)
   * says; `ephemeral` takes free ports for every enabled protocol (tests, benchmarks). An
   * ephemeral OsmAnd port (0) makes them ephemeral unless this is given.
   */
  protocolPorts: 'configured' | 'ephemeral';
  /** Number of demo vehicles driven through OsmAnd; 0 = none. */
  demoDevices: number;
  /** First administrator, created on a database without users; '' = create none. */
  adminEmail: string;
  adminPassword: string;
  /** True when the admin password is the built-in default, so start-up warns. */
  adminPasswordIsDefault: boolean;
  /** Seconds until an online device without data becomes `unknown`. */
  statusTimeout: number;
  /** Tile URL stored as the server's `mapUrl` when the database is created; '' = offline only. */
  mapUrl: string;
  /** Origins allowed to read API responses cross-site (CORS); empty = none but same-origin. */
  webOrigins: string[];
  /** Failed logins allowed per client address and per account within the window; 0 = off. */
  loginMaxFailures: number;
  /** The login throttle's window, in minutes. */
  loginWindowMinutes: number;
  /**
   * Which proxies to trust for the client address and scheme (X-Forwarded-For/-Proto/-Host):
   * false (none), true (any), a hop count, or addresses and CIDR ranges (Fastify's trustProxy).
   * Behind an HTTPS proxy this makes the session cookie `Secure`.
   */
  trustProxy: boolean | number | string[];
  /** Project root: where dist/, index.html and src/ are. */
  root: string;
  /**
   * Traccar configuration keys (`event.status.enable`, `mail.smtp.host`, `notificator.types`…),
   * read after device, group and server attributes; a JSON object in `--options` / FAROL_OPTIONS.
   */
  options: Record<string, string>;
  /**
   * Seals integration secrets at rest (AES-256-GCM, key derived from it); at least 32
   * characters. '' = integrations cannot store secrets.
   */
  secretKey: string;
  /**
   * End-to-end tests only: serves `POST /tarkan/test/clock`, which moves the server's clock
   * forward and runs the periodic work that reads it (billing, QR deadlines) at once. Never set
   * in production.
   */
  testClock: boolean;
}

const OPTIONS = {
  port: { type: 'string', env: 'FAROL_PORT' },
  host: { type: 'string', env: 'FAROL_HOST' },
  data: { type: 'string', env: 'FAROL_DATA' },
  'database-url': { type: 'string', env: 'DATABASE_URL' },
  'redis-url': { type: 'string', env: 'REDIS_URL' },
  options: { type: 'string', env: 'FAROL_OPTIONS' },
  'osmand-port': { type: 'string', env: 'FAROL_OSMAND_PORT' },
  demo: { type: 'string', env: 'FAROL_DEMO' },
  'admin-email': { type: 'string', env: 'FAROL_ADMIN_EMAIL' },
  'admin-password': { type: 'string', env: 'FAROL_ADMIN_PASSWORD' },
  'status-timeout': { type: 'string', env: 'FAROL_STATUS_TIMEOUT' },
  'map-url': { type: 'string', env: 'FAROL_MAP_URL' },
  'web-origin': { type: 'string', env: 'FAROL_WEB_ORIGIN' },
  'login-max-failures': { type: 'string', env: 'FAROL_LOGIN_MAX_FAILURES' },
  'login-window': { type: 'string', env: 'FAROL_LOGIN_WINDOW' },
  'trust-proxy': { type: 'string', env: 'FAROL_TRUST_PROXY' },
} as const;

type Key = keyof typeof OPTIONS;

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Invalid value for ${name}: "${text}" (expected a whole number ≥ 0)`);
  }
  return value;
}

/** '' or a PostgreSQL URL; anything else is refused at start rather than ignored. */
function databaseUrl(text: string | undefined): string {
  const url = text?.trim() ?? '';
  if (url && !/^postgres(ql)?:\/\//i.test(url)) {
    throw new Error(
      `Invalid value for database-url: expected postgres://… (or nothing for SQLite)`,
    );
  }
  return url;
}

/** '' or a Redis URL. */
function redisUrl(text: string | undefined): string {
  const url = text?.trim() ?? '';
  if (url && !/^rediss?:\/\//i.test(url)) {
    throw new Error(`Invalid value for redis-url: expected redis://… (or nothing for one node)`);
  }
  return url;
}

/** `true`/`false`, a hop count, or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(text: string | undefined): boolean | number | string[] {
  const value = (text ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** '' or a key of at least 32 characters (e.g. `openssl rand -base64 32`). */
function secretKey(text: string | undefined): string {
  const key = text?.trim() ?? '';
  if (key && key.length < 32) {
    throw new Error('Invalid value for FAROL_SECRET_KEY: at least 32 characters');
  }
  return key;
}

/** A JSON object of configuration keys; values become text, as in Traccar's XML file. */
function jsonOptions(text: string | undefined): Record<string, string> {
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`Invalid value for options: expected a JSON object of configuration keys`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`Invalid value for options: expected a JSON object of configuration keys`);
  }
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

/**
 * Reads the configuration: a flag (`--port 9000`) wins over its environment variable
 * (`FAROL_PORT`), which wins over the default.
 */
export function loadConfig(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): Config {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(Object.entries(OPTIONS).map(([k]) => [k, { type: 'string' }])),
    strict: true,
    allowPositionals: false,
  });
  const read = (key: Key): string | undefined =>
    (values[key] as string | undefined) ?? env[OPTIONS[key].env];
  const password = read('admin-password');
  const root = process.cwd();
  return {
    port: integer('port', read('port'), 8082),
    host: read('host') || '0.0.0.0',
    dataDir: path.resolve(root, read('data') || './data'),
    databaseUrl: databaseUrl(read('database-url')),
    redisUrl: redisUrl(read('redis-url')),
    osmandPort: integer('osmand-port', read('osmand-port'), 5055),
    protocolPorts: 'configured',
    demoDevices: integer('demo', read('demo'), 50),
    adminEmail: read('admin-email') || 'admin',
    adminPassword: password || 'admin',
    adminPasswordIsDefault: !password,
    statusTimeout: integer('status-timeout', read('status-timeout'), 600),
    mapUrl: read('map-url') ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    webOrigins: (read('web-origin') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    loginMaxFailures: integer('login-max-failures', read('login-max-failures'), 10),
    loginWindowMinutes: integer('login-window', read('login-window'), 15),
    trustProxy: trustProxy(read('trust-proxy')),
    root,
    options: jsonOptions(read('options')),
    // Environment only: a secret given as a flag would show in the process list.
    secretKey: secretKey(env.FAROL_SECRET_KEY),
    testClock: env.FAROL_TEST_CLOCK === '1',
  };
}
