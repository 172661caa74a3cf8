import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { SessionData, SessionStore } from '../services/sessions';

/** A cookie session unused this long is forgotten (each request renews it). */
export const SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;

const sessionKey = (id: string) => `farol:session:${id}`;
const userKey = (userId: number) => `farol:user-sessions:${userId}`;

/**
 * Cookie sessions in Redis, shared by every node: a login on node 1 is valid on node 2, and a
 * logout, a password change or a disabled account ends the sessions everywhere at once. Each
 * user's session ids are kept in a set so all of them can be ended together.
 */
export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  async create(data: SessionData): Promise<string> {
    const id = randomBytes(24).toString('base64url');
    await this.redis
      .multi()
      .set(sessionKey(id), JSON.stringify(data), 'EX', SESSION_IDLE_SECONDS)
      .sadd(userKey(data.userId), id)
      .expire(userKey(data.userId), SESSION_IDLE_SECONDS)
      .exec();
    return id;
  }

  async get(id: string): Promise<SessionData | null> {
    const text = await this.redis.getex(sessionKey(id), 'EX', SESSION_IDLE_SECONDS);
    if (!text) return null;
    return JSON.parse(text) as SessionData;
  }

  async delete(id: string): Promise<void> {
    const data = await this.get(id);
    const multi = this.redis.multi().del(sessionKey(id));
    if (data) multi.srem(userKey(data.userId), id);
    await multi.exec();
  }

  async deleteUser(userId: number, keep?: string): Promise<void> {
    const ids = (await this.redis.smembers(userKey(userId))).filter((id) => id !== keep);
    if (ids.length === 0) return;
    await this.redis
      .multi()
      .del(...ids.map(sessionKey))
      .srem(userKey(userId), ...ids)
      .exec();
  }
}
