import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Farol } from '../../server/app';
import { LoginThrottle, TooManyLoginsError } from '../../server/services/rateLimit';
import { Client, adminClient, removeDir, startTestServer, tempDir, userClient } from './helpers';

const TOO_MANY =
  /^java\.lang\.SecurityException: Too many failed logins, try again in \d+ minutes?$/;

describe('LoginThrottle', () => {
  it('locks an account after N failures in the window, until the oldest one ages out', () => {
    let now = 0;
    const throttle = new LoginThrottle({ maxFailures: 3, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      throttle.check(`10.0.0.${i}`, 'ana@farol.test');
      throttle.fail(`10.0.0.${i}`, 'ana@farol.test');
      now += 1000;
    }
    expect(() => throttle.check('10.0.0.9', 'ANA@farol.test ')).toThrow(TooManyLoginsError);
    expect(() => throttle.check('10.0.0.9', 'bia@farol.test')).not.toThrow();
    now = 60_001;
    expect(() => throttle.check('10.0.0.9', 'ana@farol.test')).not.toThrow();
  });

  it('locks an address that fails on many accounts; success clears the counters', () => {
    const throttle = new LoginThrottle({ maxFailures: 2, windowMs: 60_000 }, () => 0);
    throttle.fail('10.0.0.1', 'a@x');
    throttle.fail('10.0.0.1', 'b@x');
    expect(() => throttle.check('10.0.0.1', 'c@x')).toThrow('try again in 1 minute');
    throttle.succeed('10.0.0.1', 'c@x');
    expect(() => throttle.check('10.0.0.1', 'd@x')).not.toThrow();
  });

  it('does nothing when turned off', () => {
    const throttle = new LoginThrottle({ maxFailures: 0, windowMs: 60_000 });
    for (let i = 0; i < 50; i++) throttle.fail('10.0.0.1', 'a@x');
    expect(() => throttle.check('10.0.0.1', 'a@x')).not.toThrow();
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
