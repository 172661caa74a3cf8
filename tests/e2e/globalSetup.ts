import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFarol } from '../../server/app';
import { ensureClientBuilt } from '../../server/web/clientBuild';

const DEMO_DEVICES = 12;
const ADMIN = { email: 'admin@farol.test', password: 'e2e-secret' };

/**
 * Builds the client when needed and starts a real Farol (server, SQLite file in a temporary
 * folder, OsmAnd port, demo fleet) on ephemeral loopback ports; the tests read where from env.
 */
export default async function globalSetup() {
  await ensureClientBuilt(process.cwd());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farol-e2e-'));
  const farol = await startFarol({
    host: '127.0.0.1',
    port: 0,
    osmandPort: 0,
    dataDir,
    demoDevices: DEMO_DEVICES,
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    adminPasswordIsDefault: false,
    mapUrl: '',
  });
  process.env.FAROL_E2E_URL = farol.url;
  process.env.FAROL_E2E_OSMAND = farol.osmandUrl;
  process.env.FAROL_E2E_EMAIL = ADMIN.email;
  process.env.FAROL_E2E_PASSWORD = ADMIN.password;
  process.env.FAROL_E2E_DEMO = String(DEMO_DEVICES);
  return async () => {
    await farol.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
