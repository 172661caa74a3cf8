import type { IncomingPosition } from '../../pipeline/types';
import { bit, bits } from '../base/bits';
import { parseInt10, type Parser } from '../base/pattern';
import { newPosition, set, setTime } from '../base/position';
import type { DecoderContext } from '../base/types';

/** What every GL200 report decoder reads: the connection, and `gl200.ignoreFixTime`. */
export interface Gl200Context {
  context: DecoderContext;
  /** The report's time replaces the fix time (Traccar's ignoreFixTime). */
  ignoreFixTime: boolean;
}

/** A new position once the device named by `uniqueId` is identified, else null. */
export function identified(c: Gl200Context, uniqueId: string): IncomingPosition | null {
  return c.context.identify(uniqueId) ? newPosition('gl200', c.context.now) : null;
}

/** The position of a report matched by `parser` (its first group the IMEI), or null. */
export function initPosition(c: Gl200Context, parser: Parser): IncomingPosition | null {
  return parser.matches() ? identified(c, parser.next()) : null;
}

/** The time a report was sent: the device time, or the fix time with ignoreFixTime. */
export function reportTime(c: Gl200Context, position: IncomingPosition, time: number): void {
  if (c.ignoreFixTime) setTime(position, time);
  else position.deviceTime = time;
}

/** The report time from the parser's next six groups, when present. */
export function decodeDeviceTime(c: Gl200Context, position: IncomingPosition, parser: Parser) {
  if (parser.hasNext(6)) reportTime(c, position, parser.nextDateTime());
}

/** An analog input: `F<n>` is a fuel level, else millivolts. */
export function decodeAnalog(position: IncomingPosition, index: number, text: string): void {
  if (text.startsWith('F')) set(position.attributes, `fuel${index}`, parseInt10(text.slice(1)));
  else set(position.attributes, `adc${index}`, parseInt10(text) / 1000);
}

/** The device status: ignition, inputs and outputs. */
export function decodeStatus(position: IncomingPosition, value: number): void {
  const a = position.attributes;
  const ignition = bits(value, 16, 24);
  if (bit(ignition, 4)) set(a, 'ignition', false);
  else if (bit(ignition, 5)) set(a, 'ignition', true);
  const input = bits(value, 8, 16);
  const output = bits(value, 0, 8);
  set(a, 'input', input);
  set(a, 'in1', bit(input, 1));
  set(a, 'in2', bit(input, 2));
  set(a, 'output', output);
  set(a, 'out1', bit(output, 0));
  set(a, 'out2', bit(output, 1));
}
