import type { Kysely } from 'kysely';
import { EntityRepository } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

export interface GeofenceRecord {
  id: number;
  name: string;
  description: string | null;
  /** Traccar's latitude-first WKT (model/wkt.ts). */
  area: string;
  calendarId: number;
  attributes: Attrs;
}

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
