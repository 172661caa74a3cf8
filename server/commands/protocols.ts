import { DEVICE_PROTOCOLS } from '../protocols';
import { COMMAND_TYPES } from './types';

/** What a protocol's encoders can send: data commands, and text (SMS) commands. */
export interface ProtocolCommands {
  data: readonly string[];
  text: readonly string[];
}

/** Traccar's order of command types (GET /api/commands/types lists them so). */
const inTraccarOrder = (types: readonly string[]): string[] =>
  COMMAND_TYPES.filter((type) => types.includes(type));

/**
 * Commands per protocol. OsmAnd is HTTP: it only carries a `custom` command's data back as a
 * response body (Traccar's OsmAndProtocol declares no encoder). Device protocols list what
 * their encoders write. Over SMS, a `custom` command's data can always be sent as is.
 */
const PROTOCOLS: Record<string, ProtocolCommands> = {
  osmand: { data: ['custom'], text: ['custom'] },
  ...Object.fromEntries(
    DEVICE_PROTOCOLS.map((protocol) => [
      protocol.name,
      { data: inTraccarOrder(protocol.commands), text: ['custom'] },
    ]),
  ),
};

/** With no known protocol (no position yet), only `custom` (Traccar's rule). */
const UNKNOWN: ProtocolCommands = { data: ['custom'], text: ['custom'] };

export function protocolCommands(protocol: string | null | undefined): ProtocolCommands {
  return (protocol && PROTOCOLS[protocol]) || UNKNOWN;
}

/** The types a device's protocol supports on one channel. */
export function supportedTypes(protocol: string | null | undefined, textChannel: boolean) {
  const commands = protocolCommands(protocol);
  return textChannel ? commands.text : commands.data;
}
