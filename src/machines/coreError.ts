import { z } from 'zod';
import { Invoice, type ErrorCode } from '@farol/model';

/** The SPEC §8 code carried by a rejected core call, or SERVER_ERROR for anything else. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return 'SERVER_ERROR';
}

/**
 * What a rejected core call says after the code: the server text after ' - ' (the minutes of
 * TOO_MANY_FAILED_LOGINS), or null.
 */
export function errorDetailOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('message' in error)) return null;
  const message = (error as { message: unknown }).message;
  if (typeof message !== 'string') return null;
  const at = message.indexOf(' - ');
  return at < 0 ? null : message.slice(at + 3).trim() || null;
}

/** What a suspended login carries: whether a trust unlock is offered, and the open invoices. */
export interface Suspension {
  trustAvailable: boolean;
  invoices: Invoice[];
}

const SuspensionDetails = z.object({
  trustAvailable: z.boolean().default(false),
  invoices: z.array(Invoice).default([]),
});

/** The suspension a rejected login carries, or null when it carries none. */
export function suspensionOf(error: unknown): Suspension | null {
  if (typeof error !== 'object' || error === null || !('details' in error)) return null;
  const parsed = SuspensionDetails.safeParse((error as { details: unknown }).details);
  return parsed.success ? parsed.data : null;
}
