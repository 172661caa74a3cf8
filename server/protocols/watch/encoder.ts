import { CommandError } from '../../commands/errors';
import type { CommandToSend } from '../../commands/types';
import { commandInteger, commandText } from '../base/commands';
import type { EncoderContext } from '../base/types';
import { WatchDecoder } from './decoder';

const ESCAPE: Record<number, number> = { 0x7d: 1, 0x5b: 2, 0x5d: 3, 0x2c: 4, 0x2a: 5 };

/** Bytes with the watch escapes applied (voice messages). */
function escaped(data: Buffer): Buffer {
  const out: number[] = [];
  for (const b of data) {
    const code = ESCAPE[b];
    if (code === undefined) out.push(b);
    else out.push(0x7d, code);
  }
  return Buffer.from(out);
}

const flag = (command: CommandToSend) => {
  const value = command.attributes.enable;
  return value === true || value === 'true' ? '1' : '0';
};

/** A zone's offset from UTC in hours, e.g. `-3` or `+5.5` (Traccar's formatValue). */
function zoneOffset(zone: string): string {
  let hours: number;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts ?? '');
    hours = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60) : 0;
  } catch {
    throw new CommandError(`timezone: unknown time zone "${zone}"`);
  }
  return `${hours >= 0 ? '+' : '-'}${Math.round(Math.abs(hours) * 100) / 100}`;
}

function content(command: CommandToSend): string | Buffer | null {
  const text = (key: string) => commandText(command, key);
  switch (command.type) {
    case 'custom':
      return text('data');
    case 'positionSingle':
      return 'CR';
    case 'positionPeriodic':
      return `UPLOAD,${commandInteger(command, 'frequency')}`;
    case 'sosNumber':
      return `SOS${text('index')},${text('phone')}`;
    case 'alarmSos':
      return `SOSSMS,${flag(command)}`;
    case 'alarmBattery':
      return `LOWBAT,${flag(command)}`;
    case 'rebootDevice':
      return 'RESET';
    case 'powerOff':
      return 'POWEROFF';
    case 'alarmRemove':
      return `REMOVE,${flag(command)}`;
    case 'silenceTime':
      return `SILENCETIME,${text('data')}`;
    case 'alarmClock':
      return `REMIND,${text('data')}`;
    case 'setPhonebook':
      return `PHB,${text('data')}`;
    case 'message':
      return `MESSAGE,${Buffer.from(text('message'), 'utf16le').swap16().toString('hex')}`;
    case 'voiceMessage': {
      const data = text('data');
      if (!/^([0-9a-fA-F]{2})*$/.test(data)) throw new CommandError('data: hexadecimal required');
      return Buffer.concat([Buffer.from('TK,'), escaped(Buffer.from(data, 'hex'))]);
    }
    case 'setTimezone':
      return `LZ,${text('language')},${zoneOffset(text('timezone'))}`;
    case 'setIndicator':
      return `FLOWER,${text('data')}`;
    default:
      return null;
  }
}

/** Watch commands `[CS*id*len*CONTENT]`, in the device's own dialect (Traccar's encoder). */
export function encodeWatch(command: CommandToSend, context: EncoderContext): Buffer | null {
  const body = content(command);
  if (body === null) return null;
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const decoder = context.decoder instanceof WatchDecoder ? context.decoder : null;
  const manufacturer = decoder?.manufacturer === '3G' ? 'SG' : (decoder?.manufacturer ?? 'CS');
  const index = decoder?.hasIndex ? '0001*' : '';
  const head = `[${manufacturer}*${context.uniqueId}*${index}${data.length.toString(16).padStart(4, '0')}*`;
  return Buffer.concat([Buffer.from(head, 'latin1'), data, Buffer.from(']')]);
}
