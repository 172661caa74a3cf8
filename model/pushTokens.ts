/**
 * A user's push tokens (SPEC §3 `notificationTokens`, Traccar's attribute): the registration
 * tokens of their browsers and phones, kept comma-separated as Traccar's clients write them.
 */

/** At most this many tokens are kept; adding one more drops the oldest. */
export const MAX_PUSH_TOKENS = 10;

/** The tokens in `notificationTokens` (a comma-separated text, or a list). */
export function pushTokensOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(String) : String(value ?? '').split(',');
  return items.map((token) => token.trim()).filter(Boolean);
}

/** `notificationTokens` with `token` added (last), once, within MAX_PUSH_TOKENS. */
export function withPushToken(value: unknown, token: string): string {
  const kept = pushTokensOf(value).filter((item) => item !== token);
  return [...kept, token.trim()].slice(-MAX_PUSH_TOKENS).join(',');
}
