import { CommandError } from '../../commands/errors';
import type { CommandToSend } from '../../commands/types';
import type { DeviceProtocol, EncoderContext } from './types';

/**
 * The bytes of a command for a device of `protocol`. A `custom` command the protocol's encoder
 * does not take is sent as is: text (with `\r` and `\n` unescaped) for text protocols, else its
 * hex data as bytes (Traccar's BaseProtocol.sendDataCommand).
 */
export function encodeCommand(
  protocol: DeviceProtocol,
  command: CommandToSend,
  context: EncoderContext,
): Buffer {
  if (!protocol.commands.includes(command.type)) {
    throw new CommandError(`Command ${command.type} is not supported in protocol ${protocol.name}`);
  }
  const encoded = protocol.encode(command, context);
  if (encoded !== null)
    return typeof encoded === 'string' ? Buffer.from(encoded, 'latin1') : encoded;
  if (command.type !== 'custom') {
    throw new CommandError(`Command ${command.type} is not supported in protocol ${protocol.name}`);
  }
  const data = String(command.attributes.data ?? '');
  if (protocol.textCommands) {
    return Buffer.from(data.replaceAll('\\r', '\r').replaceAll('\\n', '\n'), 'latin1');
  }
  if (!/^([0-9a-fA-F]{2})*$/.test(data)) {
    throw new CommandError('data: hexadecimal bytes are required for this protocol');
  }
  return Buffer.from(data, 'hex');
}

/** A command attribute as text, or `fallback`. */
export function commandText(command: CommandToSend, key: string, fallback = ''): string {
  const value = command.attributes[key];
  return value === undefined || value === null ? fallback : String(value);
}

/** A command attribute as a whole number, refusing anything else. */
export function commandInteger(command: CommandToSend, key: string): number {
  const value = Number(command.attributes[key]);
  if (!Number.isInteger(value) || value < 0) {
    throw new CommandError(`${key}: a whole number is required`);
  }
  return value;
}
