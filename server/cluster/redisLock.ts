import type { Redis } from 'ioredis';
import type { ClusterLock } from './clusterLock';

// Deletes the key only while it still names this holder (another node may hold it by now).
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** Leases in Redis: `SET key holder NX PX ttl`, released only by their holder. */
export class RedisLock implements ClusterLock {
  constructor(
    private readonly redis: Redis,
    /** This node's id, stored as the holder. */
    private readonly holder: string,
  ) {}

  async acquire(name: string, ttlMs: number): Promise<boolean> {
    const ttl = Math.max(1, Math.round(ttlMs));
    return (await this.redis.set(key(name), this.holder, 'PX', ttl, 'NX')) === 'OK';
  }

  async release(name: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, key(name), this.holder);
  }
}

const key = (name: string) => `farol:lock:${name}`;
