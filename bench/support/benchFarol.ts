import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Farol } from '../../server/app';
import { demoFleetSpecs } from '../../server/demo/catalog';
import { loginCookie } from '../../server/demo/provision';
import { seededRandom } from '../../server/demo/random';
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
 * geofences linked to that group, so every position is tested against them (all through the
 * REST API, 16 requests at a time).
 */
export async function startBenchFarol(devices: number): Promise<BenchFarol> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-'));
  const farol = await startBenchServer(dataDir);
  const cookie = await loginCookie(farol.url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const group = await post(`${farol.url}/api/groups`, cookie, { name: 'Fleet' });
  for (let i = 0; i < 10; i += 1) {
    const lat = ORIGIN.latitude + (i - 5) * 0.02;
    const geofence = await post(`${farol.url}/api/geofences`, cookie, {
      name: `Zone ${i}`,
      area: `CIRCLE (${lat} ${ORIGIN.longitude}, 800)`,
    });
    await post(`${farol.url}/api/permissions`, cookie, {
      groupId: group.id,
      geofenceId: geofence.id,
    });
  }
  const specs = demoFleetSpecs(devices, 'bench', seededRandom(7));
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++]!;
      await post(`${farol.url}/api/devices`, cookie, {
        name: spec.name,
        uniqueId: spec.uniqueId,
        category: spec.category,
        groupId: group.id,
      });
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
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
