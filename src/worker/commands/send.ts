/** Commands to devices (SPEC §2 device actions; traccar-api.md §g). */
import { z } from 'zod';
import { Command, Typed } from '@farol/model';
import type { CoreContext } from '../context';
import { request, requestJson } from '../transport/rest';
import { validationError } from '../transport/errors';
import type { CommandOptions, CommandOutcome, CommandRequest } from '../types';

/** Saved commands usable with the device, and the types its protocol accepts. */
export async function commandOptions(input: {
  ctx: CoreContext;
  deviceId: number;
}): Promise<CommandOptions> {
  const { ctx, deviceId } = input;
  const [saved, types] = await Promise.all([
    requestJson({
      http: ctx.http,
      path: '/commands/send',
      query: { deviceId },
      schema: z.array(Command),
    }),
    requestJson({
      http: ctx.http,
      path: '/commands/types',
      query: { deviceId },
      schema: z.array(Typed),
    }),
  ]);
  return { saved, types: types.map((item) => item.type) };
}

/** Sends a command; 200 means delivered to a connected device, 202 queued for its next report. */
export async function sendCommand(
  input: CommandRequest & { ctx: CoreContext },
): Promise<CommandOutcome> {
  const { ctx, deviceId, commandId } = input;
  if (!commandId && !input.type)
    throw validationError('INVALID_COMMAND', 'a command needs an id or a type');
  const body = commandId
    ? { id: commandId, deviceId }
    : {
        deviceId,
        type: input.type,
        textChannel: input.textChannel ?? false,
        attributes: input.attributes ?? {},
      };
  const response = await request({
    http: ctx.http,
    method: 'POST',
    path: '/commands/send',
    json: body,
  });
  return response.status === 202 ? 'queued' : 'sent';
}

/** Engine stop/resume, preferring a saved command marked `tarkan.changeNative` for the action. */
export async function engineCommand(input: {
  ctx: CoreContext;
  deviceId: number;
  action: 'engineStop' | 'engineResume';
}): Promise<CommandOutcome> {
  const { ctx, deviceId, action } = input;
  const saved = await requestJson({
    http: ctx.http,
    path: '/commands/send',
    query: { deviceId },
    schema: z.array(Command),
  }).catch(() => [] as Command[]);
  const replacement = saved.find((command) => command.attributes['tarkan.changeNative'] === action);
  return replacement
    ? sendCommand({ ctx, deviceId, commandId: replacement.id })
    : sendCommand({ ctx, deviceId, type: action });
}
