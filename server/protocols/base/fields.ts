import { DecodeError } from './errors';
import { parseDouble, parseHex, parseInt10 } from './pattern';

/**
 * Java's `String.split(separator)`: trailing empty strings are dropped (with `keepTrailing`,
 * `split(separator, -1)`, they are kept).
 */
export function splitFields(text: string, separator: string, keepTrailing = false): string[] {
  const parts = text.split(separator);
  if (!keepTrailing) while (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts;
}

/**
 * A cursor over the fields of a delimited text message (Suntech `;`, Queclink and Meitrack `,`),
 * read in order as Traccar's decoders walk `values[index++]`. Reading past the last field, or a
 * number that is not one, throws a DecodeError.
 */
export class Fields {
  index: number;

  constructor(
    readonly values: readonly string[],
    start = 0,
  ) {
    this.index = start;
  }

  /** Fields left to read. */
  get remaining(): number {
    return this.values.length - this.index;
  }

  /** True while a field is left. */
  has(): boolean {
    return this.index < this.values.length;
  }

  /** The field `offset` places ahead, without moving. */
  peek(offset = 0): string {
    const value = this.values[this.index + offset];
    if (value === undefined) throw new DecodeError(`field ${this.index + offset} missing`);
    return value;
  }

  text(): string {
    const value = this.peek();
    this.index++;
    return value;
  }

  int = (): number => parseInt10(this.text());
  hex = (): number => parseHex(this.text());
  double = (): number => parseDouble(this.text());

  skip(count = 1): void {
    this.index += count;
  }

  /** The fields left, taken. */
  rest(): string[] {
    const rest = this.values.slice(this.index);
    this.index = this.values.length;
    return rest;
  }
}

/** Java's `String.trim()`: every character up to the space (NUL padding too) is cut off. */
// eslint-disable-next-line no-control-regex
export const javaTrim = (text: string): string => text.replace(/^[\x00-\x20]+|[\x00-\x20]+$/g, '');
