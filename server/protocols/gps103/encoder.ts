import type { CommandToSend } from '../../commands/types';
import { commandInteger, commandText } from '../base/commands';
import type { EncoderContext } from '../base/types';

/** A reporting interval as GPS103 writes it: `30s`, `05m`, `01h`. */
export function frequencyText(seconds: number): string {
  const pad = (value: number) => String(Math.floor(value)).padStart(2, '0');
  if (seconds / 3600 >= 1) return `${pad(seconds / 3600)}h`;
  if (seconds / 60 >= 1) return `${pad(seconds / 60)}m`;
  return `${pad(seconds)}s`;
}

const CODES: Record<string, string> = {
  positionStop: 'D',
  positionSingle: 'B',
  engineStop: 'J',
  engineResume: 'K',
  alarmArm: 'L',
  alarmDisarm: 'M',
  requestPhoto: '160',
};

/** GPS103 commands `**,imei:<imei>,<code>` (Traccar's Gps103ProtocolEncoder). */
export function encodeGps103(command: CommandToSend, context: EncoderContext): string | null {
  const head = `**,imei:${context.uniqueId}`;
  if (command.type === 'custom') return `${head},${commandText(command, 'data')}`;
  if (command.type === 'positionPeriodic') {
    return `${head},C,${frequencyText(commandInteger(command, 'frequency'))}`;
  }
  const code = CODES[command.type];
  return code ? `${head},${code}` : null;
}
