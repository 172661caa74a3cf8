import { Redis } from 'ioredis';
import { MemoryFailureLog, type FailureLog } from '../services/rateLimit';
import { MemorySessionStore, type SessionStore } from '../services/sessions';
import { LocalBus, RedisBus, type ClusterBus } from './bus';
import { SINGLE_NODE_LOCK, type ClusterLock } from './clusterLock';
import { RedisFailureLog } from './redisFailureLog';
import { RedisLock } from './redisLock';
import { RedisSessionStore } from './redisSessions';

export { ClusterHub } from './clusterHub';
export { ClusterSync } from './sync';
export { Scheduler, type ScheduledTask } from './scheduler';
export type { ClusterBus, ClusterMessage } from './bus';
export type { ClusterLock } from './clusterLock';

/**
 * What a node shares with the others: the message bus, the leases of scheduled work, cookie
 * sessions and failed-login counts. In memory for a single node; in Redis with `REDIS_URL`.
 */
export interface Cluster {
  bus: ClusterBus;
  lock: ClusterLock;
  sessions: SessionStore;
  failures: FailureLog;
  close(): Promise<void>;
}

/** A single node: everything in this process. */
function localCluster(): Cluster {
  return {
    bus: new LocalBus(),
    lock: SINGLE_NODE_LOCK,
    sessions: new MemorySessionStore(),
    failures: new MemoryFailureLog(),
    close: async () => {},
  };
}

/**
 * Connects to Redis (`redis://…`), or keeps everything local when `redisUrl` is ''. Fails at
 * start, with the reason, when Redis cannot be reached.
 */
export async function openCluster(redisUrl: string): Promise<Cluster> {
  if (!redisUrl) return localCluster();
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const client = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  // The client reconnects by itself; an error in between must be logged, never crash the node.
  for (const connection of [client, subscriber]) {
    connection.on('error', (error: Error) => console.error('Redis:', error.message));
  }
  const close = async () => {
    client.disconnect();
    subscriber.disconnect();
  };
  try {
    await client.connect();
    await subscriber.connect();
    const bus = await RedisBus.open(client, subscriber);
    return {
      bus,
      lock: new RedisLock(client, bus.nodeId),
      sessions: new RedisSessionStore(client),
      failures: new RedisFailureLog(client),
      close,
    };
  } catch (error) {
    await close();
    const where = new URL(redisUrl);
    throw new Error(`Cannot reach Redis at ${where.host}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
