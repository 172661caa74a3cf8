import type { IncomingPosition } from '../../pipeline/types';
import { lookupBoolean } from '../../pipeline/attributes';
import { DecodeError } from '../base/errors';
import { Fields, splitFields } from '../base/fields';
import { set } from '../base/position';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeBaa, decodeBid, decodeDtt } from './accessories';
import { decodeBasic } from './basic';
import { decodeCan } from './can';
import type { Gl200Context } from './common';
import { decodeEri } from './eri';
import { isBinary } from './frame';
import { decodeFri } from './fri';
import { decodeGsm, decodeLbs, decodeWif } from './network';
import {
  decodeDar,
  decodeIda,
  decodeLsa,
  decodeLsw,
  decodeObd,
  decodePna,
  decodeVer,
} from './reports';
import { decodeAck, decodeDat, decodeIgn, decodeInf } from './status';

type Decoded = IncomingPosition | IncomingPosition[] | null;

/** The decoder of each report type (`FRI` of `+RESP:GTFRI`). */
const REPORTS: Record<
  string,
  (c: Gl200Context, sentence: string, values: string[], type: string) => Decoded
> = {
  INF: (c, _s, v) => decodeInf(c, new Fields(v)),
  OBD: (c, s) => decodeObd(c, s),
  CAN: (c, _s, v) => decodeCan(c, new Fields(v)),
  ERI: (c, _s, v) => decodeEri(c, new Fields(v)),
  LSW: (c, s) => decodeLsw(c, s),
  TSW: (c, s) => decodeLsw(c, s),
  IDA: (c, s) => decodeIda(c, s),
  WIF: (c, s) => decodeWif(c, s),
  GSM: (c, s) => decodeGsm(c, s),
  VER: (c, s) => decodeVer(c, s),
  PNA: (c, s) => decodePna(c, s),
  PFA: (c, s) => decodePna(c, s),
  DAR: (c, s) => decodeDar(c, s),
  DTT: (c, s) => decodeDtt(c, s),
  BAA: (c, s) => decodeBaa(c, s),
  BID: (c, s) => decodeBid(c, s),
  LSA: (c, s) => decodeLsa(c, s),
  LBS: (c, _s, v) => decodeLbs(c, new Fields(v)),
  DAT: (c, _s, v) => decodeDat(c, new Fields(v)),
};
for (const type of ['CTN', 'FRI', 'GEO', 'RTL', 'DOG', 'STR'])
  REPORTS[type] = (c, s) => decodeFri(c, s);
for (const type of ['IGN', 'IGF', 'VGN', 'VGF']) {
  REPORTS[type] = (c, _s, v, t) => decodeIgn(c, new Fields(v), t);
}

/**
 * Queclink GL200/GV/GL/GMT… text reports (`+RESP:GTFRI,…$`, `+BUFF:…`, `+ACK:…`), port of
 * Traccar's Gl200TextProtocolDecoder. Heartbeats are answered; with `gl200.ack` every report
 * is acknowledged (`+SACK:<count>$`). Binary reports are refused.
 */
export class Gl200Decoder implements MessageDecoder {
  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    if (frame.length < 2 || isBinary(frame))
      throw new DecodeError('gl200: binary reports are not read');
    const sentence = frame.toString('latin1').replace(/\$$/, '');
    const typeIndex = sentence.indexOf(':GT');
    if (typeIndex < 0) return [];
    const values = splitFields(sentence, ',');
    const c: Gl200Context = {
      context,
      ignoreFixTime: lookupBoolean(context.lookup, 'gl200.ignoreFixTime', false),
    };
    const type = sentence.slice(typeIndex + 3, typeIndex + 6);
    let positions: IncomingPosition[];
    if (sentence.startsWith('+ACK')) {
      positions = decodeAck(c, values);
    } else {
      const decoded = REPORTS[type]?.(c, sentence, values, type) ?? decodeBasic(c, values, type);
      positions = decoded === null ? [] : Array.isArray(decoded) ? decoded : [decoded];
      for (const position of positions) set(position.attributes, 'type', type);
    }
    if (lookupBoolean(context.lookup, 'gl200.ack', false)) {
      context.reply(`+SACK:${values[values.length - 1]}$`);
    }
    return positions;
  }
}
