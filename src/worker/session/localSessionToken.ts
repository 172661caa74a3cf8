import { LOCAL_SESSION_TOKEN_LENGTH } from '@farol/model';

/** 64 URL-safe symbols: one per 6 bits, so every symbol is equally likely. */
const SYMBOLS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The local session token of a sign-in (SPEC §9, SPEC.md E4): LOCAL_SESSION_TOKEN_LENGTH (20)
 * URL-safe characters, one per random byte (its low 6 bits), 120 bits in all.
 */
export function localSessionToken(random: Uint8Array): string {
  if (random.length < LOCAL_SESSION_TOKEN_LENGTH) {
    throw new RangeError(`a local session token needs ${LOCAL_SESSION_TOKEN_LENGTH} random bytes`);
  }
  let token = '';
  for (let i = 0; i < LOCAL_SESSION_TOKEN_LENGTH; i += 1) token += SYMBOLS[random[i]! & 63];
  return token;
}
