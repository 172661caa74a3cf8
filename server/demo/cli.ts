import { parseArgs } from 'node:util';
import { demoFleetSpecs } from './catalog';
import { FleetDriver } from './driver';
import { buildVehicles } from './fleet';
import { seededRandom } from './random';
import { createMissingDevices, loginCookie } from './provision';
import { OsmandSender, type SendResult } from './sender';
import { DEVICE_SPEAKERS } from './devices';
import { ProtocolSender } from './devices/sender';
import { deviceProtocol } from '../protocols';
import { LatencyStats } from './stats';

/**
 * `npm run simulate -- --devices 10000 --interval 10`: drives a large simulated fleet against a
 * running Farol (or Traccar) server. Missing devices are created through the REST API, then
 * every device reports every `interval` seconds over OsmAnd, or as a tracker of `--protocol`
 * (one TCP connection per device, logging in as that protocol's devices do, answering
 * commands); a stats line prints every 10 s.
 */
const USAGE = `Usage: npm run simulate -- [options]
  --url <url>          web/API base (default http://127.0.0.1:8082)
  --osmand <url>       OsmAnd base (default http://127.0.0.1:5055)
  --protocol <name>    osmand (default) or a device protocol: ${Object.keys(DEVICE_SPEAKERS).join(', ')}
  --host <address>     device protocol host (default 127.0.0.1)
  --port <n>           device protocol port (default: the protocol's, e.g. gt06 5023)
  --email <e-mail>     login (default admin)
  --password <pass>    password (default admin)
  --prefix <text>      uniqueId prefix (default sim)
  --devices <n>        number of devices (default 100)
  --interval <s>       seconds between reports of one device (default 10)
  --seed <n>           random seed (default 1)`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8082' },
    osmand: { type: 'string', default: 'http://127.0.0.1:5055' },
    protocol: { type: 'string', default: 'osmand' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    email: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'admin' },
    prefix: { type: 'string', default: 'sim' },
    devices: { type: 'string', default: '100' },
    interval: { type: 'string', default: '10' },
    seed: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});

const STATS_EVERY_MS = 10_000;

/** OsmAnd over HTTP, or one connection per device speaking `--protocol`. */
function createSender(): OsmandSender | ProtocolSender {
  if (values.protocol === 'osmand') return new OsmandSender(values.osmand, 64);
  const speaker = DEVICE_SPEAKERS[values.protocol];
  const protocol = deviceProtocol(values.protocol);
  if (!speaker || !protocol) throw new Error(`Unknown --protocol ${values.protocol}\n${USAGE}`);
  const port = values.port === undefined ? protocol.port : Number(values.port);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Invalid --port\n${USAGE}`);
  return new ProtocolSender(speaker, values.host, port);
}

async function main(): Promise<void> {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = Number(values.devices);
  const interval = Number(values.interval);
  const seed = Number(values.seed);
  if (!(count > 0) || !(interval > 0) || !Number.isInteger(seed)) {
    throw new Error(`Invalid --devices, --interval or --seed\n${USAGE}`);
  }
  const specs = demoFleetSpecs(count, values.prefix, seededRandom(seed));
  const cookie = await loginCookie(values.url, values.email, values.password);
  const started = Date.now();
  const created = await createMissingDevices(values.url, cookie, specs);
  console.log(
    `${count} devices ready (${created} created in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  const stats = new LatencyStats();
  const sender = createSender();
  const vehicles = buildVehicles(specs, seed);
  const driver = new FleetDriver(
    specs.map((spec, i) => ({ uniqueId: spec.uniqueId, vehicle: vehicles[i]! })),
    {
      sender,
      interval,
      maxInFlight: 1024,
      onResult: (result: SendResult | Error) =>
        result instanceof Error
          ? stats.error()
          : stats.record(result.latency, result.status === 200),
    },
  );
  driver.start();
  console.log(
    `Driving ${count} devices over ${values.protocol}, one report each every ${interval} s (Ctrl+C to stop)`,
  );
  const timer = setInterval(() => console.log(stats.line(STATS_EVERY_MS / 1000)), STATS_EVERY_MS);

  const stop = async () => {
    clearInterval(timer);
    await driver.stop();
    sender.close();
    console.log(`Stopped. ${stats.totalLine()}`);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
