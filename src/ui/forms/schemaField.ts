/**
 * What a form field looks like, read from the model's zod schema (the schema drives the
 * fields): its input kind, whether it is required, whether it may be empty (null), and an
 * enum's values.
 */
import type { z } from 'zod';

export interface FieldShape {
  kind: 'text' | 'number' | 'boolean' | 'enum' | 'other';
  /** A rule refuses the empty text (SPEC §5 "required"). */
  required: boolean;
  /** The empty input is stored as null. */
  nullable: boolean;
  /** An enum's values, in the schema's order. */
  options: string[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

interface Def {
  type: string;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The shape of field `name` of an object schema; `other` when it is not one of the kinds. */
export function fieldShape(schema: z.ZodType, name: string): FieldShape {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  const field = shape?.[name];
  if (!field) return { kind: 'other', required: false, nullable: false, options: [] };
  let inner = field;
  let nullable = false;
  while (WRAPPERS.has(defOf(inner).type) && defOf(inner).innerType) {
    if (defOf(inner).type === 'nullable') nullable = true;
    inner = defOf(inner).innerType!;
  }
  const type = defOf(inner).type;
  const kind: FieldShape['kind'] =
    type === 'string'
      ? 'text'
      : type === 'number' || type === 'boolean' || type === 'enum'
        ? type
        : 'other';
  const options = kind === 'enum' ? Object.values(defOf(inner).entries ?? {}) : [];
  const required = kind === 'text' && !nullable && !field.safeParse('').success;
  return { kind, required, nullable, options };
}
