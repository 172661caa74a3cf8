import { ExpressionError } from './errors';

type Fn = (...args: unknown[]) => unknown;

const num = (value: unknown): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n === 'number' && !(typeof value === 'string' && Number.isNaN(n))) return n;
  if (typeof n === 'boolean') return n ? 1 : 0;
  throw new ExpressionError(`${JSON.stringify(value) ?? 'null'} is not a number`);
};
const math1 =
  (fn: (x: number) => number): Fn =>
  (x) =>
    fn(num(x));

/** Java's Math, as Traccar exposes it to expressions under the `math:` namespace. */
const MATH: Record<string, Fn> = {
  abs: math1(Math.abs),
  ceil: math1(Math.ceil),
  floor: math1(Math.floor),
  round: math1((x) => Math.floor(x + 0.5)),
  rint: math1((x) => Math.round(x)),
  sqrt: math1(Math.sqrt),
  cbrt: math1(Math.cbrt),
  exp: math1(Math.exp),
  log: math1(Math.log),
  log10: math1(Math.log10),
  sin: math1(Math.sin),
  cos: math1(Math.cos),
  tan: math1(Math.tan),
  asin: math1(Math.asin),
  acos: math1(Math.acos),
  atan: math1(Math.atan),
  signum: math1(Math.sign),
  toRadians: math1((x) => (x * Math.PI) / 180),
  toDegrees: math1((x) => (x * 180) / Math.PI),
  atan2: (y, x) => Math.atan2(num(y), num(x)),
  pow: (x, y) => Math.pow(num(x), num(y)),
  hypot: (x, y) => Math.hypot(num(x), num(y)),
  min: (x, y) => Math.min(num(x), num(y)),
  max: (x, y) => Math.max(num(x), num(y)),
};

/** Namespaces an expression may call into (`math:abs(x)`). */
export const NAMESPACES: Record<string, Record<string, Fn>> = { math: MATH };

const sizeOf = (value: unknown): number => {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value && typeof value === 'object') return Object.keys(value).length;
  return 0;
};

/** JEXL's built-in functions. */
export const FUNCTIONS: Record<string, Fn> = {
  size: (value) => sizeOf(value),
  empty: (value) => value === null || value === undefined || sizeOf(value) === 0,
};

const str = (value: unknown): string =>
  value === null || value === undefined ? 'null' : String(value);
const int = (value: unknown): number => Math.trunc(num(value));

/** Java String methods users call on text attributes (`raw.substring(0, 2)`). */
const STRING_METHODS: Record<string, (self: string, ...args: unknown[]) => unknown> = {
  contains: (self, text) => self.includes(str(text)),
  startsWith: (self, text) => self.startsWith(str(text)),
  endsWith: (self, text) => self.endsWith(str(text)),
  equals: (self, text) => self === text,
  equalsIgnoreCase: (self, text) => self.toLowerCase() === str(text).toLowerCase(),
  indexOf: (self, text) => self.indexOf(str(text)),
  lastIndexOf: (self, text) => self.lastIndexOf(str(text)),
  substring: (self, from, to) => {
    const start = int(from);
    const end = to === undefined ? self.length : int(to);
    if (start < 0 || end > self.length || start > end) {
      throw new ExpressionError(`substring(${start}, ${end}) is out of range`);
    }
    return self.substring(start, end);
  },
  charAt: (self, index) => self.charAt(int(index)),
  length: (self) => self.length,
  isEmpty: (self) => self.length === 0,
  trim: (self) => self.trim(),
  toUpperCase: (self) => self.toUpperCase(),
  toLowerCase: (self) => self.toLowerCase(),
  concat: (self, text) => self + str(text),
  replace: (self, from, to) => self.split(str(from)).join(str(to)),
  toString: (self: string) => self,
};

/** Java Number methods (`io1.intValue()`). */
const NUMBER_METHODS: Record<string, (self: number) => unknown> = {
  intValue: (self) => Math.trunc(self),
  longValue: (self) => Math.trunc(self),
  doubleValue: (self) => self,
  floatValue: (self) => self,
  toString: (self: number) => String(self),
};

/** Calls an allowed method on a string or number; anything else is refused. */
export function callMethod(self: unknown, name: string, args: unknown[]): unknown {
  if (typeof self === 'string' && Object.hasOwn(STRING_METHODS, name)) {
    return STRING_METHODS[name]!(self, ...args);
  }
  if (typeof self === 'number' && Object.hasOwn(NUMBER_METHODS, name)) {
    return NUMBER_METHODS[name]!(self);
  }
  const kind = self === null ? 'null' : Array.isArray(self) ? 'list' : typeof self;
  throw new ExpressionError(`method ${name}() is not allowed on ${kind}`);
}

/** Calls an allowed function (`size(x)`, `math:abs(x)`); anything else is refused. */
export function callFunction(namespace: string | null, name: string, args: unknown[]): unknown {
  const table = namespace === null ? FUNCTIONS : NAMESPACES[namespace];
  if (!table || !Object.hasOwn(table, name)) {
    throw new ExpressionError(
      `function ${namespace ? `${namespace}:` : ''}${name}() is not allowed`,
    );
  }
  return table[name]!(...args);
}

export { num as toNumber };
