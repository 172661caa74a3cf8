import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFarol } from '../../server/app';
import { ensureClientBuilt } from '../../server/web/clientBuild';
import { FakeProvider } from '../server/billing/fakeProvider';
import { startPostgresCluster } from '../server/support/postgresCluster';

const DEMO_DEVICES = 12;
const ADMIN = { email: 'admin@farol.test', password: 'e2e-secret' };
/** The payment provider's sandbox stand-in answers to this API key (billing.spec types it). */
const PROVIDER_TOKEN = '$aact_e2e_sandbox_token';

/**
 * With `FAROL_TEST_DATABASE=postgres`, a PostgreSQL cluster of its own on loopback and a fresh
 * database in it; else '' (the SQLite file). Returns the URL and how to stop the cluster.
 */
async function e2eDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.FAROL_TEST_DATABASE !== 'postgres') return { url: '', stop: async () => {} };
  const cluster = await startPostgresCluster();
  const admin = new pg.Client(cluster.url);
  await admin.connect();
  await admin.query('CREATE DATABASE farol_e2e');
  await admin.end();
  return { url: cluster.url.replace(/\/postgres$/, '/farol_e2e'), stop: () => cluster.stop() };
}

/**
 * Builds the client when needed and starts a real Farol (server, SQLite file in a temporary
 * folder or the PostgreSQL database above, OsmAnd port, demo fleet, the test clock hook, a
 * local stand-in for the payment provider's sandbox) on ephemeral loopback ports; the tests
 * read where from env.
 */
export default async function globalSetup() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farol-e2e-'));
  const database = await e2eDatabase();
  const provider = new FakeProvider(PROVIDER_TOKEN);
  await provider.start();
  const farol = await startFarol({
    host: '127.0.0.1',
    port: 0,
    osmandPort: 0,
    protocolPorts: 'ephemeral',
    dataDir,
    databaseUrl: database.url,
    demoDevices: DEMO_DEVICES,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    adminPasswordIsDefault: false,
    mapUrl: '',
    // Billing: the clock hook, a key to seal integration secrets, the provider's stand-in.
    testClock: true,
    secretKey: 'e2e-only-secret-key-of-at-least-32-characters',
    options: { 'billing.providerUrl': provider.url },
  });
  process.env.FAROL_E2E_URL = farol.url;
  process.env.FAROL_E2E_OSMAND = farol.osmandUrl;
  process.env.FAROL_E2E_EMAIL = ADMIN.email;
  process.env.FAROL_E2E_PASSWORD = ADMIN.password;
  process.env.FAROL_E2E_DEMO = String(DEMO_DEVICES);
  process.env.FAROL_E2E_PROVIDER_TOKEN = PROVIDER_TOKEN;
  return async () => {
    await farol.close();
    await provider.stop();
    await database.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
