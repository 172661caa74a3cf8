import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { FailureLog } from '../services/rateLimit';

const failureKey = (key: string) => `farol:login-failures:${key}`;

/**
 * Failed logins in Redis, one sorted set per address or account (score = time), shared by every
 * node and expiring with the window.
 */
export class RedisFailureLog implements FailureLog {
  constructor(private readonly redis: Redis) {}

  async recent(key: string, since: number): Promise<number[]> {
    const result = await this.redis
      .multi()
      .zremrangebyscore(failureKey(key), '-inf', since)
      .zrangebyscore(failureKey(key), `(${since}`, '+inf', 'WITHSCORES')
      .exec();
    const flat = (result?.[1]?.[1] ?? []) as string[];
    const times: number[] = [];
    for (let i = 1; i < flat.length; i += 2) times.push(Number(flat[i]));
    return times;
  }

  async add(key: string, time: number, windowMs: number): Promise<void> {
    // A random suffix: two failures in the same millisecond are two members.
    const member = `${time}:${randomBytes(4).toString('hex')}`;
    await this.redis
      .multi()
      .zadd(failureKey(key), time, member)
      .pexpire(failureKey(key), Math.max(1, windowMs))
      .exec();
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(failureKey(key));
  }
}
