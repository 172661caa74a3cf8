import type { DeviceProtocol } from '../base/types';
import { WatchDecoder } from './decoder';
import { encodeWatch } from './encoder';
import { watchFramer } from './frame';

/** Kids' watches and personal trackers (3G/SG/CS/ZJ dialects): text over TCP, port 5093. */
export const watch: DeviceProtocol = {
  name: 'watch',
  port: 5093,
  tcp: true,
  udp: false,
  maxFrame: 32 * 1024,
  textCommands: true,
  createFramer: watchFramer,
  createDecoder: () => new WatchDecoder(),
  commands: [
    'custom',
    'positionSingle',
    'positionPeriodic',
    'sosNumber',
    'alarmSos',
    'alarmBattery',
    'rebootDevice',
    'powerOff',
    'alarmRemove',
    'silenceTime',
    'alarmClock',
    'setPhonebook',
    'message',
    'voiceMessage',
    'setTimezone',
    'setIndicator',
  ],
  encode: encodeWatch,
};
