import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';
import { crudRoutes } from './crud';
import { CommandInput } from './entityInputs';
import { commandJson } from './entityJson';

/**
 * `/api/commands`: saved commands, sorted by description; `limitCommands` denies their CRUD
 * (`Write access denied`). Sending (`/send`, `/types`) is the command delivery plugin's.
 */
export function commandsRoutes(ctx: AppContext): FastifyPluginAsync {
  return crudRoutes(ctx, {
    path: '/api/commands',
    repository: ctx.storage.commands,
    input: CommandInput,
    extended: true,
    fields: (input: CommandInput) => ({
      description: input.description,
      type: input.type,
      textChannel: input.textChannel,
      attributes: input.attributes,
    }),
    json: commandJson,
    searchable: (command) => [command.description, command.type],
  });
}
