import type { IncomingPosition } from '../../pipeline/types';
import type { ByteReader } from '../base/reader';
import { lastLocation, newPosition, set } from '../base/position';
import type { Header } from './decoder';
import { decodeLocation, type Jt808Context, readDate } from './location';
import { decodeId, MSG } from './message';
import { javaTrim } from '../base/fields';

/** A position at the last location, for messages that carry no fix. */
function withoutFix(c: Jt808Context, deviceTime?: number | null): IncomingPosition {
  const position = newPosition('jt808', c.context.now);
  lastLocation(position, deviceTime);
  return position;
}

/** The registration answer: success and the authentication code (the terminal id). */
function register(h: Header): void {
  const code = Buffer.from(decodeId(h.id), 'latin1');
  const body = Buffer.alloc(3);
  body.writeUInt16BE(h.index, 0);
  h.send(MSG.terminalRegisterResponse, Buffer.concat([body, code]));
}

function timeSync(h: Header, now: number): void {
  const d = new Date(now);
  const body = Buffer.alloc(8);
  body.writeUInt16BE(d.getUTCFullYear(), 0);
  body[2] = d.getUTCMonth() + 1;
  body[3] = d.getUTCDate();
  body[4] = d.getUTCHours();
  body[5] = d.getUTCMinutes();
  body[6] = d.getUTCSeconds();
  h.send(MSG.timeSyncResponse, body);
}

/** A batch of locations (0x0704, or 0x0210 with one-byte lengths). */
function decodeBatch(c: Jt808Context, r: ByteReader, type: number): IncomingPosition[] {
  let archive = false;
  if (type === MSG.locationBatch) {
    r.u16(); // count
    archive = r.u8() > 0;
  }
  const positions: IncomingPosition[] = [];
  while (r.readable > 2) {
    const length = type === MSG.locationBatch2 ? r.u8() : r.u16();
    const position = decodeLocation(c, r.sub(length));
    if (archive) set(position.attributes, 'archive', true);
    positions.push(position);
  }
  return positions;
}

function decodeAcceleration(c: Jt808Context, r: ByteReader): IncomingPosition {
  const position = withoutFix(c);
  const word = () => {
    const v = r.u16();
    return v & 0x8000 ? -(v & 0x7fff) : v & 0x7fff;
  };
  const samples: string[] = [];
  while (r.readable > 2) {
    r.skip(6); // time
    samples.push(`[${word()},${word()},${word()}]`);
  }
  set(position.attributes, 'gSensor', `[${samples.join(',')}]`);
  return position;
}

function decodeDriver(c: Jt808Context, r: ByteReader): IncomingPosition {
  const position = withoutFix(c);
  const a = position.attributes;
  set(a, 'cardStatus', r.u8());
  position.deviceTime = readDate(r, c.zone);
  set(a, 'cardResult', r.u8());
  set(a, 'driver', r.text(r.u8()));
  set(a, 'cardCode', javaTrim(r.text(20)));
  set(a, 'cardAgency', r.text(r.u8()));
  set(a, 'cardValidity', r.hex(4));
  return position;
}

const RESULTS = ['success', 'failure', 'invalid', 'unsupported', 'alarm confirmed'];

/**
 * The terminal's general response to a platform message (0x0001), kept as a command result
 * (`8105 success`); Traccar reads past it, but it is how a terminal answers engine commands.
 */
function decodeTerminalResponse(c: Jt808Context, r: ByteReader): IncomingPosition {
  const position = withoutFix(c);
  r.u16(); // serial
  const type = r.u16().toString(16).padStart(4, '0');
  const code = r.u8();
  set(position.attributes, 'result', `${type} ${RESULTS[code] ?? code}`);
  return position;
}

/** Registration, heartbeats, batches, text and command answers (all but locations). */
export function decodeOther(c: Jt808Context, h: Header, r: ByteReader): IncomingPosition[] {
  switch (h.type) {
    case MSG.terminalGeneralResponse:
      return [decodeTerminalResponse(c, r)];
    case MSG.terminalRegister:
      register(h);
      return [];
    case MSG.reportTextMessage: {
      h.ack();
      const position = withoutFix(c);
      r.u8(); // encoding
      set(position.attributes, 'result', r.text(r.readable - 2));
      return [position];
    }
    case MSG.textMessageResponse: {
      const position = withoutFix(c);
      r.u16(); // response serial number
      const bytes = Buffer.from(r.bytes(h.bodyLength - 2));
      const text = bytes
        .subarray(0, bytes.length & ~1)
        .swap16()
        .toString('utf16le');
      set(position.attributes, 'result', javaTrim(text));
      return [position];
    }
    case MSG.heartbeat: {
      h.ack();
      if (r.readable < 4) return [];
      const position = withoutFix(c);
      set(position.attributes, 'batteryLevel', r.u8());
      set(position.attributes, 'rssi', r.u8());
      set(position.attributes, 'status', r.u8());
      return [position];
    }
    case MSG.terminalAuth:
    case MSG.heartbeat2:
    case MSG.photo:
    case MSG.terminalLogout:
    case MSG.timezoneSync:
      h.ack();
      return [];
    case MSG.terminalAttributes: {
      h.ack();
      const position = withoutFix(c);
      r.skip(2 + 5 + 20 + 7); // type, manufacturer, model, terminal id
      set(position.attributes, 'iccid', r.hex(10));
      return [position];
    }
    case MSG.locationBatch2:
      h.ack();
      if (h.bodyLength === 7) {
        const position = newPosition('jt808', c.context.now);
        set(position.attributes, 'batteryLevel', r.u8());
        lastLocation(position, readDate(r, c.zone));
        return [position];
      }
      return decodeBatch(c, r, h.type);
    case MSG.locationBatch:
      h.ack();
      return decodeBatch(c, r, h.type);
    case MSG.timeSyncRequest:
      timeSync(h, c.context.now);
      return [];
    case MSG.acceleration:
      return [decodeAcceleration(c, r)];
    case MSG.commandResponse: {
      const position = withoutFix(c);
      set(position.attributes, 'result', r.text(r.u32()));
      return [position];
    }
    case MSG.driverIdentity:
      return [decodeDriver(c, r)];
    default:
      return [];
  }
}
