import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { lastLocation, newPosition, set } from '../base/position';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeBinaryC } from './binaryC';
import { decodeBinaryE } from './binaryE';
import { decodeRegular } from './regular';
import { meitrackReply } from './reply';

const COMMA = 0x2c;
/** Answers to the commands Farol sends (`C01,OK`…), kept as command results. */
const ANSWERS = new Set(['A11', 'A12', 'A13', 'B21', 'C01', 'C02', 'D03', 'F01', 'F02']);

/** A position at the last location that carries a command's `result`. */
function result(context: DecoderContext, imei: string, text: string): IncomingPosition[] {
  if (!context.identify(imei)) return [];
  const position = newPosition('meitrack', context.now);
  lastLocation(position);
  set(position.attributes, 'result', text);
  return [position];
}

/**
 * Meitrack (MVT, T3, T366, P88L…): `$$` frames of text reports (`AAA`) and binary batches
 * (`CCC`, `CCE`) over TCP and UDP. Answers `AAC` and `CCC` as Traccar does; command answers
 * (`D82`, and the `OK` of the commands Farol sends) become results. Photos (`D00`) are not
 * stored. Port of Traccar's MeitrackProtocolDecoder.
 */
export class MeitrackDecoder implements MessageDecoder {
  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const comma = frame.indexOf(COMMA);
    if (comma === -1) throw new DecodeError('meitrack: no comma');
    const imei = frame.toString('latin1', comma + 1, comma + 16);
    const next = frame.indexOf(COMMA, comma + 1);
    if (next === -1) throw new DecodeError('meitrack: no type');
    const type = frame.toString('latin1', next + 1, next + 4);
    const text = (): string => {
      const body = frame.toString('latin1', next + 1);
      const star = body.lastIndexOf('*');
      return star === -1 ? body : body.slice(0, star);
    };
    switch (type) {
      case 'AAC':
        // The device is known by it, though Traccar answers before looking.
        context.identify(imei);
        context.reply(meitrackReply('@@', 'z', imei, 'AAC,1'));
        return [];
      case 'D00':
        return [];
      case 'D82':
        return result(context, imei, text());
      case 'CCC':
        return decodeBinaryC(frame, comma, context);
      case 'CCE':
        return decodeBinaryE(frame, comma, context);
    }
    const positions = decodeRegular(frame.toString('latin1'), context);
    if (positions) return positions;
    // An answer like `C01,OK` to a command: `D03` (a photo taken) stays silent, as in Traccar.
    if (ANSWERS.has(type) && type !== 'D03') return result(context, imei, text());
    return [];
  }
}
