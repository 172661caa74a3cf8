import type { IncomingPosition } from '../../pipeline/types';
import { bit, lowBits } from '../base/bits';
import { DecodeError } from '../base/errors';
import { ByteReader } from '../base/reader';
import { lastLocation, newPosition, set } from '../base/position';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeLocation, type Jt808Context } from './location';
import { decodeLocation2 } from './location2';
import { decodeId, type Dialect, formatMessage, MSG } from './message';
import { decodeOther } from './other';
import { decodeTransparent } from './transparent';

const OPEN = 0x28;
/** JT/T 808 general response results. */
const SUCCESS = 0;
const FAILURE = 1;

/** One message's header, and how to answer it. */
export interface Header {
  type: number;
  attribute: number;
  bodyLength: number;
  id: Buffer;
  index: number;
  /** Answers with the general response (0x8001): success, or failure if it is not stored. */
  ack(): void;
  /** Sends a message of `type` to this terminal. */
  send(type: number, data: Buffer, shortIndex?: boolean): void;
}

const yyyymmddhhmmss = (time: number) =>
  new Date(time).toISOString().replace(/[-:T]/g, '').slice(0, 14);

/**
 * JT/T 808 (Chinese standard terminals, 2011/2013/2019): registration, authentication,
 * heartbeats and locations answered with the general response; location batches, JT600-style
 * reports, transparent data and command answers. Remembers the terminal's delimiter and
 * protocol version, in which commands are written. Port of Traccar's Jt808ProtocolDecoder.
 */
export class Jt808Decoder implements MessageDecoder, Dialect {
  delimiter = 0x7e;
  protocolVersion: number | null = null;

  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    if (frame[0] === OPEN) return this.decodeText(frame.toString('latin1'), context);
    if (frame.length < 12) throw new DecodeError('jt808: message too short');
    const r = new ByteReader(frame);
    this.delimiter = r.u8();
    const type = r.u16();
    const attribute = r.u16();
    this.protocolVersion = bit(attribute, 14) ? r.u8() : null;
    const id = Buffer.from(
      r.bytes(this.protocolVersion !== null ? 10 : this.delimiter === 0xe7 ? 7 : 6),
    );
    const short = type === MSG.locationReport2 || type === MSG.locationReportBlind;
    const index = short ? r.u8() : r.u16();
    const uniqueId = decodeId(id);
    const stripped = uniqueId.replace(/^0+/, '');
    const known =
      stripped === uniqueId ? context.identify(uniqueId) : context.identify(stripped, uniqueId);
    if (!known) return [];
    const send = (type: number, data: Buffer, shortIndex = false) =>
      formatMessage(this, type, id, shortIndex, data);
    const general = (result: number) => {
      const body = Buffer.alloc(5);
      body.writeUInt16BE(index, 0);
      body.writeUInt16BE(type, 2);
      body[4] = result;
      return send(MSG.generalResponse, body);
    };
    const header: Header = {
      type,
      attribute,
      bodyLength: lowBits(attribute, 10),
      id,
      index,
      ack: () => {
        context.reply(general(SUCCESS));
        context.replyIfRefused(general(FAILURE));
      },
      send: (t, data, shortIndex) => context.reply(send(t, data, shortIndex)),
    };
    const c: Jt808Context = {
      context,
      model: context.model,
      zone: String(context.lookup('decoder.timezone') ?? 'GMT+8'),
    };
    return this.decodeMessage(c, header, r);
  }

  private decodeMessage(c: Jt808Context, h: Header, r: ByteReader): IncomingPosition[] {
    switch (h.type) {
      case MSG.locationReport:
        h.ack();
        return [decodeLocation(c, r)];
      case MSG.locationReport2:
      case MSG.locationReportBlind: {
        if (bit(h.attribute, 15)) {
          const body = Buffer.alloc(3);
          body.writeUInt16BE(h.type, 0);
          h.send(MSG.generalResponse2, body, true);
        }
        return [decodeLocation2(c, r, h.type)];
      }
      case MSG.transparent: {
        h.ack();
        const position = decodeTransparent(c, r);
        return position ? [position] : [];
      }
      default:
        return decodeOther(c, h, r);
    }
  }

  /** `(…BASE,2,TIME)` asks for the time; any other text is a command's answer. */
  private decodeText(sentence: string, context: DecoderContext): IncomingPosition[] {
    if (sentence.includes('BASE,2')) {
      context.reply(sentence.replace('TIME', yyyymmddhhmmss(context.now)));
      return [];
    }
    if (!context.identified) return [];
    const position = newPosition('jt808', context.now);
    lastLocation(position);
    set(position.attributes, 'result', sentence);
    return [position];
  }
}
