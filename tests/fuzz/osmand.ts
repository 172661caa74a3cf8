import type { Farol } from '../../server/app';
import type { OsmandRequest } from '../../server/protocols/osmand/handler';
import { mutateJson, nastyString, randomJson, deepNesting, type Random } from './random';
import { emptyStats, record, withDeadline, type FuzzStats } from './stats';

/** A fresh, believable query-form report of `uniqueId` at `time` (seconds). */
function validQuery(random: Random, uniqueId: string, time: number): [string, string][] {
  const params: [string, string][] = [
    ['id', uniqueId],
    ['lat', (-23.5 + random.next() * 0.1).toFixed(6)],
    ['lon', (-46.6 + random.next() * 0.1).toFixed(6)],
    ['timestamp', String(time)],
    ['speed', (random.next() * 30).toFixed(2)],
    ['bearing', String(random.int(0, 359))],
    ['altitude', String(random.int(0, 900))],
    ['accuracy', String(random.int(1, 50))],
  ];
  if (random.chance(0.3)) params.push(['batt', String(random.int(0, 100))]);
  if (random.chance(0.2)) params.push(['ignition', random.pick(['true', 'false'])]);
  if (random.chance(0.1)) params.push(['cell', '724,05,1234,56789,-70']);
  if (random.chance(0.1)) params.push(['wifi', '00-11-22-33-44-55,-60']);
  if (random.chance(0.1)) params.push(['driverUniqueId', 'D-1']);
  return params;
}

const QUERY_KEYS = [
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'altitude',
  'accuracy',
  'hdop',
  'batt',
  'charge',
  'valid',
  'cell',
  'wifi',
  'driverUniqueId',
  'rpm',
  'fuel',
  'alarm',
  'ignition',
  '__proto__',
  'constructor',
];

/** One query-form request: a valid report, a mutated one, or noise. */
export function osmandQueryCase(random: Random, uniqueIds: string[], now: number): OsmandRequest {
  const time = now - random.int(0, 86_400);
  let params = validQuery(random, random.pick(uniqueIds), time);
  if (random.chance(0.75)) {
    params = params.flatMap(([key, value]): [string, string][] => {
      if (!random.chance(0.3)) return [[key, value]];
      if (random.chance(0.15)) return [];
      if (random.chance(0.1))
        return [
          [key, value],
          [key, nastyString(random)],
        ];
      return [[key, nastyString(random).slice(0, random.chance(0.9) ? 64 : 100_000)]];
    });
    for (let i = random.int(0, 3); i > 0; i--) {
      params.push([random.pick(QUERY_KEYS), nastyString(random).slice(0, 200)]);
    }
  }
  const query = new URLSearchParams(params).toString();
  if (random.chance(0.05)) {
    return { url: '/?' + nastyString(random), contentType: '', body: '' };
  }
  if (random.chance(0.2)) {
    return { url: '/', contentType: 'application/x-www-form-urlencoded', body: query };
  }
  return { url: `/?${query}`, contentType: '', body: '' };
}

/** One JSON-form request (Traccar Client): a valid report, a mutated one, or noise. */
export function osmandJsonCase(random: Random, uniqueIds: string[], now: number): OsmandRequest {
  const location = () => ({
    timestamp: new Date(now - random.int(0, 86_400_000)).toISOString(),
    coords: {
      latitude: -23.5 + random.next() * 0.1,
      longitude: -46.6 + random.next() * 0.1,
      speed: random.next() * 20,
      heading: random.int(0, 359),
      accuracy: random.int(1, 50),
      altitude: random.int(0, 900),
    },
    is_moving: random.chance(0.5),
    odometer: random.int(0, 1e6),
    event: 'motionchange',
    battery: { level: random.next(), is_charging: random.chance(0.5) },
    activity: { type: 'in_vehicle' },
    extras: { trip: random.int(0, 9) },
  });
  const valid = {
    device_id: random.pick(uniqueIds),
    location: random.chance(0.2) ? [location(), location()] : location(),
  };
  const contentType = 'application/json';
  switch (random.int(0, 9)) {
    case 0:
      return { url: '/', contentType, body: nastyString(random) };
    case 1:
      return { url: '/', contentType, body: JSON.stringify(randomJson(random, 4)) };
    case 2:
      return { url: '/', contentType, body: deepNesting(random.int(100, 100_000)) };
    case 3:
    case 4:
    case 5:
    case 6:
      return { url: '/', contentType, body: JSON.stringify(mutateJson(random, valid)) };
    default:
      return { url: '/', contentType, body: JSON.stringify(valid) };
  }
}

/**
 * Runs `cases` OsmAnd requests through Farol's own handler (the code behind the port, in
 * process). `version()` reads a number that moves whenever the database commits (SQLite's
 * data_version from another connection), or null when the store offers none.
 */
export async function fuzzOsmand(
  farol: Farol,
  options: {
    form: 'query' | 'json';
    cases: number;
    seed: number;
    random: Random;
    uniqueIds: string[];
    version: () => number | null;
  },
): Promise<FuzzStats> {
  const { random } = options;
  const stats = emptyStats(`OsmAnd ${options.form} form`);
  const started = Date.now();
  const make = options.form === 'query' ? osmandQueryCase : osmandJsonCase;
  for (let i = 0; i < options.cases; i++) {
    const request = make(random, options.uniqueIds, Date.now());
    const before = options.version();
    const reply = await withDeadline(
      farol.handleOsmand(request).catch(() => ({ status: 500, body: '' })),
      10_000,
    );
    const after = options.version();
    const status = reply === 'hang' ? 'hang' : reply.status;
    record(stats, status, before !== after, () => JSON.stringify(request));
  }
  stats.ms = Date.now() - started;
  return stats;
}
