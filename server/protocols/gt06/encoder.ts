import { CommandError } from '../../commands/errors';
import type { CommandToSend } from '../../commands/types';
import { commandInteger, commandText } from '../base/commands';
import { devicePassword, option } from '../base/password';
import type { EncoderContext } from '../base/types';
import { MSG } from './messages';
import { gt06Frame } from './reply';

/** An online command frame (type 0x80): server flag 0, the command text, serial 0. */
function commandFrame(text: string, language: boolean): Buffer {
  const data = Buffer.from(text, 'latin1');
  if (data.length > 230) throw new CommandError('data: at most 230 characters for GT06');
  const content = Buffer.alloc(1 + 4 + data.length + (language ? 2 : 0));
  content.writeUInt8(4 + data.length, 0);
  data.copy(content, 5);
  if (language) content.writeUInt16BE(2, 5 + data.length); // English
  return gt06Frame(false, MSG.COMMAND_0, 0, content);
}

/** The text of a command for GT06 devices (Traccar's Gt06ProtocolEncoder, plus Concox WHERE/TIMER). */
function gt06Text(command: CommandToSend, context: EncoderContext): string | null {
  const alternative = option(context, 'gt06.alternative');
  const password = devicePassword(context, 'gt06', '123456');
  const g109 = context.model === 'G109';
  switch (command.type) {
    case 'engineStop':
      return g109 ? 'DYD#' : alternative ? `DYD,${password}#` : 'Relay,1#';
    case 'engineResume':
      return g109 ? 'HFYD#' : alternative ? `HFYD,${password}#` : 'Relay,0#';
    case 'positionSingle':
      return 'WHERE#';
    case 'positionPeriodic': {
      const frequency = commandInteger(command, 'frequency');
      return `TIMER,${frequency},${frequency}#`;
    }
    case 'custom':
      return commandText(command, 'data');
    default:
      return null;
  }
}

/** Encodes a command as a GT06 online command frame. */
export function encodeGt06(command: CommandToSend, context: EncoderContext): Buffer | null {
  const text = gt06Text(command, context);
  return text === null ? null : commandFrame(text, option(context, 'gt06.language'));
}
