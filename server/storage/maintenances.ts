import type { Kysely } from 'kysely';
import type { MaintenanceRecord } from './entityRecords';
import { EntityRepository } from './entityRepository';
import type { Database } from './schema';

/** Maintenance schedules, listed by name. */
export class MaintenanceRepository extends EntityRepository<MaintenanceRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'maintenances',
      kind: 'maintenance',
      booleans: [],
      hasAttributes: true,
      order: 'name',
    });
  }
}
