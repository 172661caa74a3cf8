import type { DeviceProtocol } from './base/types';
import { gl200 } from './gl200';
import { gps103 } from './gps103';
import { gt06 } from './gt06';
import { h02 } from './h02';
import { jt808 } from './jt808';
import { meitrack } from './meitrack';
import { suntech } from './suntech';
import { teltonika } from './teltonika';
import { tk103 } from './tk103';
import { watch } from './watch';

/**
 * The device protocols Farol listens for, each on Traccar's default port unless the option
 * `<name>.port` moves it (0 turns it off). OsmAnd (HTTP) is started on its own in `app.ts`.
 */
export const DEVICE_PROTOCOLS: readonly DeviceProtocol[] = [
  gt06,
  h02,
  teltonika,
  gps103,
  suntech,
  tk103,
  watch,
  meitrack,
  gl200,
  jt808,
];

/** A device protocol by name. */
export const deviceProtocol = (name: string): DeviceProtocol | undefined =>
  DEVICE_PROTOCOLS.find((protocol) => protocol.name === name);
