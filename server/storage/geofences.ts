import type { Kysely } from 'kysely';
import type { GeofenceRecord } from './entityRecords';
import { EntityRepository } from './entityRepository';
import type { Database } from './schema';

/** Geofences, listed by name. */
export class GeofenceRepository extends EntityRepository<GeofenceRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'geofences',
      kind: 'geofence',
      booleans: [],
      hasAttributes: true,
      order: 'name',
    });
  }
}
