import type { Kysely } from 'kysely';
import { EntityRepository } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

export interface MaintenanceRecord {
  id: number;
  name: string;
  /** A position attribute (totalDistance, hours…) or serverTime/deviceTime/fixTime. */
  type: string;
  start: number;
  period: number;
  attributes: Attrs;
}

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
