import type { Kysely } from 'kysely';
import { guard } from './database';
import { insertEvents, type EventRecord } from './events';
import type { Attrs } from './records';
import { bool, int, num, parseJson } from './rows';
import type { Database } from './schema';

/** A command waiting for its device (Traccar's tc_commands_queue). */
export interface QueuedCommandRecord {
  id: number;
  deviceId: number;
  type: string;
  textChannel: boolean;
  attributes: Attrs;
}

/** Queued commands: added by `/api/commands/send`, taken when the device next reports. */
export class QueuedCommandRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(command: Omit<QueuedCommandRecord, 'id'>): Promise<QueuedCommandRecord> {
    return guard(async () => {
      const row = await this.db
        .insertInto('queuedCommands')
        .values({
          deviceId: command.deviceId,
          type: command.type,
          textChannel: int(command.textChannel),
          attributes: JSON.stringify(command.attributes),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { ...command, id: num(row.id) };
    });
  }

  /** Devices that have at least one command waiting (loaded once at start). */
  async deviceIds(): Promise<number[]> {
    const rows = await this.db.selectFrom('queuedCommands').select('deviceId').distinct().execute();
    return rows.map((row) => num(row.deviceId));
  }

  /** A device's waiting commands, oldest first. */
  async list(deviceId: number, db: Kysely<Database> = this.db): Promise<QueuedCommandRecord[]> {
    const rows = await db
      .selectFrom('queuedCommands')
      .selectAll()
      .where('deviceId', '=', deviceId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: num(row.id),
      deviceId: num(row.deviceId),
      type: row.type,
      textChannel: bool(row.textChannel),
      attributes: parseJson<Attrs>(row.attributes, {}),
    }));
  }

  /**
   * Removes up to `limit` of the device's oldest commands and stores the events `eventsFor`
   * makes of them, in one transaction: a command is either still queued or delivered and
   * recorded. Only the rows this call deleted count as taken, so two nodes answering the same
   * device at once never deliver one command twice. Returns the commands taken and whether
   * any remain.
   */
  async take(
    deviceId: number,
    limit: number,
    eventsFor: (commands: QueuedCommandRecord[]) => Promise<EventRecord[]>,
  ): Promise<{ commands: QueuedCommandRecord[]; remaining: boolean; events: EventRecord[] }> {
    return guard(() =>
      this.db.transaction().execute(async (trx) => {
        // Read through the transaction: the SQLite driver has one connection.
        const all = (await this.list(deviceId, trx)).slice(0, limit + 1);
        const oldest = all.slice(0, limit);
        if (oldest.length === 0) return { commands: [], remaining: false, events: [] };
        const deleted = await trx
          .deleteFrom('queuedCommands')
          .where(
            'id',
            'in',
            oldest.map((command) => command.id),
          )
          .returning('id')
          .execute();
        const taken = new Set(deleted.map((row) => num(row.id)));
        const commands = oldest.filter((command) => taken.has(command.id));
        const events = commands.length ? await eventsFor(commands) : [];
        await insertEvents(trx, events);
        return { commands, remaining: all.length > limit, events };
      }),
    );
  }
}
