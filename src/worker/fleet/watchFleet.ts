/** What the fleet domain does on its own: refetch after a reconnect, save the snapshot. */
import type { EventType } from '../events';
import type { CoreContext } from '../kernel/context';
import { refreshFleet } from './load';
import { createSnapshotWriter, saveSnapshot } from './snapshot';

/** Events whose data the snapshot persists. */
const PERSISTED = new Set<EventType>([
  'devices.loaded',
  'devices.updated',
  'positions.loaded',
  'positions.received',
]);

/**
 * Refetches devices and positions when the socket opens again after a drop (SPEC.md R2), and
 * saves the snapshot after data changes, throttled (P2); a session's end drops a pending save
 * (P3).
 */
export function watchFleet(ctx: CoreContext): void {
  const report = (error: unknown) => ctx.deps.reportError?.(error);
  const snapshots = createSnapshotWriter({
    deps: ctx.deps,
    save: () => saveSnapshot(ctx).catch(report),
  });
  const subscription = ctx.events$.subscribe((event) => {
    if (event.type === 'connection.resumed') ctx.background(() => refreshFleet(ctx));
    if (event.type === 'session.cleared') snapshots.cancel();
    if (PERSISTED.has(event.type)) snapshots.schedule();
  });
  ctx.onDispose(() => {
    subscription.unsubscribe();
    snapshots.cancel();
  });
}
