/** Fleet reads: the device list and the latest positions, batched (SPEC.md B1, B3). */
import { z } from 'zod';
import { Device, Position } from '@farol/model';
import { isCoreError, type CoreError } from '../transport/errors';
import { requestJson, type HttpDeps } from '../transport/rest';
import { batchIds } from './batchIds';

/** How many position batches are in flight at once. */
export const POSITION_REQUEST_CONCURRENCY = 4;

const Devices = z.array(Device);
const Positions = z.array(Position);

/** GET /api/devices. */
export async function fetchDevices(input: { http: HttpDeps }): Promise<Device[]> {
  return requestJson({ http: input.http, path: '/devices', schema: Devices });
}

/** A refusal of the id form (e.g. 400 'Operation restricted' with reports disabled). */
function isRefusal(error: unknown): error is CoreError {
  return isCoreError(error) && error.type === 'http' && error.status !== 401;
}

async function inPool<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await run(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The latest positions by id: `GET /api/positions?id=…` in requests of at most 500 ids, a few
 * at a time. If the server refuses the id form, falls back to `GET /api/positions` (the latest
 * position of every accessible device).
 */
export async function fetchLatestPositions(input: {
  http: HttpDeps;
  positionIds: readonly number[];
  concurrency?: number;
}): Promise<Position[]> {
  const { http } = input;
  if (input.positionIds.length === 0) return [];
  try {
    const batches = await inPool(
      batchIds(input.positionIds),
      input.concurrency ?? POSITION_REQUEST_CONCURRENCY,
      (ids) => requestJson({ http, path: '/positions', query: { id: ids }, schema: Positions }),
    );
    return batches.flat();
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return requestJson({ http, path: '/positions', schema: Positions });
  }
}
