/** What an audit entry changed, field by field (the logs screen's before/after diff). */
import type { AuditChange } from './types';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Flattens one level of nested objects (`attributes.x`), which is how Traccar's objects nest. */
function fields(object: Json | null, prefix = ''): Map<string, string | null> {
  const out = new Map<string, string | null>();
  if (!object) return out;
  for (const [key, value] of Object.entries(object)) {
    if (isObject(value) && prefix === '') {
      for (const [inner, innerValue] of fields(value, `${key}.`)) out.set(inner, innerValue);
    } else {
      out.set(`${prefix}${key}`, text(value));
    }
  }
  return out;
}

/**
 * The fields whose value differs between `before` and `after` (added, removed or changed), in
 * the order they first appear; an entry with only one side lists that side's fields.
 */
export function auditChanges(before: Json | null, after: Json | null): AuditChange[] {
  const old = fields(before);
  const now = fields(after);
  const keys = [...new Set([...old.keys(), ...now.keys()])];
  return keys.flatMap((field) => {
    const a = old.get(field) ?? null;
    const b = now.get(field) ?? null;
    return a === b ? [] : [{ field, before: a, after: b }];
  });
}
