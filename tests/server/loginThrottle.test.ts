import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { RedisFailureLog } from '../../server/cluster/redisFailureLog';
import {
  LoginThrottle,
  MemoryFailureLog,
  TooManyLoginsError,
  type FailureLog,
} from '../../server/services/rateLimit';
import { startRedisServer, type RedisServer } from './support/redisServer';
import { Client, adminClient, removeDir, startTestServer, tempDir, userClient } from './helpers';

const TOO_MANY = /^java\.lang\.SecurityException: Too many failed logins - \d+$/;

/** The failure logs a throttle can count in: this process, or Redis shared by every node. */
const logs: [string, () => FailureLog][] = [
  ['in memory', () => new MemoryFailureLog()],
  ['in Redis', () => new RedisFailureLog(redis!)],
];
let redisServer: RedisServer | null = null;
let redis: Redis | null = null;
beforeAll(async () => {
  redisServer = await startRedisServer();
  redis = new Redis(redisServer.url);
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.stop();
});

describe.each(logs)('LoginThrottle counting %s', (_name, makeLog) => {
  beforeEach(async () => {
    await redis?.flushall();
  });

  it('locks an address out of an account after N failures, until the oldest ages out', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => now, makeLog());
    for (let i = 0; i < 3; i++) {
      await throttle.check('10.0.0.1', 'ana@farol.test');
      await throttle.fail('10.0.0.1', 'ana@farol.test');
      now += 1000;
    }
    await expect(throttle.check('10.0.0.1', 'ANA@farol.test ')).rejects.toThrow(TooManyLoginsError);
    // The owner elsewhere, and the address on another account, are not locked.
    await expect(throttle.check('10.0.0.9', 'ana@farol.test')).resolves.toBeUndefined();
    await expect(throttle.check('10.0.0.1', 'bia@farol.test')).resolves.toBeUndefined();
    now = 1_060_001;
    await expect(throttle.check('10.0.0.1', 'ana@farol.test')).resolves.toBeUndefined();
  });

  it('never locks an account from many addresses', async () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 5, makeLog());
    for (let i = 0; i < 50; i++) await throttle.fail(`10.0.${i}.1`, 'ana@farol.test');
    await expect(throttle.check('192.0.2.1', 'ana@farol.test')).resolves.toBeUndefined();
  });

  it('locks an address spraying many accounts at five times the limit', async () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 5, makeLog());
    for (let i = 0; i < 9; i++) await throttle.fail('10.0.0.1', `user${i}@x`);
    await expect(throttle.check('10.0.0.1', 'fresh@x')).resolves.toBeUndefined();
    await throttle.fail('10.0.0.1', 'user9@x');
    await expect(throttle.check('10.0.0.1', 'fresh@x')).rejects.toThrow(
      'Too many failed logins - 1',
    );
  });

  it('clears the pair on success', async () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 5, makeLog());
    await throttle.fail('10.0.0.1', 'a@x');
    await throttle.fail('10.0.0.1', 'a@x');
    await expect(throttle.check('10.0.0.1', 'a@x')).rejects.toThrow(TooManyLoginsError);
    await throttle.succeed('10.0.0.1', 'a@x');
    await expect(throttle.check('10.0.0.1', 'a@x')).resolves.toBeUndefined();
  });

  it('does nothing when turned off', async () => {
    const throttle = new LoginThrottle({ maxFailures: 0, windowMs: 60_000 }, Date.now, makeLog());
    for (let i = 0; i < 50; i++) await throttle.fail('10.0.0.1', 'a@x');
    await expect(throttle.check('10.0.0.1', 'a@x')).resolves.toBeUndefined();
  });
});

describe('login rate limit over HTTP', () => {
  let farol: Farol;
  let dir: string;

  beforeAll(async () => {
    dir = tempDir();
    farol = await startTestServer(dir, { loginMaxFailures: 3, loginWindowMinutes: 15 });
    const admin = await adminClient(farol);
    await userClient(farol, admin, 'victim@farol.test');
    await userClient(farol, admin, 'other@farol.test');
  });
  afterAll(async () => {
    await farol.close();
    removeDir(dir);
  });

  const attempt = (email: string, password: string) =>
    new Client(farol.url).request('POST', '/api/session', { form: { email, password } });

  it('refuses with 429 after 3 failures, even the right password, then a success resets', async () => {
    for (let i = 0; i < 2; i++)
      expect((await attempt('victim@farol.test', 'wrong')).status).toBe(401);
    // A success before the limit clears the count.
    expect((await attempt('victim@farol.test', 'pass1234')).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await attempt('victim@farol.test', 'wrong')).status).toBe(401);
    const locked = await attempt('victim@farol.test', 'pass1234');
    expect(locked.status).toBe(429);
    expect(locked.text).toMatch(TOO_MANY);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('locks Basic credentials from that address on that account too, not other accounts', async () => {
    const basic = (email: string) =>
      new Client(farol.url).get('/api/devices', {
        authorization: `Basic ${Buffer.from(`${email}:pass1234`).toString('base64')}`,
      });
    expect((await basic('victim@farol.test')).status).toBe(429);
    expect((await basic('other@farol.test')).status).toBe(200);
    expect((await attempt('other@farol.test', 'pass1234')).status).toBe(200);
  });
});
