import type { DeviceProtocol } from '../base/types';
import { TeltonikaDecoder } from './decoder';
import { encodeTeltonika } from './encoder';
import { teltonikaFramer } from './frame';

/** Teltonika FMB/FMC/FMM and compatibles: codec 8/8E/16/12 over TCP and UDP, port 5027. */
export const teltonika: DeviceProtocol = {
  name: 'teltonika',
  port: 5027,
  tcp: true,
  udp: true,
  maxFrame: 32 * 1024,
  textCommands: false,
  createFramer: teltonikaFramer,
  createDecoder: () => new TeltonikaDecoder(false),
  createDatagramDecoder: () => new TeltonikaDecoder(true),
  commands: ['custom', 'positionSingle', 'engineStop', 'engineResume'],
  encode: encodeTeltonika,
};
