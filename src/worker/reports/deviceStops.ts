/**
 * A device's recent stops for its page (SPEC.md RP12, `tarkan.enableStops`): the server's stops
 * report over the last hours, read through the report loader and its stop rows.
 */
import { formatTraccarDate, recentStopsAllowed } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { loadReport } from './loadReport';
import type { RowContext } from './reportRows';
import type { StopRow } from './types';

const HOUR_MS = 3_600_000;

/** The stops of `deviceId` over the last `hours`, newest first; none when switched off. */
export async function loadDeviceStops(
  ctx: CoreContext,
  rows: RowContext,
  input: { deviceId: number; hours: number },
): Promise<StopRow[]> {
  const { deviceId, hours } = input;
  if (!Number.isInteger(deviceId) || deviceId <= 0 || !(hours > 0 && hours <= 24 * 31))
    throw validationError('INVALID_STOPS', 'a device id and 1 hour to 31 days are needed');
  const { user, server, edition } = ctx.state().session;
  if (!user || !server || !recentStopsAllowed({ user, server, plus: edition?.plus ?? false }))
    return [];
  const to = ctx.deps.now();
  const { data } = await loadReport({
    http: ctx.http,
    request: {
      kind: 'stops',
      deviceIds: [deviceId],
      groupIds: [],
      from: formatTraccarDate(to - hours * HOUR_MS),
      to: formatTraccarDate(to),
    },
    signal: new AbortController().signal,
    rows,
    onProgress: () => undefined,
  });
  return data.kind === 'stops' ? [...data.rows].reverse() : [];
}
