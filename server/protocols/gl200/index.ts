import type { DeviceProtocol } from '../base/types';
import { Gl200Decoder } from './decoder';
import { encodeGl200 } from './encoder';
import { gl200Framer } from './frame';

/** Queclink (GL200, GL300, GV55, GV300, GV350…): text reports over TCP and UDP, port 5004. */
export const gl200: DeviceProtocol = {
  name: 'gl200',
  port: 5004,
  tcp: true,
  udp: true,
  // Traccar allows 1 KB; long extended reports get some room.
  maxFrame: 2048,
  textCommands: true,
  createFramer: gl200Framer,
  createDecoder: () => new Gl200Decoder(),
  commands: [
    'custom',
    'positionSingle',
    'engineStop',
    'engineResume',
    'deviceIdentification',
    'rebootDevice',
  ],
  encode: encodeGl200,
};
