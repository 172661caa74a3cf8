/** The admin domain's topics: `entities.<kind>`, each kind's objects and load state. */
import { isSoftDeleted, type Device } from '@farol/model';
import {
  combineLatest,
  distinctUntilChanged,
  map,
  skip,
  throttle,
  merge,
  take,
  type Observable,
} from 'rxjs';
import type { CoreContext } from '../kernel/context';
import { delay$ } from '../kernel/sources';
import type { TopicStreams } from '../kernel/topicHub';
import type { CoreState } from '../state';
import { ENTITY_KINDS } from './kinds';
import type { AdminTopics, EntityCollection, EntityKind, EntityViewOf } from './types';

/**
 * Device changes (statuses, last updates) reach the device list at most every second: a
 * 10,000-device fleet changes all the time, and each delivery copies every device.
 */
export const DEVICE_ENTITIES_THROTTLE_MS = 1_000;

/** Where each kind's objects live in the state (one copy, kept by the slice that owns it). */
const SOURCES: { [K in EntityKind]: (state: CoreState) => unknown } = {
  device: (state) => state.devices,
  group: (state) => state.groups,
  driver: (state) => state.drivers,
  geofence: (state) => state.geofences.byId,
  calendar: (state) => state.catalog.calendar,
  maintenance: (state) => state.catalog.maintenance,
  notification: (state) => state.notifications,
  command: (state) => state.catalog.command,
  computed: (state) => state.catalog.computed,
};

/** The objects of a kind as a list, soft-deleted devices left out (SPEC §3). */
function itemsOf<K extends EntityKind>(kind: K, source: unknown): EntityViewOf[K][] {
  if (kind === 'device') {
    const devices = (source as CoreState['devices']).valueSeq().toArray();
    return devices.filter((device: Device) => !isSoftDeleted(device.uniqueId)) as EntityViewOf[K][];
  }
  if (Array.isArray(source)) return source as EntityViewOf[K][];
  return [...(source as ReadonlyMap<unknown, EntityViewOf[K]>).values()];
}

export function entitiesProjection<K extends EntityKind>(
  state$: Observable<CoreState>,
  kind: K,
  throttleWindow?: () => Observable<unknown>,
): Observable<EntityCollection<EntityViewOf[K]>> {
  const status$ = state$.pipe(
    map((state) => state.catalogStatus[kind]),
    distinctUntilChanged(),
  );
  const source$ = state$.pipe(map(SOURCES[kind]), distinctUntilChanged());
  const paced$ = throttleWindow
    ? merge(
        source$.pipe(take(1)),
        source$.pipe(skip(1), throttle(throttleWindow, { leading: true, trailing: true })),
      )
    : source$;
  return combineLatest([status$, paced$]).pipe(
    map(([status, source]) => ({ ...status, items: itemsOf(kind, source) })),
  );
}

export function adminTopics(ctx: CoreContext): TopicStreams<keyof AdminTopics> {
  const throttleWindow = () => delay$(ctx.deps, DEVICE_ENTITIES_THROTTLE_MS);
  return Object.fromEntries(
    ENTITY_KINDS.map((kind) => [
      `entities.${kind}`,
      entitiesProjection(ctx.state$, kind, kind === 'device' ? throttleWindow : undefined),
    ]),
  ) as TopicStreams<keyof AdminTopics>;
}
