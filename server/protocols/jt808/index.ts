import type { DeviceProtocol } from '../base/types';
import { Jt808Decoder } from './decoder';
import { encodeJt808 } from './encoder';
import { jt808Framer } from './frame';

/** JT/T 808 terminals (Chinese national standard): binary over TCP, port 5015. */
export const jt808: DeviceProtocol = {
  name: 'jt808',
  port: 5015,
  tcp: true,
  udp: false,
  // Traccar's MAX_FRAME_LENGTH_LARGE.
  maxFrame: 32 * 1024,
  textCommands: false,
  createFramer: jt808Framer,
  createDecoder: () => new Jt808Decoder(),
  commands: [
    'custom',
    'rebootDevice',
    'positionPeriodic',
    'alarmArm',
    'alarmDisarm',
    'engineStop',
    'engineResume',
  ],
  encode: encodeJt808,
};
