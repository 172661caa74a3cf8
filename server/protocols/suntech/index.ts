import type { DeviceProtocol } from '../base/types';
import { SuntechDecoder } from './decoder';
import { encodeSuntech } from './encoder';
import { suntechFramer } from './frame';

/** Suntech ST200–ST900 and the universal protocol: text and binary over TCP, port 5011. */
export const suntech: DeviceProtocol = {
  name: 'suntech',
  port: 5011,
  tcp: true,
  udp: false,
  // Reports are a few hundred bytes; a crash report's parts stay under 2.5 KB together.
  maxFrame: 8 * 1024,
  textCommands: true,
  createFramer: suntechFramer,
  createDecoder: () => new SuntechDecoder(),
  commands: [
    'custom',
    'outputControl',
    'rebootDevice',
    'positionSingle',
    'engineStop',
    'engineResume',
    'alarmArm',
    'alarmDisarm',
  ],
  encode: encodeSuntech,
};
