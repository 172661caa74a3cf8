import type { Transaction } from 'kysely';
import { writeDeviceStates, type DeviceStateRecord } from './deviceStates';
import { insertEvents, type EventRecord } from './events';
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
  extras: BatchExtras | undefined,
): Promise<void> {
  if (!extras) return;
  await insertEvents(trx, extras.events);
  await writeDeviceStates(trx, extras.states);
}
