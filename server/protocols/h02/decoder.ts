import type { IncomingPosition } from '../../pipeline/types';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeH02Binary } from './binary';
import { decodeH02Text } from './text';

/**
 * H02 (Sinotrack and many cheap trackers): `*HQ,…#` text sentences and a binary `$` form.
 * Port of Traccar's H02ProtocolDecoder.
 */
export class H02Decoder implements MessageDecoder {
  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    switch (frame[0]) {
      case 0x2a:
        return decodeH02Text(frame, context);
      case 0x24:
        return decodeH02Binary(frame, context);
      default:
        return [];
    }
  }
}
