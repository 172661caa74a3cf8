import type { Transaction } from 'kysely';
import { writeDeviceStates, type DeviceStateRecord } from './deviceStates';
import { insertEvents, type EventRecord } from './events';
import type { Dialect } from './migrations';
import type { Database } from './schema';

/** What a position batch writes besides positions and device runtime fields. */
export interface BatchExtras {
  /** Events detected on the batch's positions (ids and positionIds already set). */
  events: EventRecord[];
  /** Motion and overspeed state of the devices whose state changed. */
  states: DeviceStateRecord[];
}

/** Writes a batch's events and device states inside its transaction. */
export async function writeBatchExtras(
  trx: Transaction<Database>,
  dialect: Dialect,
  extras: BatchExtras | undefined,
): Promise<void> {
  if (!extras) return;
  await insertEvents(trx, extras.events);
  await writeDeviceStates(trx, dialect, extras.states);
}
