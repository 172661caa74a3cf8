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

const TOO_MANY =
  /^java\.lang\.SecurityException: Too many failed logins, try again in \d+ minutes?$/;

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

  it('locks an account after N failures in the window, until the oldest one ages out', async () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => now, makeLog());
    for (let i = 0; i < 3; i++) {
      await throttle.check(`10.0.0.${i}`, 'ana@farol.test');
      await throttle.fail(`10.0.0.${i}`, 'ana@farol.test');
      now += 1000;
    }
    await expect(throttle.check('10.0.0.9', 'ANA@farol.test ')).rejects.toThrow(TooManyLoginsError);
    await expect(throttle.check('10.0.0.9', 'bia@farol.test')).resolves.toBeUndefined();
    now = 1_060_001;
    await expect(throttle.check('10.0.0.9', 'ana@farol.test')).resolves.toBeUndefined();
  });

  it('locks an address that fails on many accounts; success clears the counters', async () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 5, makeLog());
    await throttle.fail('10.0.0.1', 'a@x');
    await throttle.fail('10.0.0.1', 'b@x');
    await expect(throttle.check('10.0.0.1', 'c@x')).rejects.toThrow('try again in 1 minute');
    await throttle.succeed('10.0.0.1', 'c@x');
    await expect(throttle.check('10.0.0.1', 'd@x')).resolves.toBeUndefined();
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

  it('also locks the address, for every account and for Basic credentials', async () => {
    const other = await attempt('other@farol.test', 'pass1234');
    expect(other.status).toBe(429);
    const basic = await new Client(farol.url).get('/api/devices', {
      authorization: `Basic ${Buffer.from('other@farol.test:pass1234').toString('base64')}`,
    });
    expect(basic.status).toBe(429);
  });
});
