import { z } from 'zod';

/** Free-form attributes map carried by most Traccar entities. */
export const Attributes = z.record(z.string(), z.unknown());
export type Attributes = z.infer<typeof Attributes>;

/** Traccar serialises dates as ISO-8601 in UTC, or null. */
export const IsoDate = z.string();
export const NullableDate = IsoDate.nullable();

/** Ids are positive integers; 0 means "none" in Traccar's link fields. */
export const Id = z.number().int().nonnegative();

/** Formats epoch milliseconds the way Traccar's Jackson mapper does: `2024-05-01T12:34:56.000+00:00`. */
export function formatTraccarDate(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+00:00');
}

/** Parses an ISO date that carries a zone or offset, as Traccar requires; returns epoch ms or null. */
export function parseZonedDate(text: string): number | null {
  if (!/(Z|[+-]\d{2}:?\d{2})$/i.test(text.trim())) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
