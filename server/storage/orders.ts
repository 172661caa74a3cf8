import type { Kysely } from 'kysely';
import { EntityRepository } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

/** A delivery order (Traccar's Order). */
export interface OrderRecord {
  id: number;
  uniqueId: string;
  description: string | null;
  fromAddress: string | null;
  toAddress: string | null;
  attributes: Attrs;
}

/** Orders (`/api/orders` CRUD), listed by description as Traccar does. */
export class OrderRepository extends EntityRepository<OrderRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'orders',
      kind: 'order',
      booleans: [],
      hasAttributes: true,
      order: 'description',
    });
  }
}
