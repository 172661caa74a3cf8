import { CommandError } from '../../commands/errors';
import type { CommandToSend } from '../../commands/types';
import { commandInteger, commandText } from '../base/commands';
import type { EncoderContext } from '../base/types';
import { SuntechDecoder } from './decoder';

/** Universal protocol actions `CMD;<id>;<group>;<action>`. */
const UNIVERSAL: Record<string, string> = {
  rebootDevice: '03;03',
  positionSingle: '03;01',
  engineStop: '04;01',
  engineResume: '04;02',
  alarmArm: '04;03',
  alarmDisarm: '04;04',
};
/** Output 1–3 on and off in the universal protocol. */
const OUTPUTS_ON: Record<number, string> = { 1: '04;01', 2: '04;03', 3: '04;09' };
const OUTPUTS_OFF: Record<number, string> = { 1: '04;02', 2: '04;04', 3: '04;10' };

/** Legacy actions `<model>CMD;<id>;02;<action>`. */
const LEGACY: Record<string, string> = {
  rebootDevice: 'Reboot',
  positionSingle: 'StatusReq',
  engineStop: 'Enable1',
  engineResume: 'Disable1',
  alarmArm: 'Enable2',
  alarmDisarm: 'Disable2',
};

const switchedOn = (command: CommandToSend) => commandText(command, 'data') === '1';

function universal(command: CommandToSend, id: string): string | null {
  let action = UNIVERSAL[command.type];
  if (command.type === 'outputControl') {
    const index = commandInteger(command, 'index');
    action = (switchedOn(command) ? OUTPUTS_ON : OUTPUTS_OFF)[index];
    if (!action) throw new CommandError('index: output 1, 2 or 3');
  }
  return action ? `CMD;${id};${action}\r` : null;
}

function legacy(command: CommandToSend, id: string, model: string): string | null {
  let action = LEGACY[command.type];
  if (command.type === 'outputControl') {
    const index = commandInteger(command, 'index');
    action = `${switchedOn(command) ? 'Enable' : 'Disable'}${index}`;
  }
  return action ? `${model}CMD;${id};02;${action}\r` : null;
}

/**
 * Suntech commands in the dialect the device reports in (Traccar's SuntechProtocolEncoder): the
 * universal protocol's `CMD;…`, or `SA200CMD;…` with the model of the device's reports
 * (`ST300STT` → `ST300CMD`).
 */
export function encodeSuntech(command: CommandToSend, context: EncoderContext): string | null {
  const decoder = context.decoder instanceof SuntechDecoder ? context.decoder : null;
  if (decoder?.universal) return universal(command, context.uniqueId);
  const prefix = decoder?.prefix;
  const model = prefix && prefix.length > 5 ? prefix.slice(0, -3) : 'SA200';
  return legacy(command, context.uniqueId, model);
}
