import type { z } from 'zod';
import { MAX_ATTRIBUTES_BYTES, billingProblems, isId, parseZonedDate } from '@farol/model';
import { IllegalArgumentError } from '../errors';

/**
 * Parses input with a zod schema; the first issue becomes a 400 naming the field. Whatever
 * the schema, an object's `attributes` may hold at most MAX_ATTRIBUTES_BYTES of JSON.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    const attributes = (result.data as { attributes?: unknown } | null)?.attributes;
    if (attributes && JSON.stringify(attributes).length > MAX_ATTRIBUTES_BYTES) {
      throw new IllegalArgumentError(`attributes: larger than ${MAX_ATTRIBUTES_BYTES / 1024} KB`);
    }
    return result.data;
  }
  throw inputError(result.error, 'body');
}

/**
 * A 400 naming the first billing setting (Tarkan's keys on a user or the server) whose value
 * the forms would refuse too: a tax id whose check digits fail, an amount with three decimals…
 */
export function checkBillingAttributes(attributes: Readonly<Record<string, unknown>> | undefined) {
  const [problem] = attributes ? billingProblems(attributes) : [];
  if (problem) throw new IllegalArgumentError(`attributes.${problem.key}: ${problem.code}`);
}

/** The first issue of a failed parse as a 400 naming its field (`root`: the input as a whole). */
export function inputError(error: z.ZodError, root: string): IllegalArgumentError {
  const issue = error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : root;
  return new IllegalArgumentError(`${field}: ${issue?.message ?? 'invalid'}`);
}

/** The `{id}` of a path like `/api/devices/{id}`. */
export function pathId(params: unknown): number {
  const text = (params as { id?: string }).id ?? '';
  const id = Number(text);
  if (!isId(id)) throw new IllegalArgumentError(`id: not a valid id: "${text}"`);
  return id;
}

/** An ISO date with a zone (Traccar's date parameter rule), as epoch ms. */
export function parseDate(name: string, text: string): number {
  const ms = parseZonedDate(text);
  if (ms === null) {
    throw new IllegalArgumentError(
      `${name}: expected an ISO date with a zone, e.g. 2024-01-01T00:00:00Z`,
    );
  }
  return ms;
}

/** Optional nullable date field of a body (`expirationTime`). */
export function optionalDate(
  name: string,
  value: string | null | undefined,
): number | null | undefined {
  if (value === undefined || value === null) return value;
  return parseDate(name, value);
}
