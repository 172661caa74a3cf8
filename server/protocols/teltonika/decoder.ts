import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { lastLocation, newPosition, set } from '../base/position';
import { ByteReader, isPrintable } from '../base/reader';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { CODEC, decodeAvlRecord } from './location';

/** A command answer or serial data (codec 12): `result` of the last location. */
function decodeSerial(position: IncomingPosition, reader: ByteReader): void {
  lastLocation(position);
  const type = reader.u8();
  if (type === 0x0d) {
    // Camera data: photos are not stored.
    reader.skip(reader.readable - 5);
    return;
  }
  set(position.attributes, 'type', type);
  const data = reader.bytes(reader.u32());
  if (!isPrintable(data)) {
    set(position.attributes, 'result', data.toString('hex'));
    return;
  }
  const text = data.toString('latin1').trim();
  if (text.startsWith('UUUUww') && text.endsWith('SSS')) {
    const values = text.slice(6, -4).split(';').map(Number);
    if (values.length < 12 || values.some((v) => !Number.isFinite(v))) {
      throw new DecodeError('teltonika: bad axle load data');
    }
    for (let i = 0; i < 8; i++) set(position.attributes, `axle${i + 1}`, values[i]);
    const [loadTruck, loadTrailer, totalTruck, totalTrailer] = values.slice(8);
    Object.assign(position.attributes, { loadTruck, loadTrailer, totalTruck, totalTrailer });
  } else {
    set(position.attributes, 'result', text);
  }
}

/** A text message from the device (codec 13). */
function decodeMessage(position: IncomingPosition, reader: ByteReader): void {
  reader.u8(); // type
  const length = reader.i32() - 4;
  lastLocation(position, reader.u32() * 1000);
  const data = reader.bytes(length);
  if (!isPrintable(data)) {
    set(position.attributes, 'result', data.toString('hex'));
    return;
  }
  const text = data.toString('latin1').trim();
  if (text.startsWith('GTSL')) set(position.attributes, 'driverUniqueId', text.split('|')[4]);
  else set(position.attributes, 'result', text);
}

/**
 * Teltonika FMB and compatibles: a login with the IMEI, then AVL data packets (codecs 8, 8
 * extended, 16, GH3000) acknowledged with their record count, and command answers (codec 12).
 * Port of Traccar's TeltonikaProtocolDecoder; over UDP every datagram carries the IMEI.
 */
export class TeltonikaDecoder implements MessageDecoder {
  constructor(private readonly connectionless: boolean) {}

  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const reader = new ByteReader(frame);
    if (this.connectionless) {
      reader.u16(); // length
      reader.u16(); // packet id
      reader.u8(); // packet type
      const packetId = reader.u8();
      const imei = reader.text(reader.u16());
      return this.parseData(reader, context, packetId, imei);
    }
    if (frame.length === 1 && frame[0] === 0xff) return [];
    if (reader.u16At(0) > 0) {
      const imei = reader.text(reader.u16());
      context.reply(Buffer.from([context.identify(imei) ? 1 : 0]));
      return [];
    }
    reader.skip(4);
    return this.parseData(reader, context, 0);
  }

  private parseData(
    reader: ByteReader,
    context: DecoderContext,
    packetId: number,
    imei?: string,
  ): IncomingPosition[] {
    if (!this.connectionless) reader.u32(); // data length
    const codec = reader.u8();
    const count = reader.u8();
    if (imei !== undefined ? !context.identify(imei) : !context.identified) return [];
    const avl = {
      codec,
      model: context.model,
      extended: String(context.lookup('teltonika.extended')) === 'true',
      mcc: Number(context.lookup('geolocation.mcc') ?? 0) || 0,
    };
    const positions: IncomingPosition[] = [];
    for (let i = 0; i < count; i++) {
      const position = newPosition('teltonika', context.now);
      position.valid = true;
      if (codec === CODEC.C13) decodeMessage(position, reader);
      else if (codec === CODEC.C12) decodeSerial(position, reader);
      else decodeAvlRecord(position, reader, avl);
      if (!position.outdated || Object.keys(position.attributes).length) positions.push(position);
    }
    if (codec !== CODEC.C12 && codec !== CODEC.C13) {
      if (this.connectionless) context.reply(Buffer.from([0, 5, 0, 0, 1, packetId, count]));
      else context.reply(Buffer.from([0, 0, 0, count]));
    }
    return positions;
  }
}
