import type { Kysely } from 'kysely';
import type { GroupRecord } from './entityRecords';
import { EntityRepository, type LooseTransaction } from './entityRepository';
import type { Database } from './schema';

/** Groups; a deleted group's children and devices move to the top level (groupId 0). */
export class GroupRepository extends EntityRepository<GroupRecord> {
  constructor(db: Kysely<Database>) {
    super(db, { table: 'groups', kind: 'group', booleans: [], hasAttributes: true, order: 'name' });
  }

  protected override async detach(trx: LooseTransaction, id: number): Promise<void> {
    await this.clearReference(trx, ['groups', 'devices'], 'groupId', id);
  }
}
