import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { parseDouble, parseInt10 } from '../base/pattern';
import { addAlarm, lastLocation, newPosition, set } from '../base/position';
import type { DecoderContext, MessageDecoder } from '../base/types';
import { decodeWatchPosition } from './position';

const HEALTH = new Set(['pulse', 'heart', 'blood', 'bphrt', 'temp', 'btemp2', 'oxygen']);

/**
 * Kids' watches and personal trackers (`[SG*id*len*TYPE,…]`, with an optional index):
 * INIT, LK keep-alives, UD/AL locations with cells and Wi-Fi, health readings. Port of
 * Traccar's WatchProtocolDecoder (voice and image uploads are not stored).
 */
export class WatchDecoder implements MessageDecoder {
  /** Whether the device numbers its messages (commands then carry an index too). */
  hasIndex = false;
  /** The two letters the device speaks with (`SG`, `3G`, `CS`, `ZJ`…). */
  manufacturer = 'CS';

  decode(frame: Buffer, context: DecoderContext): IncomingPosition[] {
    const text = frame.toString('latin1');
    if (text[0] !== '[' || text[3] !== '*' || !text.endsWith(']')) {
      throw new DecodeError('watch: not a [..*id*len*content] frame');
    }
    const manufacturer = text.slice(1, 3);
    const idEnd = text.indexOf('*', 4);
    if (idEnd < 0) throw new DecodeError('watch: no id');
    const id = text.slice(4, idEnd);
    if (!context.identify(id)) return [];
    this.manufacturer = manufacturer;
    let at = idEnd + 1;
    let index: string | null = null;
    const next = text.indexOf('*', at);
    if (
      next + 5 < text.length &&
      text[next + 5] === '*' &&
      /^[0-9a-fA-F]{4}$/.test(text.slice(next + 1, next + 5))
    ) {
      this.hasIndex = true;
      index = text.slice(at, next);
      at = next + 1;
    }
    at += 5; // length and '*'
    if (at > text.length - 1) throw new DecodeError('watch: no content');
    const content = text.slice(at, -1);
    const comma = content.indexOf(',');
    const type = comma < 0 ? content : content.slice(0, comma);
    const body = comma < 0 ? '' : content.slice(comma + 1);
    const answer = (reply: string) => {
      const length = reply.length.toString(16).padStart(4, '0');
      context.reply(
        `[${manufacturer}*${id}*${index === null ? '' : `${index}*`}${length}*${reply}]`,
      );
    };
    const position = newPosition('watch', context.now);
    const attributes = position.attributes;
    if (type === 'INIT') answer('INIT,1');
    else if (type === 'LK') {
      answer('LK');
      const values = body.split(',');
      if (body && values.length >= 3) {
        lastLocation(position);
        set(attributes, 'batteryLevel', parseInt10(values[2]!));
        set(attributes, 'steps', parseInt10(values[0]!));
        return [position];
      }
    } else if (/^(UD|AL|WT)/.test(type)) {
      const located = decodeWatchPosition(position, body);
      if (type.startsWith('AL')) {
        if (located && attributes.alarm === undefined) addAlarm(attributes, 'general');
        answer('AL');
      }
      return located ? [position] : [];
    } else if (type === 'TKQ' || type === 'TKQ2') answer(type);
    else if (HEALTH.has(type.toLowerCase()) && body) {
      lastLocation(position, context.now);
      decodeHealth(position, type.toLowerCase(), body.split(','));
      return [position];
    } else if (type === 'JXTK') {
      answer('JXTKR,1');
    }
    return [];
  }
}

function decodeHealth(position: IncomingPosition, type: string, values: string[]): void {
  const attributes = position.attributes;
  const value = (i: number) => values[i] ?? '';
  if (type === 'temp') set(attributes, 'temp1', parseDouble(value(0)));
  else if (type === 'btemp2') {
    if (parseInt10(value(0)) > 0) set(attributes, 'temp1', parseDouble(value(1)));
  } else if (type === 'oxygen') set(attributes, 'bloodOxygen', parseInt10(value(1)));
  else {
    let i = 0;
    if (type === 'bphrt' || type === 'blood') {
      set(attributes, 'pressureHigh', value(i++));
      set(attributes, 'pressureLow', value(i++));
    }
    if (i <= values.length - 1) set(attributes, 'heartRate', parseInt10(value(i)));
  }
}
