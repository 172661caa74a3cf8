import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSION_CHECK_MS } from '../../../src/worker/update/watchForUpdates';
import { testCore } from '../support/core';
import type { Reply } from '../support/fakes';
import { options } from '../support/smallFleet';

/** A core running build `running`, whose site serves `/version.json` from `reply()`. */
async function updateCore(reply: () => Reply, running: string | null = 'build-a') {
  const t = testCore(
    {
      ...options,
      extra: ({ path }) => (path === '/version.json' ? reply() : undefined),
    },
    running === null ? {} : { buildId: running },
  );
  const updates = await t.record('update');
  const checks = () => t.requests.filter((r) => r.path === '/version.json');
  await t.core.restoreSession();
  await t.core.settled();
  t.sockets[0]!.open();
  return { ...t, updates, checks };
}

/** Lets the background check finish after timers fired. */
async function tick(t: { core: { settled(): Promise<void> } }, ms: number) {
  vi.advanceTimersByTime(ms);
  await t.core.settled();
}

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it('[V1] checks every 5 minutes while signed in; a new build id makes an update available', async () => {
    let served = 'build-a';
    const t = await updateCore(() => ({ body: { buildId: served, version: '1.12.7' } }));
    expect(t.updates.at(-1)).toEqual({ available: false, current: 'build-a', latest: null });
    await tick(t, VERSION_CHECK_MS - 1);
    expect(t.checks()).toHaveLength(0);
    await tick(t, 1);
    expect(t.checks()).toHaveLength(1);
    expect(t.checks()[0]!.query.get('t')).toBe(String(Date.now()));
    expect(t.updates.at(-1)).toEqual({ available: false, current: 'build-a', latest: 'build-a' });
    served = 'build-b';
    await tick(t, VERSION_CHECK_MS);
    expect(t.checks()).toHaveLength(2);
    expect(t.updates.at(-1)).toEqual({ available: true, current: 'build-a', latest: 'build-b' });
  });

  it('[V1] checks at once after a socket reconnect, then 5 minutes later', async () => {
    const t = await updateCore(() => ({ body: { buildId: 'build-b' } }));
    await tick(t, 60_000);
    t.sockets[0]!.drop();
    await tick(t, 5000);
    t.sockets[1]!.open();
    await t.core.settled();
    expect(t.checks()).toHaveLength(1);
    expect(t.updates.at(-1)?.available).toBe(true);
    await tick(t, VERSION_CHECK_MS - 1);
    expect(t.checks()).toHaveLength(1);
    await tick(t, 1);
    expect(t.checks()).toHaveLength(2);
  });

  it('[V1] stops checking after logout', async () => {
    const t = await updateCore(() => ({ body: { buildId: 'build-a' } }));
    await t.core.logout();
    await tick(t, 3 * VERSION_CHECK_MS);
    expect(t.checks()).toHaveLength(0);
  });

  it.each([
    ['a 404', { status: 404, body: 'Not found' }],
    ['a body without a build id', { body: { version: '1.12.7' } }],
    ['a body that is not JSON', { body: '<html>' }],
  ])('[V2] %s changes nothing and is logged', async (_, reply) => {
    const t = await updateCore(() => reply);
    await tick(t, VERSION_CHECK_MS);
    expect(t.checks()).toHaveLength(1);
    expect(t.updates.at(-1)).toEqual({ available: false, current: 'build-a', latest: null });
    await tick(t, VERSION_CHECK_MS);
    expect(t.checks()).toHaveLength(2);
  });

  it('[V2] a core without a build id of its own never checks', async () => {
    const t = await updateCore(() => ({ body: { buildId: 'build-b' } }), null);
    await tick(t, 3 * VERSION_CHECK_MS);
    expect(t.checks()).toHaveLength(0);
    expect(t.updates.at(-1)).toEqual({ available: false, current: null, latest: null });
  });
});
