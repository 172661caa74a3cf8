import type { Command, QueuedCommand } from '@farol/model';
import type { CommandToSend } from '../commands/types';
import type { QueuedCommandRecord } from '../storage';

/** A command as Traccar serialises it (traccar-api.md §c). */
export function commandJson(command: CommandToSend): Command {
  return {
    id: command.id,
    attributes: command.attributes,
    type: command.type,
    textChannel: command.textChannel,
    deviceId: command.deviceId,
    description: command.description,
  };
}

export function queuedCommandJson(command: QueuedCommandRecord): QueuedCommand {
  return {
    id: command.id,
    attributes: command.attributes,
    deviceId: command.deviceId,
    type: command.type,
    textChannel: command.textChannel,
  };
}
