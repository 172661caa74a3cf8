import { DecodeError } from './errors';
import { utc } from './position';

/**
 * Traccar's PatternBuilder: text protocols are described by the same fragments as in Traccar's
 * decoders, so their regular expressions read alike. `number` turns `d` into a digit and `x`
 * into a hex digit; `text` is literal; `expression` is a raw regular expression.
 */
export class PatternBuilder {
  private readonly fragments: string[] = [];

  expression(source: string): this {
    this.fragments.push(source.replace(/\|$/, '\\|'));
    return this;
  }

  text(source: string): this {
    this.fragments.push(source.replace(/[\\.[{()*+?^$|]/g, '\\$&'));
    return this;
  }

  number(source: string): this {
    const s = source
      .replaceAll('dddd', 'd{4}')
      .replaceAll('ddd', 'd{3}')
      .replaceAll('dd', 'd{2}')
      .replaceAll('xxxx', 'x{4}')
      .replaceAll('xxx', 'x{3}')
      .replaceAll('xx', 'x{2}')
      .replace(/d/g, '\\d')
      .replace(/x/g, '[0-9a-fA-F]')
      .replace(/\./g, '\\.')
      .replace(/\|$/, '\\|')
      .replace(/^\|/, '\\|');
    this.fragments.push(s);
    return this;
  }

  any(): this {
    this.fragments.push('.*');
    return this;
  }

  or(): this {
    this.fragments.push('|');
    return this;
  }

  groupBegin(): this {
    return this.expression('(?:');
  }

  groupEnd(suffix = ''): this {
    return this.expression(')' + suffix);
  }

  /** Makes the last `count` fragments optional. */
  optional(count = 1): this {
    this.fragments.splice(this.fragments.length - count, 0, '(?:');
    this.fragments.push(')?');
    return this;
  }

  /** The whole-input pattern (Java's `matches`), dot matching newlines. */
  compile(): RegExp {
    return new RegExp(`^(?:${this.fragments.join('')})$`, 's');
  }

  /** A pattern that may match anywhere (Java's `find`). */
  compileFind(): RegExp {
    return new RegExp(this.fragments.join(''), 's');
  }

  /** The pattern's source, to embed in another (Java's `Pattern.pattern()`). */
  source(): string {
    return this.fragments.join('');
  }
}

const INT = /^[+-]?\d+$/;
const HEX = /^[+-]?[0-9a-fA-F]+$/;
const DOUBLE = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Integer.parseInt(text, radix) with a DecodeError for bad text. */
/**
 * Java reads a huge exponent or a 400-digit number as Infinity; no position field may hold one,
 * so such text is refused like text that is no number.
 */
function finiteNumber(value: number, text: string): number {
  if (!Number.isFinite(value)) throw new DecodeError(`number out of range: "${text.slice(0, 40)}"`);
  return value;
}

export function parseInteger(text: string, radix: number): number {
  const value = text.trim();
  if (!(radix === 16 ? HEX : INT).test(value)) {
    throw new DecodeError(`not an integer: "${text}"`);
  }
  return finiteNumber(parseInt(value, radix), text);
}

/** `Double.parseDouble` for device text; throws a DecodeError when Java would throw. */
export function parseDouble(text: string): number {
  const value = text.trim();
  if (!DOUBLE.test(value)) throw new DecodeError(`not a number: "${text}"`);
  return finiteNumber(Number(value), text);
}

/** Integer.parseInt with a DecodeError for bad text. */
export const parseInt10 = (text: string): number => parseInteger(text, 10);
export const parseHex = (text: string): number => parseInteger(text, 16);

/** How a coordinate is written (Traccar's Parser.CoordinateFormat). */
export type CoordinateFormat =
  | 'DEG_DEG'
  | 'DEG_HEM'
  | 'DEG_MIN_MIN'
  | 'DEG_MIN_HEM'
  | 'DEG_MIN_MIN_HEM'
  | 'HEM_DEG'
  | 'HEM_DEG_MIN'
  | 'HEM_DEG_MIN_HEM';

/** How a date and time are written (Traccar's Parser.DateTimeFormat). */
export type DateTimeFormat = 'HMS_DMY' | 'DMY_HMS' | 'YMD_HMS' | 'YMD_HMSS' | 'DMY_HMSS';

/**
 * Traccar's Parser: walks the groups of a match in order. `hasNext(n)` skips the next `n`
 * groups when any is empty, so optional parts of a pattern read as in Traccar's decoders.
 */
export class Parser {
  private position = 1;
  private groups: (string | undefined)[] = [];
  private global: RegExp | null = null;

  constructor(
    private readonly pattern: RegExp,
    private readonly input: string,
  ) {}

  matches(): boolean {
    const match = this.pattern.exec(this.input);
    this.position = 1;
    this.groups = match ? [...match] : [];
    return match !== null;
  }

  /** The next match anywhere after the last one (Java's `find`), for repeated items. */
  find(): boolean {
    this.global ??= new RegExp(this.pattern.source, `${this.pattern.flags.replace('g', '')}g`);
    const match = this.global.exec(this.input);
    if (match && match[0] === '') this.global.lastIndex++;
    this.position = 1;
    this.groups = match ? [...match] : [];
    return match !== null;
  }

  skip(count: number): void {
    this.position += count;
  }

  hasNext(count = 1): boolean {
    for (let i = this.position; i < this.position + count; i++) {
      if (!this.groups[i]) {
        this.position += count;
        return false;
      }
    }
    return true;
  }

  hasNextAny(count: number): boolean {
    for (let i = this.position; i < this.position + count; i++) {
      if (this.groups[i]) return true;
    }
    this.position += count;
    return false;
  }

  /** The next group's text ('' when the group did not take part). */
  next(): string {
    return this.groups[this.position++] ?? '';
  }

  /** The next group as a hexadecimal number of up to 64 bits (exact to 2^53). */
  nextHexLong(): number | null {
    return this.hasNext() ? parseHex(this.next()) : null;
  }

  nextInt(): number | null;
  nextInt(fallback: number): number;
  nextInt(fallback?: number): number | null {
    return this.hasNext() ? parseInt10(this.next()) : (fallback ?? null);
  }

  nextHexInt(): number | null;
  nextHexInt(fallback: number): number;
  nextHexInt(fallback?: number): number | null {
    return this.hasNext() ? parseHex(this.next()) : (fallback ?? null);
  }

  nextDouble(): number | null;
  nextDouble(fallback: number): number;
  nextDouble(fallback?: number): number | null {
    return this.hasNext() ? parseDouble(this.next()) : (fallback ?? null);
  }

  nextBinInt(fallback: number): number {
    if (!this.hasNext()) return fallback;
    const text = this.next();
    if (!/^[01]+$/.test(text)) throw new DecodeError(`not binary: "${text}"`);
    return parseInt(text, 2);
  }

  nextCoordinate(format: CoordinateFormat = 'DEG_MIN_HEM'): number {
    let coordinate: number;
    let hemisphere: string | null = null;
    switch (format) {
      case 'DEG_DEG':
        coordinate = parseDouble(`${this.next()}.${this.next()}`);
        break;
      case 'DEG_HEM':
        coordinate = this.nextDouble(0);
        hemisphere = this.next();
        break;
      case 'DEG_MIN_MIN':
        coordinate = this.nextInt(0) + parseDouble(`${this.next()}.${this.next()}`) / 60;
        break;
      case 'DEG_MIN_MIN_HEM':
        coordinate = this.nextInt(0) + parseDouble(`${this.next()}.${this.next()}`) / 60;
        hemisphere = this.next();
        break;
      case 'HEM_DEG':
        hemisphere = this.next();
        coordinate = this.nextDouble(0);
        break;
      case 'HEM_DEG_MIN':
        hemisphere = this.next();
        coordinate = this.nextInt(0) + this.nextDouble(0) / 60;
        break;
      case 'HEM_DEG_MIN_HEM':
        hemisphere = this.next();
        coordinate = this.nextInt(0) + this.nextDouble(0) / 60;
        if (this.hasNext()) hemisphere = this.next();
        break;
      default:
        coordinate = this.nextInt(0) + this.nextDouble(0) / 60;
        hemisphere = this.next();
    }
    if (hemisphere === 'S' || hemisphere === 'W' || hemisphere === '-') {
      coordinate = -Math.abs(coordinate);
    }
    return coordinate;
  }

  /** A UTC date and time from the next six (or seven, with milliseconds) groups. */
  nextDateTime(format: DateTimeFormat = 'YMD_HMS'): number {
    let y: number, mo: number, d: number, h: number, mi: number, s: number;
    let ms = 0;
    switch (format) {
      case 'HMS_DMY':
        [h, mi, s, d, mo, y] = this.ints(6);
        break;
      case 'DMY_HMS':
      case 'DMY_HMSS':
        [d, mo, y, h, mi, s] = this.ints(6);
        break;
      default:
        [y, mo, d, h, mi, s] = this.ints(6);
    }
    if (format === 'YMD_HMSS' || format === 'DMY_HMSS') ms = this.nextInt(0);
    return utc(y, mo, d, h, mi, s, ms);
  }

  private ints(count: 6): [number, number, number, number, number, number] {
    return Array.from({ length: count }, () => this.nextInt(0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
  }
}
