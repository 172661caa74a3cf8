import type { Kysely } from 'kysely';
import { EntityRepository, type LooseTransaction } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

/** A group of devices and of other groups (Traccar's tc_groups). */
export interface GroupRecord {
  id: number;
  name: string;
  /** The parent group, 0 for none. */
  groupId: number;
  attributes: Attrs;
}

/** Groups; a deleted group's children and devices move to the top level (groupId 0). */
export class GroupRepository extends EntityRepository<GroupRecord> {
  constructor(db: Kysely<Database>) {
    super(db, { table: 'groups', kind: 'group', booleans: [], hasAttributes: true, order: 'name' });
  }

  protected override async detach(trx: LooseTransaction, id: number): Promise<void> {
    await this.clearReference(trx, ['groups', 'devices'], 'groupId', id);
  }
}
