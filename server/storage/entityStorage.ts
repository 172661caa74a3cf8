import type { Kysely } from 'kysely';
import { CalendarRepository } from './calendars';
import { CommandRepository } from './commands';
import { ComputedAttributeRepository } from './computedAttributes';
import { DriverRepository } from './drivers';
import type { EntityRepository } from './entityRepository';
import { GeofenceRepository } from './geofences';
import { GroupRepository } from './groups';
import { MaintenanceRepository } from './maintenances';
import { NotificationRepository } from './notifications';
import type { Database } from './schema';

/** The entity repositories of migration 0002, part of `Storage`. */
export interface EntityStorage {
  groups: GroupRepository;
  geofences: GeofenceRepository;
  drivers: DriverRepository;
  calendars: CalendarRepository;
  maintenances: MaintenanceRepository;
  notifications: NotificationRepository;
  commands: CommandRepository;
  computedAttributes: ComputedAttributeRepository;
}

export function entityRepositories(db: Kysely<Database>): EntityStorage {
  return {
    groups: new GroupRepository(db),
    geofences: new GeofenceRepository(db),
    drivers: new DriverRepository(db),
    calendars: new CalendarRepository(db),
    maintenances: new MaintenanceRepository(db),
    notifications: new NotificationRepository(db),
    commands: new CommandRepository(db),
    computedAttributes: new ComputedAttributeRepository(db),
  };
}

/** The entity repository of a link kind ('group', 'attribute'…), or undefined. */
export function entityRepository(
  storage: EntityStorage,
  kind: string,
): EntityRepository<{ id: number }> | undefined {
  return Object.values(storage).find(
    (repository): repository is EntityRepository<{ id: number }> => repository.kind === kind,
  );
}
