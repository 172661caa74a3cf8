/** Typed, plain-object errors (SPEC.md T2): they cross the Comlink boundary unchanged. */
import { errorCodeFromResponse, errorDetails, serverMessage, type ErrorCode } from '@farol/model';

/** An error as it crosses the worker boundary: plain data, never a class instance. */
export interface CoreError {
  type: 'http' | 'network' | 'timeout' | 'validation' | 'cancelled';
  /** A SPEC §8 code (or the upper-cased server text when the catalogue has none). */
  code: ErrorCode;
  /** The server's own message, or a description for non-HTTP failures. */
  message: string;
  status?: number;
  /** What the server sent after its message (a suspended login's invoices), when anything. */
  details?: Record<string, unknown>;
}

/**
 * Any status ≥ 400, coded by the SPEC §8 rule; a 401 that asks for a one-time code
 * (`WWW-Authenticate: TOTP`, traccar-api.md §a) is TOTP_REQUIRED.
 */
export function httpError(status: number, body: string, challenge?: string | null): CoreError {
  const totp = status === 401 && /^\s*TOTP\b/i.test(challenge ?? '');
  const details = errorDetails(body);
  return {
    ...(details && { details }),
    type: 'http',
    code: totp ? 'TOTP_REQUIRED' : errorCodeFromResponse(status, body),
    message: serverMessage(body) || `HTTP ${status}`,
    status,
  };
}

export function networkError(cause: unknown): CoreError {
  const detail = cause instanceof Error ? cause.message : String(cause);
  return { type: 'network', code: 'NETWORK_ERROR', message: `Network failure: ${detail}` };
}

export function timeoutError(ms: number): CoreError {
  return { type: 'timeout', code: 'TIMEOUT', message: `No response within ${ms / 1000} s` };
}

/** The user cancelled the request (a report load). */
export function cancelledError(): CoreError {
  return { type: 'cancelled', code: 'CANCELLED', message: 'Cancelled by the user' };
}

export function validationError(code: string, message: string): CoreError {
  return { type: 'validation', code, message };
}

export function isCoreError(value: unknown): value is CoreError {
  if (!value || typeof value !== 'object') return false;
  const { type, code } = value as Partial<CoreError>;
  return (
    typeof code === 'string' &&
    (type === 'http' ||
      type === 'network' ||
      type === 'timeout' ||
      type === 'validation' ||
      type === 'cancelled')
  );
}

/** Anything thrown, as a CoreError (bugs become validation errors with their message). */
export function toCoreError(value: unknown): CoreError {
  if (isCoreError(value)) return value;
  const message = value instanceof Error ? value.message : String(value);
  return validationError('INTERNAL_ERROR', message);
}

/** The server has no such route (Traccar itself, or an older Farol): 404, 405 or 501. */
export function isMissingRoute(error: unknown): boolean {
  return (
    isCoreError(error) &&
    error.type === 'http' &&
    (error.status === 404 || error.status === 405 || error.status === 501)
  );
}
