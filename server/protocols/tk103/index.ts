import type { DeviceProtocol } from '../base/types';
import { Tk103Decoder } from './decoder';
import { encodeTk103 } from './encoder';
import { tk103Framer } from './frame';

/** TK103 (Coban and compatibles): `(…)` text over TCP and UDP, port 5002. */
export const tk103: DeviceProtocol = {
  name: 'tk103',
  port: 5002,
  tcp: true,
  udp: true,
  // Traccar drops unframed bytes past 1 KB; a sentence with its free text stays well below 4 KB.
  maxFrame: 4 * 1024,
  textCommands: true,
  createFramer: tk103Framer,
  createDecoder: () => new Tk103Decoder(),
  commands: [
    'custom',
    'getDeviceStatus',
    'deviceIdentification',
    'modeDeepSleep',
    'modePowerSaving',
    'alarmSos',
    'setConnection',
    'sosNumber',
    'positionSingle',
    'positionPeriodic',
    'positionStop',
    'getVersion',
    'powerOff',
    'rebootDevice',
    'setOdometer',
    'engineStop',
    'engineResume',
    'outputControl',
  ],
  encode: encodeTk103,
};
