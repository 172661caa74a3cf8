import type { DeviceProtocol } from '../base/types';
import { Gt06Decoder } from './decoder';
import { encodeGt06 } from './encoder';
import { gt06Framer } from './frame';

/** GT06 / Concox and compatible trackers: binary over TCP, port 5023. */
export const gt06: DeviceProtocol = {
  name: 'gt06',
  port: 5023,
  tcp: true,
  udp: false,
  maxFrame: 32 * 1024,
  textCommands: false,
  createFramer: gt06Framer,
  createDecoder: () => new Gt06Decoder(),
  commands: ['custom', 'positionSingle', 'positionPeriodic', 'engineStop', 'engineResume'],
  encode: encodeGt06,
};
