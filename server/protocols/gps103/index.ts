import { delimiterFramer } from '../base/delimiter';
import type { DeviceProtocol } from '../base/types';
import { Gps103Decoder } from './decoder';
import { encodeGps103 } from './encoder';

/** GPS103 / TK103-2 / Xexun: text over TCP and UDP, port 5001. */
export const gps103: DeviceProtocol = {
  name: 'gps103',
  port: 5001,
  tcp: true,
  udp: true,
  maxFrame: 32 * 1024,
  textCommands: true,
  createFramer: () => delimiterFramer(['\r\n', '\n', ';', '*'], false),
  createDecoder: () => new Gps103Decoder(),
  commands: [
    'custom',
    'positionSingle',
    'positionPeriodic',
    'positionStop',
    'engineStop',
    'engineResume',
    'alarmArm',
    'alarmDisarm',
    'requestPhoto',
  ],
  encode: encodeGps103,
};
