import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  createShareExpiryImplementations,
  shareExpiryMachine,
} from '../../src/machines/shareExpiryMachine';

const NOW = Date.parse('2025-03-01T12:00:00Z');

function start(expiresAt: number, logout = vi.fn(async () => undefined)) {
  const reload = vi.fn();
  const machine = shareExpiryMachine.provide(createShareExpiryImplementations({ logout, reload }));
  const actor = createActor(machine, { input: { expiresAt } }).start();
  return { actor, logout, reload };
}

describe('shareExpiryMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('reads the time left again every second', () => {
    const { actor } = start(NOW + 5_000);
    expect(actor.getSnapshot().context.remaining).toBe(5_000);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.remaining).toBe(5_000);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.remaining).toBe(4_000);
    vi.advanceTimersByTime(3_000);
    expect(actor.getSnapshot().context.remaining).toBe(1_000);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
  });

  it('below 0 it clears the session, shows the expired dialog, and Sair reloads', async () => {
    const { actor, logout, reload } = start(NOW + 1_500);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.remaining).toBe(500);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    actor.send({ type: 'share.exit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('leaving')).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('at exactly 0 time left it still counts: only below 0 is expired', () => {
    const { actor, logout } = start(NOW + 1_000);
    vi.advanceTimersByTime(1_000);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(logout).not.toHaveBeenCalled();
  });

  it('an account already expired at start goes straight to clearing', async () => {
    const { actor, logout } = start(NOW - 1);
    expect(actor.getSnapshot().matches('clearing')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('a logout that fails still shows the expired dialog', async () => {
    const { actor } = start(
      NOW - 1,
      vi.fn(async () => {
        throw { type: 'network', code: 'NETWORK_ERROR', message: 'down' };
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
  });

  it('forbidden: Sair while the countdown runs does nothing', () => {
    const { actor, reload, logout } = start(NOW + 60_000);
    actor.send({ type: 'share.exit' });
    expect(actor.getSnapshot().matches('counting')).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
  });
});
