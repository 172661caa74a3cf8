import { FarolError, IllegalArgumentError } from '../../errors';
import type { Ingest } from '../../pipeline/ingest';
import { pipelineTimers } from '../../pipeline/timers';
import type { DeviceRegistry, LiveDevice } from '../../services/registry';
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
  /** Whether the device may have a queued command (in memory: no query when it has none). */
  hasQueued(deviceId: number): boolean;
  takeQueued(deviceId: number, limit?: number): Promise<{ attributes: Record<string, unknown> }[]>;
}

type OsmandDeps = {
  registry: DeviceRegistry;
  ingest: Ingest;
  commands?: QueuedCommands;
  now?: () => number;
};

const OK: Readonly<OsmandReply> = { status: 200, body: '' };

/**
 * Handles one OsmAnd request end to end. The 200 comes only after the positions are committed,
 * so an acknowledged position is in the database. A query-form request takes one queued
 * command, whose `data` becomes the response body (the JSON form carries none, as Traccar).
 * Not an async function: the usual report (no queued command) settles with the commit itself,
 * without a promise layer of its own per request.
 */
export function handleOsmand(request: OsmandRequest, deps: OsmandDeps): Promise<OsmandReply> {
  const now = (deps.now ?? Date.now)();
  let message: OsmandMessage;
  try {
    message = pipelineTimers.time('decode', () => decodeOsmandRequest(request, now));
  } catch (error) {
    if (error instanceof FarolError) return Promise.resolve({ status: 400, body: error.message });
    return Promise.reject(error);
  }
  const device = message.uniqueId === null ? undefined : deps.registry.byUnique(message.uniqueId);
  if (!device) return Promise.resolve(unknownDevice(message));
  const refused = refusal(device, now);
  if (refused) return Promise.resolve(refused);
  const commands = message.form === 'json' ? undefined : deps.commands;
  let committed: Promise<void>;
  try {
    committed = deps.ingest.accept(device, message.positions);
  } catch (error) {
    committed = Promise.reject(error);
  }
  return committed.then(
    () => (commands?.hasQueued(device.id) ? queuedCommand(commands, device.id) : OK),
    (error: unknown) => {
      // A position the pipeline refuses is the device's fault (400); a failed commit is not.
      if (error instanceof IllegalArgumentError) return { status: 400, body: error.message };
      throw error;
    },
  );
}

/** The answer to a message without a device id, or with one nobody registered. */
function unknownDevice(message: OsmandMessage): OsmandReply {
  if (message.uniqueId === null) return { status: 400, body: 'Missing device id' };
  return {
    status: message.form === 'json' ? 404 : 400,
    body: `Unknown device - ${message.uniqueId}`,
  };
}

/** The answer to a known device whose messages are not processed: disabled or expired. */
function refusal(device: LiveDevice, now: number): OsmandReply | null {
  if (device.disabled) return { status: 400, body: 'Device is disabled' };
  if (device.expirationTime !== null && device.expirationTime < now) {
    return { status: 400, body: 'Device has expired' };
  }
  return null;
}

/** The 200 carrying the device's oldest queued command's `data`. */
async function queuedCommand(commands: QueuedCommands, deviceId: number): Promise<OsmandReply> {
  const [command] = await commands.takeQueued(deviceId, 1);
  const data = command?.attributes.data;
  return { status: 200, body: data === undefined || data === null ? '' : String(data) };
}
