import type { DeviceProtocol } from '../base/types';
import { MeitrackDecoder } from './decoder';
import { encodeMeitrack } from './encoder';
import { meitrackFramer } from './frame';

/** Meitrack (MVT, T3, T366, P88L…): `$$` text and binary frames over TCP and UDP, port 5020. */
export const meitrack: DeviceProtocol = {
  name: 'meitrack',
  port: 5020,
  tcp: true,
  udp: true,
  // Traccar's MAX_FRAME_LENGTH_LARGE: binary batches and photo parts run to a few KB.
  maxFrame: 32 * 1024,
  textCommands: true,
  createFramer: meitrackFramer,
  createDecoder: () => new MeitrackDecoder(),
  commands: [
    'custom',
    'positionSingle',
    'engineStop',
    'engineResume',
    'alarmArm',
    'alarmDisarm',
    'requestPhoto',
    'sendSms',
  ],
  encode: encodeMeitrack,
};
