import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Farol } from '../../server/app';
import { demoFleetSpecs, type DemoVehicleSpec } from '../../server/demo/catalog';
import { loginCookie } from '../../server/demo/provision';
import { seededRandom } from '../../server/demo/random';
import { newDeviceRecord } from '../../server/services/devices';
import { openStorage } from '../../server/storage';
import { BENCH_ADMIN, startBenchServer } from './benchServer';

/** São Paulo, where the fleet spreads over ~20 km. */
export const ORIGIN = { latitude: -23.55, longitude: -46.63 };

export interface BenchFarol {
  farol: Farol;
  cookie: string;
  uniqueIds: string[];
  close(): Promise<void>;
}

async function post(url: string, cookie: string, body: unknown): Promise<{ id: number }> {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (reply.status === 204) return { id: 0 };
  if (reply.status !== 200)
    throw new Error(`POST ${url}: HTTP ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as { id: number };
}

/**
 * Farol in-process on a fresh SQLite file with `devices` devices in one group, and ten circle
 * geofences linked to that group, so every position is tested against them. The group and
 * geofences go through the REST API; the devices straight into storage between two starts
 * (100,000 devices over HTTP took longer than the measurements), so the running Farol loads
 * them as it loads any stored fleet.
 */
export async function startBenchFarol(devices: number): Promise<BenchFarol> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-'));
  const first = await startBenchServer(dataDir);
  const firstCookie = await loginCookie(first.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const group = await post(`${first.url}/api/groups`, firstCookie, { name: 'Fleet' });
  for (let i = 0; i < 10; i += 1) {
    const lat = ORIGIN.latitude + (i - 5) * 0.02;
    const geofence = await post(`${first.url}/api/geofences`, firstCookie, {
      name: `Zone ${i}`,
      area: `CIRCLE (${lat} ${ORIGIN.longitude}, 800)`,
    });
    await post(`${first.url}/api/permissions`, firstCookie, {
      groupId: group.id,
      geofenceId: geofence.id,
    });
  }
  await first.close();
  const specs = demoFleetSpecs(devices, 'bench', seededRandom(7));
  await insertDevices(dataDir, specs, group.id);
  const farol = await startBenchServer(dataDir);
  const cookie = await loginCookie(farol.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  return {
    farol,
    cookie,
    uniqueIds: specs.map((spec) => spec.uniqueId),
    async close() {
      await farol.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The fleet, owned by the bench administrator, in group `groupId`. */
async function insertDevices(dataDir: string, specs: DemoVehicleSpec[], groupId: number) {
  const storage = await openStorage({ dataDir });
  try {
    const admin = await storage.users.findByLogin(BENCH_ADMIN.email);
    if (!admin) throw new Error('the bench administrator was not created');
    const records = specs.map((spec) =>
      newDeviceRecord({
        name: spec.name,
        uniqueId: spec.uniqueId,
        category: spec.category,
        groupId,
      }),
    );
    await storage.devices.insertMany(records, admin.id);
  } finally {
    await storage.close();
  }
}
