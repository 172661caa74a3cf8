import type { CommandToSend } from '../../commands/types';
import { commandInteger } from '../base/commands';
import { option } from '../base/password';
import type { EncoderContext } from '../base/types';
import { hhmmss } from './status';

const format = (context: EncoderContext, type: string, ...params: string[]): string =>
  `*HQ,${context.uniqueId},${type},${hhmmss(context.now)}${params.map((p) => `,${p}`).join('')}#`;

/** H02 commands (Traccar's H02ProtocolEncoder, plus the D1 single-report request). */
export function encodeH02(command: CommandToSend, context: EncoderContext): string | null {
  switch (command.type) {
    case 'alarmArm':
      return format(context, 'SCF', '0', '0');
    case 'alarmDisarm':
      return format(context, 'SCF', '1', '1');
    case 'engineStop':
      return format(context, 'S20', '1', '1');
    case 'engineResume':
      return format(context, 'S20', '1', '0');
    case 'positionSingle':
      return format(context, 'D1', '0');
    case 'positionPeriodic': {
      const frequency = String(commandInteger(command, 'frequency'));
      return option(context, 'h02.alternative')
        ? format(context, 'D1', frequency)
        : format(context, 'S71', '22', frequency);
    }
    default:
      return null;
  }
}
