import type { ErrorCode } from '@farol/model';

/** The SPEC §8 code carried by a rejected core call, or SERVER_ERROR for anything else. */
export function errorCodeOf(error: unknown): ErrorCode {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return 'SERVER_ERROR';
}
