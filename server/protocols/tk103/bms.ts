import type { IncomingPosition } from '../../pipeline/types';
import { DecodeError } from '../base/errors';
import { parseHex } from '../base/pattern';
import { set } from '../base/position';
import { ByteReader } from '../base/reader';

const hexBytes = (text: string): ByteReader => {
  if (!/^([0-9a-fA-F]{2})*$/.test(text)) throw new DecodeError('tk103: BMS data is not hex');
  return new ByteReader(Buffer.from(text, 'hex'));
};

/** BS50: a binary battery management report. */
function decodeBs50(position: IncomingPosition, payload: string): void {
  const a = position.attributes;
  const r = hexBytes(payload);
  r.skip(3); // header
  const batteries = r.u8();
  for (let i = 1; i <= 24; i++) {
    const voltage = r.u16le();
    if (i <= batteries) set(a, `battery${i}`, voltage / 1000);
  }
  set(a, 'charge', r.u8() === 0);
  set(a, 'current', r.u16le() / 10);
  set(a, 'battery', r.u16le() / 100);
  set(a, 'batteryLevel', r.u8());
  set(a, 'batteryOverheat', r.u8() > 0);
  set(a, 'chargeProtection', r.u8() > 0);
  set(a, 'dischargeProtection', r.u8() > 0);
  r.skip(2); // drop line, balanced
  set(a, 'cycles', r.u16le());
  set(a, 'faultAlarm', r.u8());
  r.skip(6);
  const temperatures = r.u8();
  set(a, 'powerTemp', r.u8() - 40);
  set(a, 'equilibriumTemp', r.u8() - 40);
  for (let i = 1; i <= 7; i++) {
    const temperature = r.u8() - 40;
    if (i <= temperatures) set(a, `batteryTemp${i}`, temperature);
  }
  set(a, 'calibrationCapacity', r.u16le() / 100);
  set(a, 'dischargeCapacity', r.u32le());
}

/** BS51: `key:hex` pairs of a battery management system. */
function decodeBs51(position: IncomingPosition, payload: string): void {
  const a = position.attributes;
  for (const value of payload.split(',')) {
    const [key = '', data = ''] = value.split(':');
    const r = hexBytes(data);
    switch (parseHex(key)) {
      case 0x90:
        set(a, 'cumulativeVoltage', r.u16le() / 10);
        set(a, 'gatherVoltage', r.u16le() / 10);
        set(a, 'current', (r.u16le() - 30000) / 10);
        set(a, 'soc', r.u16le() / 10);
        break;
      case 0x91:
        set(a, 'maxCellVoltage', r.u16le() / 1000);
        set(a, 'maxCellVoltageCount', r.u8());
        set(a, 'minCellVoltage', r.u16le() / 1000);
        set(a, 'minCellVoltageCount', r.u8());
        break;
      case 0x92:
        set(a, 'maxTemp', r.u8() - 40);
        set(a, 'maxTempCount', r.u8());
        set(a, 'minTemp', r.u8() - 40);
        set(a, 'minTempCount', r.u8());
        break;
      case 0x96:
        r.u8(); // frame
        while (r.readable > 0) set(a, `cellTemp${r.index}`, r.u8() - 40);
        break;
    }
  }
}

/** A battery management report (BS50 binary or BS51 pairs) after the id and type. */
export function decodeBms(position: IncomingPosition, sentence: string): void {
  const payload = sentence.slice(1 + 12 + 4, -1);
  if (sentence.startsWith('BS50', 13)) decodeBs50(position, payload);
  else decodeBs51(position, payload);
}
