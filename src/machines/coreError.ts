import type { ErrorCode } from '@farol/model';

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
