import type { Kysely } from 'kysely';
import { EntityRepository, type LooseTransaction } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

/** A saved command; its `deviceId` is not stored (traccar-api.md §c). */
export interface CommandRecord {
  id: number;
  description: string | null;
  type: string;
  textChannel: boolean;
  attributes: Attrs;
}

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
