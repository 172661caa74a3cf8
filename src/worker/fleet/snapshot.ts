/** The persisted last fleet (SPEC.md P1–P3): a reload paints it before the REST calls. */
import { z } from 'zod';
import type { Device, Position } from '@farol/model';
import type { CoreDeps, TimerHandle } from '../deps';
import type { CoreContext } from '../kernel/context';
import type { LogEntry } from '../kernel/log';
import { STORAGE_KEYS } from '../kernel/storageKeys';
import type { FleetSnapshot } from './events';

/** Saves happen at most this often; a reload loses at most this much of the fleet's motion. */
export const SNAPSHOT_INTERVAL_MS = 5_000;
const SNAPSHOT_VERSION = 1;

export interface StoredSnapshot extends FleetSnapshot {
  version: typeof SNAPSHOT_VERSION;
  log: LogEntry[];
}

// The entities were parsed when they arrived; only the envelope is checked here, because
// re-parsing 100,000 devices would delay the very paint the snapshot exists for.
const listOf = <T>(key: string) =>
  z.custom<T[]>(
    (value) =>
      Array.isArray(value) &&
      value.every((item) => item && typeof (item as Record<string, unknown>)[key] !== 'undefined'),
  );
const Envelope = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  userId: z.number(),
  savedAt: z.number(),
  devices: listOf<Device>('id'),
  positions: listOf<Position>('deviceId'),
  log: listOf<LogEntry>('type'),
});

/** Writes the current fleet and recent log; does nothing without a signed-in user. */
export async function saveSnapshot(ctx: CoreContext): Promise<boolean> {
  const state = ctx.state();
  const user = state.session.user;
  if (!user) return false;
  const snapshot: StoredSnapshot = {
    version: SNAPSHOT_VERSION,
    userId: user.id,
    savedAt: ctx.deps.now(),
    devices: [...state.devices.values()],
    positions: [...state.positions.values()],
    log: [...ctx.log.entries()],
  };
  await ctx.deps.store.set(STORAGE_KEYS.snapshot, snapshot);
  return true;
}

/**
 * Folds `snapshot.restored` when the stored snapshot belongs to `userId` and no fleet is loaded
 * yet. Returns whether it did.
 */
export async function restoreSnapshot(ctx: CoreContext, userId: number): Promise<boolean> {
  if (ctx.state().devices.size > 0) return false;
  const parsed = Envelope.safeParse(await ctx.deps.store.get(STORAGE_KEYS.snapshot));
  if (!parsed.success || parsed.data.userId !== userId) return false;
  const stored = parsed.data;
  ctx.log.restore(stored.log);
  ctx.dispatch('snapshot.restored', 'replay', {
    userId,
    savedAt: stored.savedAt,
    devices: stored.devices,
    positions: stored.positions,
  });
  return true;
}

/** Removes the stored snapshot (logout; the pending save went with `session.cleared`). */
export async function deleteSnapshot(ctx: CoreContext): Promise<void> {
  await ctx.deps.store.del(STORAGE_KEYS.snapshot);
}

/**
 * Saves take at most this share of the worker's time: a save that took 300 ms (a 100,000-device
 * fleet is a large structured clone) waits 6 s before the next one, never less than 5 s.
 */
export const SNAPSHOT_MAX_DUTY = 1 / 20;

/** Throttled persistence of the fleet snapshot. */
export interface SnapshotWriter {
  /** Asks for a save; saves happen at most once per SNAPSHOT_INTERVAL_MS. */
  schedule(): void;
  /** Drops a pending save. */
  cancel(): void;
}

/**
 * Calls `save` at most once per SNAPSHOT_INTERVAL_MS (longer after slow saves, see
 * SNAPSHOT_MAX_DUTY) however often `schedule` is called.
 */
export function createSnapshotWriter(input: {
  deps: Pick<CoreDeps, 'now' | 'setTimeout' | 'clearTimeout'>;
  save(): Promise<unknown>;
}): SnapshotWriter {
  const { deps } = input;
  let timer: TimerHandle | null = null;
  let lastSave = -Infinity;
  let lastDuration = 0;
  return {
    schedule() {
      if (timer !== null) return;
      const interval = Math.max(SNAPSHOT_INTERVAL_MS, lastDuration / SNAPSHOT_MAX_DUTY);
      const wait = Math.max(0, lastSave + interval - deps.now());
      timer = deps.setTimeout(() => {
        timer = null;
        lastSave = deps.now();
        void input.save().finally(() => {
          lastDuration = deps.now() - lastSave;
        });
      }, wait);
    },
    cancel() {
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
    },
  };
}
