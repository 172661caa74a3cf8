import type { CommandToSend } from '../../commands/types';
import { devicePassword } from '../base/password';
import type { EncoderContext } from '../base/types';

const COMMANDS: Record<string, (password: string) => string> = {
  positionSingle: (password) => `AT+GTRTO=${password},1,,,,,,FFFF$`,
  engineStop: (password) => `AT+GTOUT=${password},1,,,0,0,0,0,0,0,0,,,,,,,FFFF$`,
  engineResume: (password) => `AT+GTOUT=${password},0,,,0,0,0,0,0,0,0,,,,,,,FFFF$`,
  deviceIdentification: (password) => `AT+GTRTO=${password},8,,,,,,FFFF$`,
  rebootDevice: (password) => `AT+GTRTO=${password},3,,,,,,FFFF$`,
};

/** Queclink `AT+GT…` commands with the device's password (Traccar's Gl200ProtocolEncoder). */
export function encodeGl200(command: CommandToSend, context: EncoderContext): string | null {
  const format = COMMANDS[command.type];
  return format ? format(devicePassword(context, 'gl200', '')) : null;
}
