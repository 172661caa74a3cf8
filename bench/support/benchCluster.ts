import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFarol, type Farol } from '../../server/app';
import { demoFleetSpecs } from '../../server/demo/catalog';
import { loginCookie } from '../../server/demo/provision';
import { seededRandom } from '../../server/demo/random';
import {
  startPostgresCluster,
  type PostgresCluster,
} from '../../tests/server/support/postgresCluster';
import { startRedisServer, type RedisServer } from '../../tests/server/support/redisServer';
import { BENCH_ADMIN } from './benchServer';

/** Farol nodes on one database (and, for more than one, one Redis), with a fleet. */
export interface BenchNodes {
  nodes: Farol[];
  cookie: string;
  uniqueIds: string[];
  close(): Promise<void>;
}

let database = 0;

/**
 * Starts `count` Farol nodes in this process on a fresh SQLite file (`postgres` null) or on a
 * fresh database of `postgres`, joined through `redis` when there are several, and creates
 * `devices` devices through node 1's API.
 */
export async function startBenchNodes(options: {
  count: number;
  devices: number;
  postgres: PostgresCluster | null;
  redis: RedisServer | null;
}): Promise<BenchNodes> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'farol-bench-cluster-'));
  let databaseUrl = '';
  if (options.postgres) {
    const name = `bench_${++database}`;
    const admin = new pg.Client(options.postgres.url);
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    databaseUrl = options.postgres.url.replace(/\/postgres$/, `/${name}`);
  }
  const nodes: Farol[] = [];
  for (let i = 0; i < options.count; i++) {
    nodes.push(
      await startFarol({
        host: '127.0.0.1',
        port: 0,
        osmandPort: 0,
        dataDir,
        databaseUrl,
        redisUrl: options.count > 1 ? (options.redis?.url ?? '') : '',
        demoDevices: 0,
        adminEmail: BENCH_ADMIN.email,
        adminPassword: BENCH_ADMIN.password,
        adminPasswordIsDefault: false,
        mapUrl: '',
        loginMaxFailures: 0,
      }),
    );
  }
  const url = nodes[0]!.url;
  const cookie = await loginCookie(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const specs = demoFleetSpecs(options.devices, 'bench', seededRandom(11));
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++]!;
      const reply = await fetch(`${url}/api/devices`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: spec.name, uniqueId: spec.uniqueId, category: spec.category }),
      });
      if (reply.status !== 200)
        throw new Error(`device: HTTP ${reply.status} ${await reply.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return {
    nodes,
    cookie,
    uniqueIds: specs.map((spec) => spec.uniqueId),
    async close() {
      for (const node of nodes) await node.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL cluster and redis-server of the cluster benchmarks (loopback, temporary). */
export async function startBenchServices(): Promise<{
  postgres: PostgresCluster;
  redis: RedisServer;
  stop(): Promise<void>;
}> {
  const postgres = await startPostgresCluster();
  const redis = await startRedisServer();
  return {
    postgres,
    redis,
    async stop() {
      await redis.stop();
      await postgres.stop();
    },
  };
}
