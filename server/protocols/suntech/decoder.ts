import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { Fields } from '../base/fields';
import { parseInt10 } from '../base/pattern';
import { lastLocation, newPosition, set } from '../base/position';
import { ByteReader } from '../base/reader';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeBinary, decodeZip } from './binary';
import { suntechOptions } from './common';
import { CrashReports } from './crash';
import { decode2356, decode4, decode9, isLegacyReport } from './legacy';
import { decodeUniversal, isUniversalType } from './universal';

const ZIP = 0x02;
const ZIP_REPORT = 0x10;
const ST9_TYPES = ['Location', 'Emergency', 'Alert'];

/**
 * Suntech (ST200 to ST900 and the universal protocol): `;`-separated text reports ending in
 * `\r`, compressed `0x02` reports and binary universal reports; nothing is acknowledged. Keeps
 * what the encoder needs to answer in the device's dialect: whether it speaks the universal
 * protocol, and its report prefix (`SA200STT` → commands `SA200CMD`). Port of Traccar's
 * SuntechProtocolDecoder.
 */
export class SuntechDecoder implements MessageDecoder {
  universal = false;
  prefix: string | null = null;
  private readonly crashes = new CrashReports();

  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    if (frame.length < 2) throw new DecodeError('suntech: frame too short');
    if (frame[0] === ZIP) return this.decodeZip(frame, context);
    if (frame[1] === 0) {
      this.universal = true;
      return this.decodeBinary(frame, context);
    }
    const values = frame.toString('latin1').split(';');
    const prefix = (this.prefix = values[0]!);
    if (prefix === 'CRR') return this.decodeCrash(frame, context);
    if (prefix.length < 5) {
      this.universal = true;
      if (!isUniversalType(prefix)) return [];
      return this.decodeText(context, values, 1, (position, fields) =>
        decodeUniversal(position, fields, prefix),
      );
    }
    if (prefix.endsWith('HTE')) {
      return this.decodeText(context, values, 1, (position) => {
        lastLocation(position);
        set(position.attributes, 'driverUniqueId', values[values.length - 1]);
      });
    }
    const options = suntechOptions(context);
    if (prefix.startsWith('ST9')) {
      const type = values[1] ?? '';
      if (!ST9_TYPES.includes(type)) return [];
      return this.decodeText(context, values, 2, (position, fields) =>
        decode9(position, fields, type, options),
      );
    }
    const type = prefix.slice(5);
    if (prefix.startsWith('ST4')) {
      if (type !== 'STT' && type !== 'ALT') return [];
      return this.decodeText(context, values, 1, (position, fields) => {
        set(position.attributes, 'type', type);
        decode4(position, fields);
      });
    }
    if (!prefix.startsWith('S')) return [];
    const result = values[1] === 'Res';
    return this.decodeText(context, values, result ? 2 : 1, (position, fields) => {
      set(position.attributes, 'type', type);
      if (result) {
        lastLocation(position);
        set(position.attributes, 'result', fields.rest().join(';'));
      } else if (isLegacyReport(type)) {
        decode2356(position, fields, prefix.slice(0, 5), type, options);
      } else return false;
      return true;
    });
  }

  /**
   * Identifies the device named at `idIndex` and decodes the rest of the report into a new
   * position; `decode` returns false for a report that carries no position (a keep-alive).
   */
  private decodeText(
    context: DecoderContext,
    values: string[],
    idIndex: number,
    decode: (position: IncomingPosition, fields: Fields) => boolean | void,
  ): IncomingPosition[] {
    const fields = new Fields(values, idIndex);
    if (!context.identify(fields.text())) return [];
    const position = newPosition('suntech', context.now);
    return decode(position, fields) === false ? [] : [position];
  }

  private decodeZip(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const r = new ByteReader(frame, 3);
    if (r.u8() !== ZIP_REPORT) return [];
    if (!context.identify(r.hex(5).slice(0, 9))) return [];
    const position = newPosition('suntech', context.now);
    decodeZip(position, r, suntechOptions(context).hbm);
    return [position];
  }

  private decodeBinary(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const r = new ByteReader(frame);
    const type = r.u8();
    r.skip(2); // length
    if (!context.identify(r.hex(5))) return [];
    const position = newPosition('suntech', context.now);
    decodeBinary(position, r, type);
    return [position];
  }

  private decodeCrash(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    if (frame.length < 26 || frame[3] !== 0x3b) return [];
    const values = frame.toString('latin1', 0, 23).split(';');
    if (!context.identify(values[1] ?? '')) return [];
    const index = parseInt10(values[2] ?? '');
    const total = parseInt10(values[3] ?? '');
    return this.crashes.add(Buffer.from(frame.subarray(23, frame.length - 3)), index, total);
  }
}
