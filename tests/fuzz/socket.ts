import { deepNesting, mutateJson, nastyString, randomJson, type Random } from './random';

/** A position as Farol's server sends it on /api/socket. */
const position = (random: Random) => ({
  id: random.int(1, 1e6),
  attributes: { batteryLevel: random.int(0, 100), ignition: random.chance(0.5), motion: true },
  deviceId: random.int(1, 20),
  protocol: 'osmand',
  serverTime: new Date().toISOString(),
  deviceTime: new Date().toISOString(),
  fixTime: new Date(Date.now() - random.int(0, 3.6e6)).toISOString(),
  valid: true,
  latitude: -23.5 + random.next(),
  longitude: -46.6 + random.next(),
  altitude: 700,
  speed: random.next() * 60,
  course: random.int(0, 359),
  address: null,
  accuracy: 5,
  network: null,
  geofenceIds: null,
});

const device = (random: Random) => ({
  id: random.int(1, 20),
  attributes: {},
  groupId: 0,
  calendarId: 0,
  name: `Car ${random.int(1, 20)}`,
  uniqueId: String(random.int(1, 1e9)),
  status: random.pick(['online', 'offline', 'unknown']),
  lastUpdate: new Date().toISOString(),
  positionId: random.int(0, 1e6),
  phone: null,
  model: null,
  contact: null,
  category: random.pick(['car', 'truck', null, 'unknown-kind']),
  disabled: false,
  expirationTime: null,
});

const event = (random: Random) => ({
  id: random.int(1, 1e6),
  attributes: { alarm: 'sos' },
  deviceId: random.int(1, 20),
  type: random.pick(['alarm', 'deviceOnline', 'geofenceExit', 'ignitionOn', 'madeUp']),
  eventTime: new Date().toISOString(),
  positionId: 0,
  geofenceId: 0,
  maintenanceId: 0,
});

/** One socket message text: a real one, a mutated one, or noise. */
export function socketMessageCase(random: Random): string {
  const list = <T>(make: (random: Random) => T) =>
    Array.from({ length: random.int(0, 5) }, () => make(random));
  const real = random.pick([
    () => ({ positions: list(position) }),
    () => ({ devices: list(device) }),
    () => ({ events: list(event) }),
    () => ({}),
  ])();
  switch (random.int(0, 9)) {
    case 0:
      return nastyString(random);
    case 1:
      return JSON.stringify(randomJson(random, 4));
    case 2:
      return deepNesting(random.int(10, 20_000));
    case 3:
      return JSON.stringify(real).slice(0, random.int(0, 200));
    case 4:
    case 5:
    case 6:
      return JSON.stringify(mutateJson(random, real));
    default:
      return JSON.stringify(real);
  }
}
