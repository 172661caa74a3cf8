import type { Farol } from '../../server/app';
import { ADMIN, createDevice, osmand, userClient, type Client } from '../server/helpers';
import type { RouteEntry } from '../../server/api';
import {
  deepNesting,
  mutateJson,
  NASTY_DATES,
  NASTY_NUMBERS,
  nastyString,
  randomJson,
  type Random,
} from './random';
import { emptyStats, record, withDeadline, type FuzzStats } from './stats';

/** Query parameters the API reads somewhere; the fuzzer fills them with good and bad values. */
const QUERY_NAMES = [
  'id',
  'deviceId',
  'groupId',
  'userId',
  'geofenceId',
  'notificationId',
  'driverId',
  'calendarId',
  'attributeId',
  'maintenanceId',
  'commandId',
  'from',
  'to',
  'type',
  'daily',
  'all',
  'refresh',
  'uniqueId',
  'token',
  'textChannel',
  'limit',
  'offset',
  'keyword',
  'excludeAttributes',
  'mail',
  'expiration',
  'email',
  'password',
];

/** Valid bodies per resource, which the fuzzer mutates (fields Traccar clients send). */
const BODIES: Record<string, () => Record<string, unknown>> = {
  '/api/devices': () => ({ name: 'Fuzz car', uniqueId: `fz-${Math.random()}`, category: 'car' }),
  '/api/groups': () => ({ name: 'Fuzz group', groupId: 0 }),
  '/api/geofences': () => ({ name: 'Fuzz fence', area: 'CIRCLE (-23.5 -46.6, 150)' }),
  '/api/drivers': () => ({ name: 'Fuzz driver', uniqueId: `fzd-${Math.random()}` }),
  '/api/calendars': () => ({ name: 'Fuzz calendar', data: '' }),
  '/api/maintenance': () => ({ name: 'Oil', type: 'totalDistance', start: 0, period: 1e7 }),
  '/api/notifications': () => ({ type: 'alarm', notificators: 'web', always: false }),
  '/api/commands': () => ({ description: 'Ping', type: 'custom', attributes: { data: 'x' } }),
  '/api/attributes/computed': () => ({
    description: 'Speed x2',
    attribute: 'double',
    expression: 'speed * 2',
    type: 'number',
  }),
  '/api/users': () => ({
    name: 'Fuzz user',
    email: `fz-${Math.random()}@x.test`,
    password: 'pw12',
  }),
  '/api/permissions': () => ({ deviceId: 1, geofenceId: 1 }),
  '/api/commands/send': () => ({ deviceId: 1, type: 'custom', attributes: { data: 'x' } }),
  '/tarkan/shares': () => ({
    deviceId: 1,
    expirationTime: new Date(Date.now() + 3.6e6).toISOString(),
  }),
  '/api/server': () => ({ registration: false, map: 'osm', attributes: {} }),
};

/** Who sends a case: a session cookie, Authorization header, or nobody. */
export interface FuzzCaller {
  name: string;
  headers: Record<string, string>;
  /** Ids this caller must keep (its own user): never deleted or rewritten by the fuzzer. */
  protectedIds: number[];
  /** How often it is picked relative to the others (1 by default). */
  weight?: number;
}

/** Routes that hash a password (scrypt, ~50 ms by design): drawn 10× less often. */
const SLOW_ROUTES = new Set(['POST /api/session', 'POST /api/users', 'PUT /api/users/:id']);

function weighted<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let point = random.next() * total;
  for (const item of items) {
    point -= weight(item);
    if (point < 0) return item;
  }
  return items[items.length - 1]!;
}

const idValue = (random: Random) =>
  random.chance(0.6)
    ? String(random.int(1, 40))
    : random.pick([
        '0',
        '-1',
        '2147483648',
        '1e3',
        'abc',
        '%00',
        '..',
        nastyString(random).slice(0, 30),
      ]);

function queryValue(random: Random, name: string): string {
  if (name.endsWith('Id') || name === 'id') return idValue(random);
  if (name === 'from' || name === 'to') {
    return random.chance(0.5)
      ? new Date(Date.now() - random.int(0, 400) * 86_400_000).toISOString()
      : random.pick(NASTY_DATES);
  }
  if (random.chance(0.3)) return random.pick(['true', 'false']);
  if (random.chance(0.3)) return random.pick(NASTY_NUMBERS);
  return nastyString(random).slice(0, random.chance(0.95) ? 100 : 20_000);
}

/** encodeURIComponent, which throws on a lone surrogate: those are sent percent-escaped raw. */
const encodeSafely = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function fillPath(random: Random, url: string, caller: FuzzCaller, method: string): string {
  return url
    .replace(/\*$/, () =>
      random.pick(['index.html', 'x/../../../etc/passwd', '%2e%2e/%2e%2e', 'a'.repeat(300)]),
    )
    .replace(/:(\w+)/g, () => {
      let id = idValue(random);
      // The fuzzer's own accounts stay: it must keep asking as each caller.
      const touchesUser = url.startsWith('/api/users/') || url.startsWith('/api/session/');
      if (touchesUser && method !== 'GET' && caller.protectedIds.includes(Number(id))) id = '39';
      return encodeSafely(id);
    });
}

interface Body {
  payload?: string;
  contentType?: string;
}

