import { describe, expect, it } from 'vitest';
import {
  coerceComputed,
  evaluateExpression,
  positionContext,
} from '../../server/services/computed';
import type { PositionRecord } from '../../server/storage';

const position: PositionRecord = {
  id: 7,
  deviceId: 3,
  protocol: 'osmand',
  serverTime: 1_700_000_000_000,
  deviceTime: 1_700_000_000_000,
  fixTime: 1_700_000_000_000,
  valid: true,
  latitude: -23.5,
  longitude: -46.6,
  altitude: 760,
  speed: 54,
  course: 90,
  address: null,
  accuracy: 5,
  network: null,
  geofenceIds: null,
  attributes: {
    io200: 1,
    io239: 0,
    fuel: 40,
    adc1: 12500,
    ignition: true,
    raw: '78780d01',
    driverUniqueId: 'D-17',
    status: 0x1f,
    tags: { a: 1 },
  },
};
const context = positionContext(position);
const run = (expression: string) => evaluateExpression(expression, context);

describe('expressions Traccar users write', () => {
  it.each<[string, unknown]>([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 / 4', 2.5],
    ['10 % 4', 2],
    ['-fuel + 50', 10],
    ['adc1 / 1000', 12.5],
    ['fuel * 0.1', 4],
    ['speed * 1.852', 100.008],
    ['speed > 50', true],
    ['speed <= 50', false],
    ['io200 == 1', true],
    ['io200 != 1', false],
    ['io200 eq 1 and io239 eq 0', true],
    ['ignition && speed > 10', true],
    ['!ignition || io239 == 1', false],
    ['not ignition', false],
    ['speed > 50 ? "fast" : "slow"', 'fast'],
    ['ignition ? (speed > 100 ? 2 : 1) : 0', 1],
    ['"Driver " + driverUniqueId', 'Driver D-17'],
    ['fuel + " l"', '40 l'],
    ['missing == null', true],
    ['fuel != null', true],
    ['missing ?: 5', 5],
    ['missing ?? fuel', 40],
    ['missing * 2', null],
    ['raw.substring(0, 4)', '7878'],
    ['raw.startsWith("7878")', true],
    ['raw.length()', 8],
    ['size(raw)', 8],
    ['empty(missing)', true],
    ['math:abs(-3.5)', 3.5],
    ['math:round(2.5)', 3],
    ['math:max(fuel, 50)', 50],
    ['status & 0x04', 4],
    ['(status >> 1) & 1', 1],
    ['driverUniqueId =^ "D-"', true],
    ['io200 =~ [1, 2, 3]', true],
    ['tags.a', 1],
    ['tags["a"] + 1', 2],
    ['latitude < 0 && longitude < 0', true],
    ['fixTime > 0', true],
    ['valid', true],
  ])('%s → %j', (expression, expected) => {
    const result = run(expression);
    if (typeof expected === 'number') expect(result).toBeCloseTo(expected, 9);
    else expect(result).toEqual(expected);
  });
});

describe('the evaluator is a sandbox', () => {
  it.each([
    'constructor',
    '__proto__',
    'process',
    'process.exit()',
    'globalThis',
    'require("fs")',
    'raw.constructor',
    'tags.__proto__',
    'tags["__proto__"]',
    'tags["constructor"]',
    'raw.constructor.constructor("return process")()',
    'this',
  ])('refuses %s', (expression) => {
    expect(() => run(expression)).toThrow(/not allowed|unexpected/);
  });

  it.each([
    ['eval("1")', '"eval" is not allowed'],
    ['setTimeout(1)', 'function setTimeout() is not allowed'],
    ['math:random()', 'function math:random() is not allowed'],
    ['raw.split(",")', 'method split() is not allowed on string'],
    ['tags.hasOwnProperty("a")', 'method hasOwnProperty() is not allowed on object'],
    ['fuel.toFixed(2)', 'method toFixed() is not allowed on number'],
  ])('refuses the call %s', (expression, message) => {
    expect(() => run(expression)).toThrow(message);
  });

  it('sees only the context’s own keys, never Object.prototype', () => {
    expect(run('toString')).toBeNull();
    expect(run('hasOwnProperty')).toBeNull();
    expect(evaluateExpression('valueOf', {})).toBeNull();
  });

  it.each([
    ['1 +', 'unexpected end of expression'],
    ['(1 + 2', 'expected ")"'],
    ['"open', 'unterminated string'],
    ['a = 1', 'unexpected character "="'],
    ['fuel #', 'unexpected character "#"'],
    ['', 'is empty'],
    ['x'.repeat(5000), 'longer than 4096 characters'],
    ['('.repeat(200) + '1' + ')'.repeat(200), 'nested too deeply'],
  ])('reports syntax errors: %s', (expression, message) => {
    expect(() => run(expression)).toThrow(message);
  });

  it('reports type errors and division by zero', () => {
    expect(() => run('"abc" * 2')).toThrow('"abc" is not a number');
    expect(() => run('fuel / 0')).toThrow('division by zero');
  });
});

describe('results take the attribute type', () => {
  it.each<[unknown, 'string' | 'number' | 'boolean', unknown]>([
    [12.5, 'number', 12.5],
    ['12.5', 'number', 12.5],
    [true, 'boolean', true],
    ['false', 'boolean', false],
    [12.5, 'string', '12.5'],
    [null, 'number', null],
  ])('%j as %s → %j', (value, type, expected) => {
    expect(coerceComputed(value, type)).toEqual(expected);
  });

  it('refuses a wrong type', () => {
    expect(() => coerceComputed('abc', 'number')).toThrow('is not a number');
    expect(() => coerceComputed(1, 'boolean')).toThrow('is not a boolean');
  });
});
