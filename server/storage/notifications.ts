import type { Kysely } from 'kysely';
import { EntityRepository } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

export interface NotificationRecord {
  id: number;
  description: string | null;
  calendarId: number;
  always: boolean;
  type: string;
  commandId: number;
  /** Comma-separated notificator names, e.g. "web,mail". */
  notificators: string;
  attributes: Attrs;
}

/** Notifications, listed by description (Traccar's sort field). */
export class NotificationRepository extends EntityRepository<NotificationRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'notifications',
      kind: 'notification',
      booleans: ['always'],
      hasAttributes: true,
      order: 'description',
    });
  }

  /** Notifications with `always=true` (reachable through a device's users). */
  async always(): Promise<NotificationRecord[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .selectAll()
      .where('always', '=', 1)
      .orderBy('id')
      .execute();
    return rows.map((row) => this.fromRow(row));
  }
}
