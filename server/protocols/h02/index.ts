import type { DeviceProtocol } from '../base/types';
import { H02Decoder } from './decoder';
import { encodeH02 } from './encoder';
import { h02Framer } from './frame';

/** H02 trackers: text and binary over TCP and UDP, port 5013. */
export const h02: DeviceProtocol = {
  name: 'h02',
  port: 5013,
  tcp: true,
  udp: true,
  maxFrame: 1024,
  textCommands: true,
  createFramer: () => h02Framer(),
  createDecoder: () => new H02Decoder(),
  commands: [
    'custom',
    'positionSingle',
    'positionPeriodic',
    'engineStop',
    'engineResume',
    'alarmArm',
    'alarmDisarm',
  ],
  encode: encodeH02,
};
