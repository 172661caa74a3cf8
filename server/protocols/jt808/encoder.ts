import { CommandError } from '../../commands/errors';
import type { CommandToSend } from '../../commands/types';
import { commandInteger, commandText } from '../base/commands';
import { option } from '../base/password';
import type { EncoderContext } from '../base/types';
import { Jt808Decoder } from './decoder';
import { type Dialect, encodeId, formatMessage, MSG } from './message';

const bcdTime = (time: number) =>
  Buffer.from(new Date(time).toISOString().replace(/[-:T]/g, '').slice(2, 14), 'hex');

/** A parameter setting (0x8103 family): one parameter of `id` and its value. */
const parameter = (id: number, value: Buffer) =>
  Buffer.concat([Buffer.from([1, id, value.length]), value]);

function custom(command: CommandToSend, model: string | null): [number, Buffer] | Buffer {
  const data = commandText(command, 'data');
  if (model === 'AL300' || model === 'GL100' || model === 'VL300') {
    const text = Buffer.from(data, 'latin1');
    const head = Buffer.alloc(6);
    head[0] = 1; // number of parameters
    head.writeUInt32BE(0xf030, 1); // AT command transparent transmission
    head[5] = text.length;
    return [MSG.configurationParameters, Buffer.concat([head, text])];
  }
  if (model === 'BSJ' || model === 'C5' || model === 'C5L') {
    return [MSG.sendTextMessage, Buffer.concat([Buffer.from([1]), Buffer.from(data, 'latin1')])];
  }
  if (model?.startsWith('JC')) {
    return [MSG.transparentDownlink, Buffer.concat([Buffer.from([0xf0]), Buffer.from(data)])];
  }
  if (!/^([0-9a-fA-F]{2})*$/.test(data)) {
    throw new CommandError('data: hexadecimal bytes are required for this protocol');
  }
  return Buffer.from(data, 'hex');
}

function engine(command: CommandToSend, context: EncoderContext): [number, Buffer] {
  const stop = command.type === 'engineStop';
  if (option(context, 'jt808.alternative')) {
    const body = Buffer.concat([Buffer.from([stop ? 1 : 0]), bcdTime(context.now)]);
    return [MSG.oilControl, body];
  }
  if (context.model === 'VL300') return [MSG.terminalControl, Buffer.from(stop ? '#0;1' : '#0;0')];
  if (context.model === 'W15L') return [MSG.terminalControl, Buffer.from([stop ? 0x64 : 0x65])];
  return [MSG.terminalControl, Buffer.from([stop ? 0xf0 : 0xf1])];
}

function message(
  command: CommandToSend,
  context: EncoderContext,
): [number, Buffer] | Buffer | null {
  switch (command.type) {
    case 'custom':
      return custom(command, context.model);
    case 'rebootDevice':
      return [MSG.parameterSetting, parameter(0x23, Buffer.from([0x03]))];
    case 'positionPeriodic': {
      const value = Buffer.alloc(4);
      value.writeUInt32BE(commandInteger(command, 'frequency'));
      return [MSG.parameterSetting, parameter(0x06, value)];
    }
    case 'alarmArm':
    case 'alarmDisarm': {
      const value = Buffer.concat([
        Buffer.from([command.type === 'alarmArm' ? 1 : 0]),
        Buffer.from('user'),
      ]);
      return [MSG.parameterSetting, parameter(0x24, value)];
    }
    case 'engineStop':
    case 'engineResume':
      return engine(command, context);
    default:
      return null;
  }
}

/**
 * JT/T 808 commands (Traccar's Jt808ProtocolEncoder), framed in the terminal's dialect (its
 * delimiter and protocol version, as its decoder last saw them). Video streaming needs a
 * JT/T 1078 server Farol does not run: `videoStart` and `videoStop` are not offered.
 */
export function encodeJt808(command: CommandToSend, context: EncoderContext): Buffer | null {
  const decoder = context.decoder instanceof Jt808Decoder ? context.decoder : null;
  const dialect: Dialect = decoder ?? { delimiter: 0x7e, protocolVersion: null };
  const encoded = message(command, context);
  if (encoded === null || Buffer.isBuffer(encoded)) return encoded;
  const id = encodeId(context.uniqueId, dialect.protocolVersion !== null ? 10 : 6);
  return formatMessage(dialect, encoded[0], id, false, encoded[1]);
}
