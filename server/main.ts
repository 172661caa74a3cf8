import { loadConfig } from './config';
import { superviseFarol } from './supervisor';
import { ensureClientBuilt } from './web/clientBuild';

/** Where the data is, without the password a database URL may carry. */
function describeStorage(config: { databaseUrl: string; dataDir: string }): string {
  if (!config.databaseUrl) return `SQLite file in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * True when this runs from the TypeScript sources (`npm start` through tsx), false in the
 * compiled server (`build/server/main.mjs`, `npm run serve`), which serves the client built by
 * `npm run build` and never builds it.
 */
const fromSources = import.meta.url.endsWith('.ts');

/**
 * `npm start`: build the client if needed (in a child process), then run the server in this
 * process. `npm run serve`: run the compiled server.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (fromSources) await ensureClientBuilt(config.root);
  const supervised = await superviseFarol(config, (restarted) =>
    console.log(`Farol restarted at ${restarted.url}`),
  );
  const farol = supervised.current;
  const { admin } = farol;
  console.log(`Farol is running at ${farol.url}`);
  console.log(`Storage: ${describeStorage(config)}`);
  if (admin.created) {
    console.log(`Administrator: ${admin.email} / ${config.adminPassword}`);
    if (config.adminPasswordIsDefault) {
      console.warn(
        'WARNING: default administrator password; set FAROL_ADMIN_PASSWORD or change it.',
      );
    }
  } else if (admin.email) {
    console.log(`Administrator: ${admin.email} (existing database; password unchanged)`);
  } else {
    console.log('No administrator yet: the first user to register becomes one.');
  }
  console.log(`OsmAnd protocol on port ${farol.config.osmandPort} (${farol.osmandUrl})`);
  const ports = Object.entries(farol.devices.ports).map(
    ([name, { tcp, udp }]) =>
      `${name} ${tcp ?? udp}${tcp !== undefined && udp !== undefined ? ' (TCP+UDP)' : udp !== undefined ? ' (UDP)' : ''}`,
  );
  if (ports.length) console.log(`Device protocols: ${ports.join(', ')}`);
  if (config.testClock) {
    console.warn("WARNING: FAROL_TEST_CLOCK is set: billing's clock can be moved over HTTP.");
  }
  if (config.demoDevices > 0)
    console.log(`Demo fleet: ${config.demoDevices} vehicles around São Paulo`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping…`);
    supervised.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
