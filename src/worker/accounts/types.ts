/** The accounts domain's surface: sign-up, lost passwords and the one-time-code key. */
import type { User } from '@farol/model';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

/** Account flows that hold no state: each is one call (or two, for Traccar's own routes). */
export interface AccountsApi {
  /**
   * Asks for a password reset link by e-mail (SPEC §7 `POST /api/session/password`, form
   * `email`, `requested_from`; Traccar's `POST /api/password/reset` where that is missing).
   * Resolves the same whether the address is known or not.
   */
  requestPasswordReset(input: { email: string }): Promise<void>;
  /** Sets a new password with a reset link's token (form `token`, `password`). */
  resetPassword(input: { token: string; password: string }): Promise<void>;
  /** Creates one's own account (`POST /api/users` while signed out; needs `registration`). */
  register(input: RegisterInput): Promise<User>;
  /** A new one-time-code key for the signed-in account (`POST /api/users/totp`). */
  totpKey(): Promise<string>;
}
