import type { Kysely } from 'kysely';
import { EntityRepository, type LooseTransaction } from './entityRepository';
import type { Attrs } from './records';
import type { Database } from './schema';

export interface CalendarRecord {
  id: number;
  name: string;
  /** A base64 iCalendar file. */
  data: string;
  attributes: Attrs;
}

/** Calendars; deleting one unlinks it from devices, geofences, notifications and reports. */
export class CalendarRepository extends EntityRepository<CalendarRecord> {
  constructor(db: Kysely<Database>) {
    super(db, {
      table: 'calendars',
      kind: 'calendar',
      booleans: [],
      hasAttributes: true,
      order: 'name',
    });
  }

  protected override async detach(trx: LooseTransaction, id: number): Promise<void> {
    await this.clearReference(
      trx,
      ['devices', 'geofences', 'notifications', 'reports'],
      'calendarId',
      id,
    );
  }
}
