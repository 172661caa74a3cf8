/** A seeded random source and the hostile values fuzzers draw from. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32: small, fast and repeatable, so a failing case can be replayed from its seed. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

/** Numbers as text that break naive parsers: limits, non-finite, exotic notations. */
export const NASTY_NUMBERS = [
  '0',
  '-0',
  '1',
  '-1',
  '90',
  '-90',
  '180',
  '-180',
  '90.0000001',
  '180.0000001',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999',
  '1e308',
  '1e309',
  '-1e309',
  '5e-324',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '1_000',
  '1,5',
  '.5',
  '5.',
  '1e',
  '+',
  '',
  ' 1 ',
  '１２',
];

/** Dates as text: real ones, edges and things that only look like dates. */
export const NASTY_DATES = [
  '2024-02-29T10:00:00Z',
  '2024-02-30T10:00:00Z',
  '2024-13-01T00:00:00Z',
  '2024-01-01T24:00:00Z',
  '2024-01-01T00:00:00',
  '2024-01-01T00:00:00+25:00',
  '+275760-09-13T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2024-01-01',
  '2024-99-99 99:99:99',
  'now',
  'null',
  '',
];

/** Strings that break naive handlers: markup, control bytes, huge, unicode, injection. */
export function nastyString(random: Random): string {
  switch (random.int(0, 11)) {
    case 0:
      return '';
    case 1:
      return '<script>alert(1)</script>';
    case 2:
      return "' OR 1=1 --";
    case 3:
      return '\u0000\u0001\u001f\u007f';
    case 4:
      return '😀🚗'.repeat(random.int(1, 50));
    case 5:
      return 'x'.repeat(random.int(1000, 100_000));
    case 6:
      return '../../../../etc/passwd';
    case 7:
      return '%00%ff%zz';
    case 8:
      return '\ud800';
    case 9:
      return '__proto__';
    case 10:
      return random.pick(NASTY_NUMBERS);
    default:
      return random.pick(NASTY_DATES);
  }
}

/** Any JSON value, nested up to `depth`. */
export function randomJson(random: Random, depth = 3): unknown {
  const leaf = () =>
    random.pick<unknown>([
      null,
      true,
      false,
      0,
      -1,
      1.5,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      nastyString(random),
      random.pick(NASTY_DATES),
    ]);
  if (depth <= 0 || random.chance(0.4)) return leaf();
  if (random.chance(0.3))
    return Array.from({ length: random.int(0, 5) }, () => randomJson(random, depth - 1));
  const object: Record<string, unknown> = {};
  for (let i = random.int(0, 6); i > 0; i--) {
    object[random.chance(0.2) ? nastyString(random).slice(0, 40) : `k${random.int(0, 9)}`] =
      randomJson(random, depth - 1);
  }
  return object;
}

/**
 * Mutates a JSON value: replaces, removes or adds fields with hostile values, or changes a
 * field's type. The result is what a careless or hostile client sends instead of the value.
 */
export function mutateJson(random: Random, value: unknown, depth = 0): unknown {
  if (depth > 4 || random.chance(0.15)) return randomJson(random, 2);
  if (Array.isArray(value)) return value.map((item) => mutateJson(random, item, depth + 1));
  if (typeof value !== 'object' || value === null) {
    return random.chance(0.5) ? value : randomJson(random, 1);
  }
  const object: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(object);
  for (let i = random.int(1, 3); i > 0 && keys.length; i--) {
    const key = random.pick(keys);
    if (random.chance(0.2)) delete object[key];
    else object[key] = mutateJson(random, object[key], depth + 1);
  }
  if (random.chance(0.2)) object[nastyString(random).slice(0, 30)] = randomJson(random, 1);
  return object;
}

/** Deeply nested arrays, as a parser-stack attack. */
export const deepNesting = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);
