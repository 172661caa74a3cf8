import { Secret, TOTP } from 'otpauth';

/**
 * Traccar's one-time codes (RFC 6238 as Google Authenticator reads it: SHA-1, 6 digits, 30 s),
 * through the `otpauth` library. A code of the step before or after passes too, for clocks a
 * little apart.
 */
const totpOf = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });

/** A new random key (160 bits, base 32), as `POST /api/users/totp` answers it. */
export const newTotpKey = (): string => new Secret({ size: 20 }).base32;

/** True when `code` is the key's code now (or one step off). */
export function totpMatches(key: string, code: string, timestamp = Date.now()): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(key).validate({ token: code, timestamp, window: 1 }) !== null;
}

/** The key's code at `timestamp` (tests, and nothing else, need to make one). */
export const totpCode = (key: string, timestamp = Date.now()): string =>
  totpOf(key).generate({ timestamp });
