import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryLock, type ClusterLock } from '../../server/cluster/clusterLock';
import { RedisLock } from '../../server/cluster/redisLock';
import { Scheduler, type ScheduledTask } from '../../server/cluster/scheduler';
import { startRedisServer, type RedisServer } from './support/redisServer';

/** A task counting its runs. */
function counting(name = 'count', periodMs = 1000): ScheduledTask & { runs: number } {
  const task = {
    name,
    periodMs,
    runs: 0,
    async run() {
      task.runs += 1;
    },
  };
  return task;
}

describe('Scheduler over a ClusterLock', () => {
  it('runs a task once per period when several nodes tick it', async () => {
    let now = 0;
    const lock = new MemoryLock(() => now);
    const nodes = [new Scheduler(lock), new Scheduler(lock), new Scheduler(lock)];
    const task = counting();
    const ran = await Promise.all(nodes.map((node) => node.tick(task)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(task.runs).toBe(1);
    now = 950; // the next period: the lease (90 % of one) is over
    await Promise.all(nodes.map((node) => node.tick(task)));
    expect(task.runs).toBe(2);
  });

  it('takes each task its own lease', async () => {
    const lock = new MemoryLock(() => 0);
    const scheduler = new Scheduler(lock);
    const [a, b] = [counting('a'), counting('b')];
    expect(await scheduler.tick(a)).toBe(true);
    expect(await scheduler.tick(b)).toBe(true);
    expect(await scheduler.tick(a)).toBe(false);
  });

  it('logs a failing run and keeps going', async () => {
    let now = 0;
    const scheduler = new Scheduler(new MemoryLock(() => now));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: ScheduledTask = {
      name: 'failing',
      periodMs: 10,
      run: () => Promise.reject(new Error('disk full')),
    };
    expect(await scheduler.tick(failing)).toBe(true);
    expect(error).toHaveBeenCalledWith('Scheduled task failing failed:', expect.any(Error));
    error.mockRestore();
    now = 10;
    expect(await scheduler.tick(failing)).toBe(true);
  });

  it('skips a tick whose lease cannot be asked (Redis away): logged, no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const away: ClusterLock = {
        acquire: () => Promise.reject(new Error('Reached the max retries per request limit')),
        release: () => Promise.resolve(),
      };
      const scheduler = new Scheduler(away);
      const task = counting('away');
      expect(await scheduler.tick(task)).toBe(false);
      expect(task.runs).toBe(0);
      expect(error).toHaveBeenCalledWith('Scheduled task away skipped:', expect.any(Error));
      await scheduler.stop();
      // Rejections are reported after the microtasks that could still handle them.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      error.mockRestore();
    }
  });

  it('stops: no run after stop, and stop waits for the run under way', async () => {
    const scheduler = new Scheduler(new MemoryLock());
    let finished = false;
    let began: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (began = resolve));
    const slow: ScheduledTask = {
      name: 'slow',
      periodMs: 1000,
      run: async () => {
        began();
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished = true;
      },
    };
    const running = scheduler.tick(slow);
    await started;
    await scheduler.stop();
    expect(finished).toBe(true);
    expect(await running).toBe(true);
    expect(await scheduler.tick(counting('late'))).toBe(false);
  });
});

describe('RedisLock (the cluster lock of nodes sharing Redis)', () => {
  let server: RedisServer;
  let redis: Redis;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url);
  });
  afterAll(async () => {
    redis.disconnect();
    await server.stop();
  });

  it('lets one node of many run each period, and only the holder release early', async () => {
    const [a, b] = [new RedisLock(redis, 'node-a'), new RedisLock(redis, 'node-b')];
    const task = counting('redis-once', 60_000);
    const ran = await Promise.all([new Scheduler(a).tick(task), new Scheduler(b).tick(task)]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(task.runs).toBe(1);
    const [loser, winner] = ran[0] ? [b, a] : [a, b];
    await loser.release('schedule:redis-once');
    expect(await loser.acquire('schedule:redis-once', 1000)).toBe(false);
    await winner.release('schedule:redis-once');
    expect(await loser.acquire('schedule:redis-once', 1000)).toBe(true);
  });

  it('frees a lease at expiry (a node that died holding it)', async () => {
    const lock = new RedisLock(redis, 'dead-node');
    expect(await lock.acquire('short', 50)).toBe(true);
    const other = new RedisLock(redis, 'live-node');
    expect(await other.acquire('short', 50)).toBe(false);
    await vi.waitFor(async () => expect(await other.acquire('short', 50)).toBe(true));
  });
});
