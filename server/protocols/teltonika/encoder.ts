import type { CommandToSend } from '../../commands/types';
import { crc16Ibm } from '../base/checksum';
import { commandText } from '../base/commands';
import { CODEC } from './location';

/** A codec 12 command packet carrying `content` (Traccar's encodeContent). */
export function teltonikaCommand(content: Buffer): Buffer {
  const packet = Buffer.alloc(8 + 3 + 4 + content.length + 1 + 4);
  packet.writeUInt32BE(0, 0);
  packet.writeUInt32BE(content.length + 8, 4);
  packet.writeUInt8(CODEC.C12, 8);
  packet.writeUInt8(1, 9); // quantity
  packet.writeUInt8(5, 10); // type: command
  packet.writeUInt32BE(content.length, 11);
  content.copy(packet, 15);
  packet.writeUInt8(1, 15 + content.length);
  packet.writeUInt32BE(crc16Ibm(packet.subarray(8, 16 + content.length)), 16 + content.length);
  return packet;
}

/** Teltonika commands: digital output 1 for the engine, any SMS-style text or hex as custom. */
export function encodeTeltonika(command: CommandToSend): Buffer | null {
  switch (command.type) {
    case 'engineStop':
      return teltonikaCommand(Buffer.from('setdigout 1', 'latin1'));
    case 'engineResume':
      return teltonikaCommand(Buffer.from('setdigout 0', 'latin1'));
    case 'positionSingle':
      return teltonikaCommand(Buffer.from('getgps', 'latin1'));
    case 'custom': {
      const data = commandText(command, 'data');
      const hex = /^([0-9a-fA-F]{2})+$/.test(data);
      return teltonikaCommand(hex ? Buffer.from(data, 'hex') : Buffer.from(data, 'latin1'));
    }
    default:
      return null;
  }
}
