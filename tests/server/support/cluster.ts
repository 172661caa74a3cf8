import { afterAll, beforeAll, inject } from 'vitest';
import type { Farol } from '../../../server/app';
import { startTestServer, removeDir, tempDir } from '../helpers';
import { testDatabaseUrl, TEST_DATABASE } from './database';
import { startPostgresCluster, type PostgresCluster } from './postgresCluster';
import { startRedisServer, type RedisServer } from './redisServer';

/** Two (or more) Farol nodes on one PostgreSQL database and one Redis, as in production. */
export interface TestCluster {
  nodes: Farol[];
  redis: RedisServer;
  /** The data folder standing for the shared database. */
  dir: string;
  databaseUrl: string;
}

/**
 * Starts `count` Farol nodes before the enclosing describe's tests: a redis-server of their own,
 * a PostgreSQL database (in the suite's cluster on the PostgreSQL pass, else in a cluster this
 * file starts) and nodes started one after another on them. Stops it all afterwards.
 */
export function useTestCluster(count = 2): TestCluster {
  const cluster = { nodes: [] as Farol[] } as TestCluster;
  let ownPostgres: PostgresCluster | null = null;
  beforeAll(async () => {
    cluster.dir = tempDir();
    cluster.redis = await startRedisServer();
    if (TEST_DATABASE === 'postgres' && inject('postgresUrl')) {
      cluster.databaseUrl = await testDatabaseUrl(cluster.dir);
    } else {
      ownPostgres = await startPostgresCluster();
      cluster.databaseUrl = ownPostgres.url;
    }
    for (let i = 0; i < count; i++) {
      cluster.nodes.push(
        await startTestServer(cluster.dir, {
          databaseUrl: cluster.databaseUrl,
          redisUrl: cluster.redis.url,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const node of cluster.nodes) await node.close();
    await cluster.redis?.stop();
    await ownPostgres?.stop();
    removeDir(cluster.dir);
  });
  return cluster;
}
