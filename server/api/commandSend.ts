import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Attributes, Id } from '@farol/model';
import { linkedCommandIds } from '../commands/linked';
import { supportedTypes } from '../commands/protocols';
import { ACCEPTED_COMMAND_TYPES, COMMAND_TYPES, type CommandToSend } from '../commands/types';
import type { AppContext } from '../context';
import { IllegalArgumentError } from '../errors';
import type { DeviceRecord, UserRecord } from '../storage';
import type { AuditEvent } from '../services/audit';
import { recordFor } from './audit';
import { requireUser } from './auth';
import { commandJson, queuedCommandJson } from './commandJson';
import { CommandTypesQuery, DeviceQuery, GroupQuery, parseQuery } from './queries';
import { parseInput } from './validate';

/** A command to send: a saved one by `id`, or one spelled out. */
const SendBody = z.object({
  id: Id.default(0),
  attributes: Attributes.default({}),
  deviceId: Id.default(0),
  type: z.string().default(''),
  textChannel: z.boolean().default(false),
  description: z.string().nullable().default(null),
});

/** A sent command's audit entry (201), about its device. */
const commandEvent = (command: CommandToSend): AuditEvent => ({
  actionType: 'command',
  objectType: 'device',
  objectId: command.deviceId,
  after: commandJson(command),
});

/** `POST /api/commands/send`, `GET /api/commands/send?deviceId=`, `GET /api/commands/types`. */
export function commandSendRoutes(ctx: AppContext): FastifyPluginAsync {
  const { permissions, registry, storage } = ctx;
  const { commands, catalog } = ctx.events;
  /** The device's protocol: its live session's, else its last position's. */
  const protocolOf = (deviceId: number) =>
    ctx.events.sessions.get(deviceId)?.protocolName ??
    (registry.latest(deviceId) ?? registry.last(deviceId))?.protocol ??
    null;

  /** The command to send, after Traccar's checks on saved commands and limitCommands. */
  async function resolve(user: UserRecord, body: z.output<typeof SendBody>) {
    if (body.id > 0) {
      await permissions.checkPermission(user, 'command', body.id);
      const saved = await storage.commands.get(body.id);
      if (!saved) throw new IllegalArgumentError(`No command with id ${body.id}`);
      return { ...saved, deviceId: body.deviceId };
    }
    permissions.checkCommandRestriction(user, body.type);
    if (!ACCEPTED_COMMAND_TYPES.has(body.type)) {
      throw new IllegalArgumentError(`type: unknown command type "${body.type}"`);
    }
    return body;
  }

  async function deviceFor(user: UserRecord, id: number): Promise<DeviceRecord> {
    await permissions.checkPermission(user, 'device', id);
    const device = registry.get(id);
    if (!device) throw new IllegalArgumentError(`No device with id ${id}`);
    return device;
  }

  return async (app) => {
    app.get('/api/commands/types', async (request) => {
      const user = await requireUser(ctx, request);
      const { deviceId, textChannel } = parseQuery(CommandTypesQuery, request.query);
      if (deviceId === undefined) return COMMAND_TYPES.map((type) => ({ type }));
      await deviceFor(user, deviceId);
      const types = supportedTypes(protocolOf(deviceId), textChannel);
      return types.map((type) => ({ type }));
    });

    app.get('/api/commands/send', async (request) => {
      const user = await requireUser(ctx, request);
      const { deviceId } = parseQuery(DeviceQuery, request.query);
      if (deviceId === undefined) throw new IllegalArgumentError('deviceId: required');
      const device = await deviceFor(user, deviceId);
      const mine = new Set(await storage.links.propertiesOf('user', user.id, 'command'));
      const linked = await linkedCommandIds(storage, catalog, device);
      const protocol = protocolOf(deviceId);
      const saved = await storage.commands.list([...linked].filter((id) => mine.has(id)));
      return saved
        .filter((command) => supportedTypes(protocol, command.textChannel).includes(command.type))
        .map((command) => commandJson({ ...command, deviceId }));
    });

    app.post('/api/commands/send', async (request, reply) => {
      const user = await requireUser(ctx, request);
      const command: CommandToSend = await resolve(user, parseInput(SendBody, request.body));
      permissions.checkCommand(user, command.type);
      const { groupId } = parseQuery(GroupQuery, request.query);
      if (groupId !== undefined) {
        await permissions.checkPermission(user, 'group', groupId);
        const queued = [];
        for (const device of registry.all()) {
          if (device.groupId !== groupId) continue;
          const allowed = await permissions.checkPermission(user, 'device', device.id).then(
            () => true,
            () => false,
          );
          if (!allowed) continue;
          const outcome = await commands.send({ ...command, deviceId: device.id }, device);
          await recordFor(ctx, request, commandEvent({ ...command, deviceId: device.id }));
          if (!outcome.sent) queued.push(queuedCommandJson(outcome.queued));
        }
        return queued.length ? reply.code(202).send(queued) : commandJson(command);
      }
      const device = await deviceFor(user, command.deviceId);
      const outcome = await commands.send(command, device);
      await recordFor(ctx, request, commandEvent(command));
      if (outcome.sent) return commandJson(outcome.command);
      return reply.code(202).send(queuedCommandJson(outcome.queued));
    });
  };
}
