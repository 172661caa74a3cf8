/** The command domain's API: options, sending, engine stop/resume (SPEC.md K1–K3). */
import { z } from 'zod';
import { Command, Typed } from '@farol/model';
import type { CoreContext } from '../kernel/context';
import { validationError } from '../transport/errors';
import { request, requestJson } from '../transport/rest';
import type { CommandApi, CommandOutcome, CommandRequest } from './types';

/** The device's saved commands (`GET /api/commands/send?deviceId=`). */
function savedCommands(ctx: CoreContext, deviceId: number): Promise<Command[]> {
  return requestJson({
    http: ctx.http,
    path: '/commands/send',
    query: { deviceId },
    schema: z.array(Command),
  });
}

/** Sends a command; 200 means delivered to a connected device, 202 queued for its next report. */
async function sendCommand(ctx: CoreContext, input: CommandRequest): Promise<CommandOutcome> {
  const { deviceId, commandId } = input;
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

export function createCommandApi(ctx: CoreContext): CommandApi {
  return {
    /** Saved commands usable with the device, and the types its protocol accepts. */
    async commandOptions({ deviceId }) {
      const [saved, types] = await Promise.all([
        savedCommands(ctx, deviceId),
        requestJson({
          http: ctx.http,
          path: '/commands/types',
          query: { deviceId },
          schema: z.array(Typed),
        }),
      ]);
      return { saved, types: types.map((item) => item.type) };
    },
    sendCommand: (input) => sendCommand(ctx, input),
    /** Engine stop/resume, preferring a saved command marked `tarkan.changeNative`. */
    async engineCommand({ deviceId, action }) {
      const saved = await savedCommands(ctx, deviceId).catch(() => [] as Command[]);
      const replacement = saved.find(
        (command) => command.attributes['tarkan.changeNative'] === action,
      );
      return replacement
        ? sendCommand(ctx, { deviceId, commandId: replacement.id })
        : sendCommand(ctx, { deviceId, type: action });
    },
  };
}
