/** The error catalogue of SPEC §8 and the rule that turns a server reply into one of its codes. */

export const ERROR_CODES = [
  'HTTP_401_UNAUTHORIZED',
  'ACCOUNT_IS_SUSPENDED',
  'ACCOUNT_IS_SUSPENDED_TRUST',
  'ACCOUNT_IS_DISABLED',
  'ACCOUNT_HAS_EXPIRED',
  'USER_DEVICE_LIMIT_REACHED',
  'ACCOUNT_IS_READONLY',
  'ACCOUNT_IS_DEVICE_READONLY',
  'TOO_MANY_FAILED_LOGINS',
  'TOTP_REQUIRED',
  'INVALID_TOTP_CODE',
  'FILL_ALL_FIELDS',
  'INVALID_LOGIN_DATA',
  'FILL_EMAIL_FIELD',
  'FILL_TOKEN_FIELD',
  'INVALID_RECOVERY_TOKEN',
  'FILL_NAME',
  'USER_NOT_AUTHED',
  'WRITE_ACCESS_DENIED',
  'NETWORK_ERROR',
  'TIMEOUT',
  'SERVER_ERROR',
] as const;
export type KnownErrorCode = (typeof ERROR_CODES)[number];
/** A known code, or the upper-cased server text for messages the catalogue does not name. */
export type ErrorCode = KnownErrorCode | (string & {});

/** Traccar's and the companion API's wordings that mean a catalogue code. */
const ALIASES: Record<string, KnownErrorCode> = {
  USER_IS_DISABLED: 'ACCOUNT_IS_DISABLED',
  USER_HAS_EXPIRED: 'ACCOUNT_HAS_EXPIRED',
  HTTP_401_UNAUTHORIZED: 'HTTP_401_UNAUTHORIZED',
  UNAUTHORIZED: 'HTTP_401_UNAUTHORIZED',
  UNKNOWN_ACCOUNT: 'HTTP_401_UNAUTHORIZED',
  TOKEN_HAS_EXPIRED: 'INVALID_LOGIN_DATA',
  TOKEN_HAS_BEEN_REVOKED: 'INVALID_LOGIN_DATA',
  INVALID_SIGNATURE: 'INVALID_LOGIN_DATA',
  MANAGER_USER_LIMIT_REACHED: 'USER_DEVICE_LIMIT_REACHED',
  // Traccar's LoginService says this only of a wrong one-time code.
  USER_AUTHORIZATION_FAILED: 'INVALID_TOTP_CODE',
};

/** Java class names Traccar puts before the message (as traccar-web strips them). */
const CLASS_PREFIX = /^(?:(?:[\w$]+\.)*[\w$]+(?:Exception|Error)?:\s*)+/i;

/** The human part of an error body: its first line without exception class names. */
export function serverMessage(body: string): string {
  const firstLine = body.split(/\r?\n/, 1)[0]?.trim() ?? '';
  return firstLine.replace(CLASS_PREFIX, '').trim();
}

/**
 * The JSON object on the line after an error's first (a suspended login's `trustAvailable` and
 * `invoices`), or null when there is none.
 */
export function errorDetails(body: string): Record<string, unknown> | null {
  const [, second] = body.split(/\r?\n/, 2);
  if (!second?.trim().startsWith('{')) return null;
  try {
    return JSON.parse(second) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Upper-cases text with underscores: 'Write access denied' → 'WRITE_ACCESS_DENIED'. */
export function toCode(text: string): string {
  return text
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

/**
 * Maps an HTTP failure to a SPEC §8 code: the server text before ' - ', upper-cased with
 * underscores, with Traccar's own wordings folded onto the catalogue.
 */
export function errorCodeFromResponse(status: number, body: string): ErrorCode {
  const message = serverMessage(body);
  const head = message.split(' - ', 1)[0] ?? '';
  const code = toCode(head.replace(/^HTTP (\d+)/, 'HTTP_$1'));
  if (ALIASES[code]) return ALIASES[code];
  if (status === 401) return 'HTTP_401_UNAUTHORIZED';
  if (code) return code;
  return status >= 500 ? 'SERVER_ERROR' : `HTTP_${status}`;
}
