import { FarolError, IllegalArgumentError } from '../../errors';
import type { Ingest } from '../../pipeline/ingest';
import { pipelineTimers } from '../../pipeline/timers';
import type { DeviceRegistry } from '../../services/registry';
import { decodeOsmandJson } from './decodeJson';
import { decodeOsmandQuery } from './decodeQuery';
import type { OsmandMessage } from './types';

/** The parts of an HTTP request OsmAnd needs. */
export interface OsmandRequest {
  url: string;
  contentType: string;
  body: string;
}

export interface OsmandReply {
  status: number;
  body: string;
}

/** Picks the form: JSON by Content-Type; else the URL query, or a form body when it has none. */
export function decodeOsmandRequest(request: OsmandRequest, now: number): OsmandMessage {
  if (request.contentType.toLowerCase().startsWith('application/json')) {
    return decodeOsmandJson(request.body);
  }
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  return decodeOsmandQuery(query || request.body, now);
}

/** The command queue, as the OsmAnd handler uses it. */
export interface QueuedCommands {
  takeQueued(deviceId: number, limit?: number): Promise<{ attributes: Record<string, unknown> }[]>;
}

/**
 * Handles one OsmAnd request end to end. The 200 comes only after the positions are committed,
 * so an acknowledged position is in the database. A query-form request takes one queued
 * command, whose `data` becomes the response body (the JSON form carries none, as Traccar).
 */
export async function handleOsmand(
  request: OsmandRequest,
  deps: { registry: DeviceRegistry; ingest: Ingest; commands?: QueuedCommands; now?: () => number },
): Promise<OsmandReply> {
  const now = (deps.now ?? Date.now)();
  let message: OsmandMessage;
  try {
    message = pipelineTimers.time('decode', () => decodeOsmandRequest(request, now));
  } catch (error) {
    if (error instanceof FarolError) return { status: 400, body: error.message };
    throw error;
  }
  if (message.uniqueId === null) return { status: 400, body: 'Missing device id' };
  const device = deps.registry.byUnique(message.uniqueId);
  if (!device) {
    return {
      status: message.form === 'json' ? 404 : 400,
      body: `Unknown device - ${message.uniqueId}`,
    };
  }
  if (device.disabled) return { status: 400, body: 'Device is disabled' };
  if (device.expirationTime !== null && device.expirationTime < now) {
    return { status: 400, body: 'Device has expired' };
  }
  try {
    await deps.ingest.accept(device, message.positions);
  } catch (error) {
    // A position the pipeline refuses is the device's fault (400); a failed commit is not.
    if (error instanceof IllegalArgumentError) return { status: 400, body: error.message };
    throw error;
  }
  if (message.form === 'json' || !deps.commands) return { status: 200, body: '' };
  const [command] = await deps.commands.takeQueued(device.id, 1);
  const data = command?.attributes.data;
  return { status: 200, body: data === undefined || data === null ? '' : String(data) };
}
