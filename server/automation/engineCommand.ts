import { linkedCommandIds } from '../commands/linked';
import { protocolCommands } from '../commands/protocols';
import type { LiveSessions } from '../commands/liveSessions';
import type { CommandToSend } from '../commands/types';
import type { Catalog } from '../pipeline/catalog/catalog';
import type { DeviceRegistry } from '../services/registry';
import type { DeviceRecord, Storage } from '../storage';
import type { EngineCommand } from './actions';

export interface EngineCommandDeps {
  storage: Storage;
  catalog: Catalog;
  registry: DeviceRegistry;
  sessions: LiveSessions;
  /** Whether SMS can be sent (a text-channel saved command needs it). */
  smsConfigured: () => boolean;
}

/**
 * The command that stops or resumes this device's engine, as the product's stopEngine /
 * resumeEngine choose it: a saved command linked to the device (or its groups) whose
 * `tarkan.changeNative` names the action replaces the protocol's own (a model-specific
 * `custom` command), else Traccar's `engineStop` / `engineResume`.
 */
export async function engineCommandFor(
  deps: EngineCommandDeps,
  device: Pick<DeviceRecord, 'id' | 'groupId'>,
  action: EngineCommand,
): Promise<CommandToSend> {
  const ids = await linkedCommandIds(deps.storage, deps.catalog, device);
  const saved = ids.size
    ? (await deps.storage.commands.list([...ids])).find(
        (command) => command.attributes['tarkan.changeNative'] === action,
      )
    : undefined;
  if (saved) return { ...saved, deviceId: device.id };
  return {
    id: 0,
    deviceId: device.id,
    type: action,
    textChannel: false,
    description: null,
    attributes: {},
  };
}

/**
 * Whether the command can reach the device: over SMS when the protocol's text commands take it;
 * else through its live session, or queued when its protocol's encoder writes it (a device that
 * never reported has no known protocol: queued, Traccar's rule). OsmAnd only carries `custom`
 * data, so its native engine stop reaches nobody and is refused here instead of sitting in the
 * queue unseen.
 */
export function deliverable(deps: EngineCommandDeps, command: CommandToSend): boolean {
  const session = deps.sessions.get(command.deviceId);
  const protocol =
    session?.protocolName ??
    (deps.registry.latest(command.deviceId) ?? deps.registry.last(command.deviceId))?.protocol ??
    null;
  if (command.textChannel) {
    return deps.smsConfigured() && protocolCommands(protocol).text.includes(command.type);
  }
  if (session?.supports(command.type)) return true;
  return protocol === null || protocolCommands(protocol).data.includes(command.type);
}