function body(random: Random, url: string): Body {
  const base = Object.entries(BODIES).find(([prefix]) => url.startsWith(prefix))?.[1];
  switch (random.int(0, 9)) {
    case 0:
      return {};
    case 1:
      return { payload: nastyString(random), contentType: 'application/json' };
    case 2:
      return { payload: deepNesting(random.int(100, 50_000)), contentType: 'application/json' };
    case 3:
      return {
        payload: new URLSearchParams({
          email: nastyString(random),
          password: 'x',
          name: 'y',
        }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      };
    case 4:
      return {
        payload: JSON.stringify(randomJson(random, 4)),
        contentType: random.pick(['text/plain', 'application/json']),
      };
    default: {
      const valid = base?.() ?? (randomJson(random, 2) as Record<string, unknown>);
      const sent = random.chance(0.8) ? mutateJson(random, valid) : valid;
      return { payload: JSON.stringify(sent), contentType: 'application/json' };
    }
  }
}

/** Milliseconds spent per route when FUZZ_PROFILE is set (to keep the fuzzers fast). */
export const PROFILE = new Map<string, number>();

/** The routes worth fuzzing: everything but the socket upgrade and the logout of our callers. */
export function fuzzableRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.url !== '/api/socket' &&
      !(route.method === 'DELETE' && route.url === '/api/session'),
  );
}

/**
 * Sends `cases` requests to random routes with random path ids, queries, bodies, content types
 * and callers, in process (Fastify's inject), one at a time so that a refused request can be
 * checked to have changed nothing. `restore` runs every 500 cases (server settings back).
 */
export async function fuzzApi(
  farol: Farol,
  options: {
    cases: number;
    random: Random;
    callers: FuzzCaller[];
    version: () => number | null;
    restore?: () => Promise<void>;
  },
): Promise<FuzzStats> {
  const { random } = options;
  const routes = fuzzableRoutes(farol.routes);
  const stats = emptyStats('API bodies and queries');
  const started = Date.now();
  for (let i = 0; i < options.cases; i++) {
    if (i > 0 && i % 500 === 0) await options.restore?.();
    const route = weighted(random, routes, (r) =>
      SLOW_ROUTES.has(`${r.method} ${r.url}`) ? 0.1 : 1,
    );
    const caller = weighted(random, options.callers, (c) => c.weight ?? 1);
    const query = new URLSearchParams();
    for (let n = random.int(0, 4); n > 0; n--) {
      const name = random.pick(QUERY_NAMES);
      query.append(name, queryValue(random, name));
    }
    const path = fillPath(random, route.url, caller, route.method);
    const url = query.size ? `${path}?${query}` : path;
    const sent = route.method === 'GET' || route.method === 'DELETE' ? {} : body(random, route.url);
    const headers: Record<string, string> = { ...caller.headers };
    if (sent.contentType) headers['content-type'] = sent.contentType;
    if (random.chance(0.05)) headers.origin = 'http://evil.test';
    const before = options.version();
    const caseStarted = Date.now();
    const reply = await withDeadline(
      farol
        .inject({
          method: route.method as 'GET',
          url,
          headers,
          payload: sent.payload,
          remoteAddress: `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`,
        })
        .then((response) => response.statusCode)
        .catch(() => 500),
      15_000,
    );
    const after = options.version();
    if (process.env.FUZZ_PROFILE) {
      const key = `${route.method} ${route.url}`;
      const spent = (PROFILE.get(key) ?? 0) + (Date.now() - caseStarted);
      PROFILE.set(key, spent);
    }
    record(stats, reply, before !== after, () =>
      JSON.stringify({
        method: route.method,
        url,
        caller: caller.name,
        body: sent.payload?.slice(0, 300),
      }),
    );
  }
  stats.ms = Date.now() - started;
  return stats;
}

/**
 * The callers of an API fuzz run on `farol`: its administrator, a user with a reporting device,
 * a share link's visitor, nobody, a forged cookie, a forged token and (rarely, each costs a
 * password hash) Basic credentials. `restore` puts the server settings back.
 */
export async function prepareApiFuzz(
  farol: Farol,
  admin: Client,
): Promise<{ callers: FuzzCaller[]; restore: () => Promise<void> }> {
  const user = await userClient(farol, admin, 'fuzz-user@farol.test');
  const car = await createDevice(user.client, 'Fuzz car', 'fuzz-car');
  await osmand(farol, { id: 'fuzz-car', lat: -23.5, lon: -46.6 });
  const link = await user.client.post('/tarkan/shares', {
    deviceId: car.id,
    expirationTime: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const share = link.json() as { token: string };
  const adminMe = (await admin.get('/api/session')).json() as { id: number };
  const settings = (await admin.get('/api/server')).json() as unknown;
  // Nobody rewrites or deletes the fuzzer's own two accounts: it must keep asking as them.
  const protectedIds = [adminMe.id, user.id];
  const callers: FuzzCaller[] = [
    { name: 'admin', headers: { cookie: admin.cookie! }, protectedIds },
    { name: 'user', headers: { cookie: user.client.cookie! }, protectedIds },
    { name: 'share', headers: { authorization: `Bearer ${share.token}` }, protectedIds },
    { name: 'nobody', headers: {}, protectedIds },
    { name: 'forged', headers: { cookie: 'JSESSIONID=forged' }, protectedIds },
    { name: 'bearer', headers: { authorization: 'Bearer forged' }, protectedIds },
    { name: 'basic', headers: { authorization: 'Basic Og==' }, protectedIds, weight: 0.05 },
  ];
  const signIn = async (client: Client, email: string, password: string, caller: FuzzCaller) => {
    await client.login(email, password).catch(() => undefined);
    if (client.cookie) caller.headers.cookie = client.cookie;
  };
  return {
    callers,
    // The fuzzer may sign its callers out (a login as another user replaces the session) or
    // lock the server down: every 500 cases they sign in again and the settings come back.
    restore: async () => {
      await signIn(admin, ADMIN.email, ADMIN.password, callers[0]!);
      await signIn(user.client, 'fuzz-user@farol.test', 'pass1234', callers[1]!);
      await admin.put('/api/server', settings);
    },
  };
}
