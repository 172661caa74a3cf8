/**
 * The admin slice: the kinds no other domain keeps (calendars, maintenance, saved commands,
 * computed attributes) and the load state of every kind.
 */
import type { Calendar, Command, ComputedAttribute, Maintenance } from '@farol/model';
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import { foldEntities } from './foldEntities';
import { ENTITY_KINDS } from './kinds';
import type { EntityCollection, EntityKind } from './types';

export interface CatalogState {
  calendar: ReadonlyMap<number, Calendar>;
  maintenance: ReadonlyMap<number, Maintenance>;
  command: ReadonlyMap<number, Command>;
  computed: ReadonlyMap<number, ComputedAttribute>;
}

export type LoadState = Pick<EntityCollection<unknown>, 'state' | 'error'>;
export type CatalogStatus = Readonly<Record<EntityKind, LoadState>>;

const EMPTY_CATALOG: CatalogState = {
  calendar: new Map(),
  maintenance: new Map(),
  command: new Map(),
  computed: new Map(),
};
const IDLE: LoadState = { state: 'idle', error: null };
const READY: LoadState = { state: 'ready', error: null };
const ALL_IDLE = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, IDLE])) as CatalogStatus;

export function reduceCatalog(catalog: CatalogState, event: DomainEvent): CatalogState {
  let next = catalog;
  for (const kind of Object.keys(catalog) as (keyof CatalogState)[]) {
    const folded = foldEntities(catalog[kind], event, kind);
    if (folded !== catalog[kind]) next = { ...next, [kind]: folded };
  }
  return next;
}

/** The loads each domain already makes at sign-in count as loads of their kind. */
const LOADED_BY: Partial<Record<DomainEvent['type'], EntityKind>> = {
  'devices.loaded': 'device',
  'snapshot.restored': 'device',
  'groups.loaded': 'group',
  'drivers.loaded': 'driver',
  'geofences.loaded': 'geofence',
  'notifications.loaded': 'notification',
};

/** Per kind: idle, loading, ready or failed with the error. */
export function reduceCatalogStatus(status: CatalogStatus, event: DomainEvent): CatalogStatus {
  const set = (kind: EntityKind, value: LoadState) =>
    status[kind] === value ? status : { ...status, [kind]: value };
  switch (event.type) {
    case 'entities.loading':
      return status[event.payload.kind].state === 'ready'
        ? status
        : set(event.payload.kind, { state: 'loading', error: null });
    case 'entities.loaded':
      return set(event.payload.kind, READY);
    case 'entities.failed':
      return set(event.payload.kind, { state: 'failed', error: event.payload.error });
    case 'session.cleared':
      return ALL_IDLE;
    default: {
      const kind = LOADED_BY[event.type];
      return kind ? set(kind, READY) : status;
    }
  }
}

export interface AdminState {
  catalog: CatalogState;
  catalogStatus: CatalogStatus;
}

export const adminSlice: Slice<AdminState> = {
  initial: { catalog: EMPTY_CATALOG, catalogStatus: ALL_IDLE },
  reducers: { catalog: reduceCatalog, catalogStatus: reduceCatalogStatus },
};
