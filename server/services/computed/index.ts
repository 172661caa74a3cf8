import type { ComputedType, PositionRecord } from '../../storage';
import type { Node } from './ast';
import { ExpressionError } from './errors';
import { evaluate, type ExpressionContext } from './evaluate';
import { parseExpression } from './parser';

export { ExpressionError } from './errors';
export type { ExpressionContext } from './evaluate';

/**
 * Computed attributes: Traccar's JEXL expressions (`speed > 50 ? "fast" : "slow"`,
 * `io200 == 1`, `raw.substring(0, 2)`, `math:abs(adc1 - 500) * 0.2`) read and run by a small
 * parser and tree walker. No JavaScript is ever built from the text (no eval, no Function):
 * variables are the context's own keys, methods and functions come from fixed allow-lists, and
 * `constructor`, `__proto__`, `process`… are refused. A missing variable is null; arithmetic
 * on null gives null, so the attribute is left unset, as when Traccar's strict engine fails.
 */

const CACHE_SIZE = 512;
const parsed = new Map<string, Node>();

/** Parses (and caches) an expression; throws an ExpressionError (400) when it is invalid. */
export function compileExpression(expression: string): Node {
  let node = parsed.get(expression);
  if (!node) {
    node = parseExpression(expression);
    if (parsed.size >= CACHE_SIZE) parsed.delete(parsed.keys().next().value!);
    parsed.set(expression, node);
  }
  return node;
}

/**
 * Evaluates an expression against a context (see `positionContext`). Pure: no I/O, no side
 * effects. Throws an ExpressionError for syntax errors, disallowed names or calls, and type
 * errors such as `"abc" * 2`.
 */
export function evaluateExpression(expression: string, context: ExpressionContext): unknown {
  const result = evaluate(compileExpression(expression), context);
  return result === undefined ? null : result;
}

/**
 * The variables Traccar gives an expression: every position attribute by name, then the
 * position's own fields (dates as epoch milliseconds). Device attributes come first when given,
 * as with Traccar's `processing.computedAttributes.deviceAttributes`.
 */
export function positionContext(
  position: PositionRecord,
  deviceAttributes: Record<string, unknown> = {},
): ExpressionContext {
  const context: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  Object.assign(context, deviceAttributes, position.attributes, {
    id: position.id,
    deviceId: position.deviceId,
    protocol: position.protocol,
    serverTime: position.serverTime,
    deviceTime: position.deviceTime,
    fixTime: position.fixTime,
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    altitude: position.altitude,
    speed: position.speed,
    course: position.course,
    address: position.address,
    accuracy: position.accuracy,
    geofenceIds: position.geofenceIds,
  });
  return context;
}

/**
 * Converts a result to the attribute's declared type, as Traccar does when it stores it:
 * null stays null; a `number` must be numeric, a `boolean` boolean; `string` takes any value.
 */
export function coerceComputed(
  value: unknown,
  type: ComputedType,
): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (type === 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (type === 'number') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
    throw new ExpressionError(`the result ${JSON.stringify(value)} is not a number`);
  }
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new ExpressionError(`the result ${JSON.stringify(value)} is not a boolean`);
}
