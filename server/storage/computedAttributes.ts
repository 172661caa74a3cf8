import type { Kysely } from 'kysely';
import type { ComputedAttributeRecord } from './entityRecords';
import { EntityRepository } from './entityRepository';
import type { Database } from './schema';

/** Computed attributes (Traccar's tc_attributes, link kind 'attribute'), by description. */
export class ComputedAttributeRepository extends EntityRepository<ComputedAttributeRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'attributes',
      kind: 'attribute',
      booleans: [],
      hasAttributes: false,
      order: 'description',
    });
  }
}
