import type { CommandToSend } from '../../commands/types';
import { commandInteger, commandText } from '../base/commands';
import { devicePassword, option } from '../base/password';
import type { EncoderContext } from '../base/types';

const enabled = (command: CommandToSend) =>
  command.attributes.enable === true || command.attributes.enable === 'true';

/** The SMS-style form (`tk103.alternative`): `[begin]sms2,<text>,[end]`. */
function alternative(command: CommandToSend, context: EncoderContext): string | null {
  const text = (value: string) => `[begin]sms2,${value},[end]`;
  switch (command.type) {
    case 'custom':
      return text(commandText(command, 'data'));
    case 'getVersion':
      return text('*about*');
    case 'powerOff':
      return text('*turnoff*');
    case 'rebootDevice':
      return text('88888888');
    case 'positionSingle':
      return text('*getposl*');
    case 'positionPeriodic':
      return text('*routetrack*99*');
    case 'positionStop':
      return text('*routetrackoff*');
    case 'getDeviceStatus':
      return text('*status*');
    case 'deviceIdentification':
      return text('999999');
    case 'modeDeepSleep':
      return text(enabled(command) ? '*sleep*2*' : '*sleepoff*');
    case 'modePowerSaving':
      return text(enabled(command) ? '*sleepv*' : '*sleepoff*');
    case 'alarmSos':
      return text(enabled(command) ? '*soson*' : '*sosoff*');
    case 'setConnection':
      return text(
        `*setip*${commandText(command, 'server').replaceAll('.', '*')}*${commandText(command, 'port')}*`,
      );
    case 'sosNumber':
      return text(
        `*master*${devicePassword(context, 'tk103', '123456')}*${commandText(command, 'phone')}*`,
      );
    default:
      return null;
  }
}

/** TK103 commands `(<id>AV010)`…, or the SMS-style form (Traccar's Tk103ProtocolEncoder). */
export function encodeTk103(command: CommandToSend, context: EncoderContext): string | null {
  if (option(context, 'tk103.alternative')) return alternative(command, context);
  const id = context.uniqueId;
  switch (command.type) {
    case 'custom':
      return `(${id}${commandText(command, 'data')})`;
    case 'getVersion':
      return `(${id}AP07)`;
    case 'rebootDevice':
      return `(${id}AT00)`;
    case 'setOdometer':
      return `(${id}AX01)`;
    case 'positionSingle':
      return `(${id}AP00)`;
    case 'positionPeriodic': {
      const frequency = commandInteger(command, 'frequency')
        .toString(16)
        .toUpperCase()
        .padStart(4, '0');
      return `(${id}AR00${frequency}0000)`;
    }
    case 'positionStop':
      return `(${id}AR0000000000)`;
    case 'engineStop':
      return `(${id}AV010)`;
    case 'engineResume':
      return `(${id}AV011)`;
    case 'outputControl':
      return `(${id}AV00${commandText(command, 'data')})`;
    default:
      return null;
  }
}
