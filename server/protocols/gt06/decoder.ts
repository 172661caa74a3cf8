import type { IncomingPosition } from '../../pipeline/types';
import { bit } from '../base/bits';
import { DecodeError } from '../base/errors';
import { lastLocation, newPosition, set } from '../base/position';
import { ByteReader } from '../base/reader';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeEarly } from './early';
import { decodeLate } from './late';
import { decodeLocationMessage, isLocationMessage } from './standard';
import { detectVariant, MSG, NT_MODELS, VL_MODELS } from './messages';
import { gt06Frame } from './reply';
import type { Gt06Frame } from './location';

/** What one GT06 message handler sees. */
export interface Gt06Message extends Gt06Frame {
  reader: ByteReader;
  context: DecoderContext;
  position: IncomingPosition;
  type: number;
  extended: boolean;
  /** The length field of the header. */
  length: number;
  model: string | null;
  modelNT: boolean;
  /** The frame's serial number (two bytes before the CRC). */
  serial(): number;
  /** Answers with the frame's type and serial (the acknowledgement GT06 devices wait for). */
  ack(extended?: boolean, type?: number): void;
}

/** The time zone offset of a login's extension bits (minutes east, sign in bit 3). */
function loginOffset(bits: number): number {
  const hours = Math.floor((bits >> 4) / 100);
  const minutes = (bits >> 4) % 100;
  const offset = (hours * 60 + minutes) * 60_000;
  return bits & 0x8 ? -offset : offset;
}

/**
 * GT06 (Concox and its many clones): binary frames; a login with the IMEI, then locations,
 * status (heartbeats), alarms and command answers, each acknowledged with its serial number.
 * Port of Traccar's Gt06ProtocolDecoder (media upload messages are not decoded).
 */
export class Gt06Decoder implements MessageDecoder {
  /** Device clock offset from UTC (ms), learnt at login. */
  private offset = 0;

  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const reader = new ByteReader(frame);
    const variant = detectVariant(frame);
    const extended = reader.u16() !== 0x7878;
    const length = extended ? reader.u16() : reader.u8();
    const type = reader.u8();
    if (frame.length < 10) throw new DecodeError('gt06: frame too short');
    if (type !== MSG.LOGIN && !context.identified) return [];
    const model = context.model?.toUpperCase() ?? null;
    const message: Gt06Message = {
      reader,
      context,
      position: newPosition('gt06', context.now),
      type,
      extended,
      length,
      variant,
      offset: this.offset,
      model,
      modelLW: model?.startsWith('LW') ?? false,
      modelSW: model === 'SEEWORLD',
      modelNT: model !== null && NT_MODELS.has(model),
      modelVL: model !== null && VL_MODELS.has(model),
      serial: () => reader.u16At(frame.length - 6),
      ack: (ext = false, replyType = type) =>
        context.reply(gt06Frame(ext, replyType, reader.u16At(frame.length - 6))),
    };
    if (type === MSG.LOGIN) {
      this.login(message);
      return [];
    }
    if (type === MSG.HEARTBEAT) return [this.heartbeat(message)];
    const early = decodeEarly(message);
    if (early !== undefined) return early ? [early] : [];
    if (isLocationMessage(message)) {
      const position = decodeLocationMessage(message);
      if (!position) return [];
      message.ack();
      return [position];
    }
    const position = decodeLate(message);
    return position ? [position] : [];
  }

  private login(message: Gt06Message): void {
    const { reader, context, length } = message;
    const imei = reader.hex(8).slice(1);
    reader.u16(); // type identification code
    if (!context.identify(imei)) return;
    const zone = context.lookup('decoder.timezone');
    if (zone === undefined && length - 5 > 10) this.offset = loginOffset(reader.u16());
    message.ack();
  }

  private heartbeat(message: Gt06Message): IncomingPosition {
    const { reader, position } = message;
    lastLocation(position);
    const status = reader.u8();
    set(position.attributes, 'armed', bit(status, 0));
    set(position.attributes, 'ignition', bit(status, 1));
    set(position.attributes, 'charge', bit(status, 2));
    if (reader.readable >= 2 + 6) set(position.attributes, 'battery', reader.u16() / 100);
    if (reader.readable >= 1 + 6) set(position.attributes, 'rssi', reader.u8());
    message.ack();
    return position;
  }
}
