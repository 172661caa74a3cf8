import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { LAZY_LOAD_TIMEOUT_MS } from '@farol/model';
import {
  createScreenLoadImplementations,
  screenLoadMachine,
} from '../../src/machines/screenLoadMachine';

/** A loader whose attempts the test settles by hand. */
function scriptedLoader() {
  const attempts: { resolve(screen: unknown): void; reject(error: unknown): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<unknown>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

function start() {
  const loader = scriptedLoader();
  const actor = createActor(
    screenLoadMachine.provide(createScreenLoadImplementations(loader.load)),
  ).start();
  return { actor, ...loader };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('screenLoadMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the screen once and keeps it', async () => {
    const { actor, load, attempts } = start();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    attempts[0]!.resolve('screen');
    await flush();
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ screen: 'screen', error: null });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives up after 120 s (SPEC §8) with TIMEOUT, not a moment before', async () => {
    const { actor } = start();
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('TIMEOUT');
  });

  it('a failed import fails at once with its code', async () => {
    const { actor, attempts } = start();
    attempts[0]!.reject({ type: 'network', code: 'NETWORK_ERROR', message: 'offline' });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('NETWORK_ERROR');
  });

  it('retry runs the loader again with a fresh 120 s; a late answer of the old one is ignored', async () => {
    const { actor, load, attempts } = start();
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS);
    actor.send({ type: 'screen.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    attempts[0]!.resolve('late');
    await flush();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
    attempts[1]!.resolve('screen');
    await flush();
    expect(actor.getSnapshot().context).toEqual({ screen: 'screen', error: null });
  });

  it('ignores retry while loading (forbidden transition)', () => {
    const { actor, load } = start();
    actor.send({ type: 'screen.retry' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
