import type { CoreError } from '../transport/errors';
import type { EntityKind, EntityOf } from './types';

type PerKind<P> = { [K in EntityKind]: { kind: K } & P }[EntityKind];
type ItemsOf = { [K in EntityKind]: { kind: K; items: EntityOf[K][] } }[EntityKind];
type ItemOf = { [K in EntityKind]: { kind: K; item: EntityOf[K] } }[EntityKind];

/**
 * The admin domain's events. The slice owning a kind folds them (devices, groups and drivers:
 * fleet; geofences: geofences; notifications: alerts; the rest: admin), so every screen and
 * the map read one copy of each object.
 */
export interface AdminEvents {
  'entities.loading': PerKind<object>;
  'entities.loaded': ItemsOf;
  'entities.failed': PerKind<{ error: CoreError }>;
  'entity.saved': ItemOf;
  'entities.removed': PerKind<{ ids: number[] }>;
}
