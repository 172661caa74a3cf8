import type { Kysely } from 'kysely';
import type { CommandRecord } from './entityRecords';
import { EntityRepository, type LooseTransaction } from './entityRepository';
import type { Database } from './schema';

/** Saved commands, listed by description; deleting one clears notifications' commandId. */
export class CommandRepository extends EntityRepository<CommandRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'commands',
      kind: 'command',
      booleans: ['textChannel'],
      hasAttributes: true,
      order: 'description',
    });
  }

  protected override async detach(trx: LooseTransaction, id: number): Promise<void> {
    await this.clearReference(trx, ['notifications'], 'commandId', id);
  }
}
