import { coerceComputed } from '../../services/computed';
import type { ComputedAttributeRecord, PositionRecord } from '../../storage';
import type { HandlerContext, HandlerResult, PositionFields, PositionHandler } from '../types';

/** Attributes that set a position field instead of an attribute (Traccar's list). */
const FIELDS = new Set([
  'valid',
  'latitude',
  'longitude',
  'altitude',
  'speed',
  'course',
  'address',
  'accuracy',
]);

/**
 * The expression's value as its target's type: a position field's own type, else the declared
 * one. Null removes the attribute; a value of the wrong type throws and is skipped.
 */
function convert(record: ComputedAttributeRecord, value: unknown): unknown {
  if (!FIELDS.has(record.attribute)) return coerceComputed(value, record.type);
  if (value === null || value === undefined) return null;
  if (record.attribute === 'valid') return coerceComputed(value, 'boolean');
  if (record.attribute === 'address') return coerceComputed(value, 'string');
  return coerceComputed(value, 'number');
}

/**
 * Evaluates the device's computed attributes in priority order. Each one sees the results of
 * those before it; a null result removes the attribute; a failing expression is skipped, as
 * Traccar's ComputedAttributesHandler logs and goes on.
 */
function apply(
  records: readonly ComputedAttributeRecord[],
  position: Readonly<PositionRecord>,
  { device, env }: HandlerContext,
): HandlerResult | null {
  if (records.length === 0) return null;
  const view: PositionRecord = { ...position, attributes: { ...position.attributes } };
  const attributes: Record<string, unknown> = {};
  const fields: PositionFields = {};
  for (const record of records) {
    let value: unknown;
    try {
      value = convert(record, env.evaluate(record.expression, view, device));
    } catch {
      continue;
    }
    if (FIELDS.has(record.attribute)) {
      if (value === null) continue;
      Object.assign(fields, { [record.attribute]: value });
      Object.assign(view, { [record.attribute]: value });
    } else {
      attributes[record.attribute] = value ?? undefined;
      if (value === null) delete view.attributes[record.attribute];
      else view.attributes[record.attribute] = value;
    }
  }
  return { attributes, fields };
}

/** Computed attributes with priority < 0, before the other handlers. */
export const computedEarly: PositionHandler = {
  name: 'computedEarly',
  handle: (position, _last, context) =>
    apply(
      context.env.computed.filter((record) => record.priority < 0),
      position,
      context,
    ),
};

/** Computed attributes with priority ≥ 0, after geofences and motion. */
export const computedLate: PositionHandler = {
  name: 'computedLate',
  handle: (position, _last, context) =>
    apply(
      context.env.computed.filter((record) => record.priority >= 0),
      position,
      context,
    ),
};
