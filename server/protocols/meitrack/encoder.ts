import type { CommandToSend } from '../../commands/types';
import { lookupBoolean } from '../../pipeline/attributes';
import { commandText } from '../base/commands';
import type { EncoderContext } from '../base/types';
import { meitrackReply } from './reply';

function content(command: CommandToSend, alternative: boolean): string | null {
  switch (command.type) {
    case 'custom':
      return commandText(command, 'data');
    case 'positionSingle':
      return 'A10';
    case 'engineStop':
      return 'C01,0,12222';
    case 'engineResume':
      return 'C01,0,02222';
    case 'alarmArm':
      return alternative ? 'B21,1' : 'C01,0,22122';
    case 'alarmDisarm':
      return alternative ? 'B21,0' : 'C01,0,22022';
    case 'requestPhoto': {
      const index = Number(command.attributes.index);
      return `D03,${Number.isInteger(index) && index > 0 ? index : 1},camera_picture.jpg`;
    }
    case 'sendSms':
      return `C02,0,${commandText(command, 'phone')},${commandText(command, 'message')}`;
    default:
      return null;
  }
}

/**
 * Meitrack commands `@@A<length>,<imei>,<content>*<checksum>\r\n` (Traccar's
 * MeitrackProtocolEncoder); `meitrack.alternative` arms and disarms with `B21`.
 */
export function encodeMeitrack(command: CommandToSend, context: EncoderContext): string | null {
  const alternative = lookupBoolean(context.lookup, 'meitrack.alternative', false);
  const body = content(command, alternative);
  return body === null ? null : meitrackReply('@@', 'A', context.uniqueId, body);
}
