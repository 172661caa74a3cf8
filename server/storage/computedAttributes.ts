import type { Kysely } from 'kysely';
import { EntityRepository } from './entityRepository';
import type { Database } from './schema';

export type ComputedType = 'string' | 'number' | 'boolean';

export interface ComputedAttributeRecord {
  id: number;
  description: string;
  /** The position field or attribute it sets. */
  attribute: string;
  expression: string;
  type: ComputedType;
  priority: number;
}

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
