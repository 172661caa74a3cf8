/** The settings domain's surface: the server's settings and the signed-in user's account. */
import type { Server, User } from '@farol/model';

/** Server settings and the user's own account and preferences (SPEC §2 server, account). */
export interface SettingsApi {
  /** `PUT /api/server` (administrators); the session's server info follows. */
  saveServer(input: { server: Server }): Promise<Server>;
  /** `POST /api/server/restart` (administrators, logged by the server). */
  restartServer(): Promise<void>;
  /** `PUT /api/users/{id}` of the signed-in user; the session's user follows. `password` only when changing it. */
  saveAccount(input: { user: User; password?: string }): Promise<User>;
  /**
   * `POST /api/session/token` (form `expiration`): a new API token for the signed-in user, valid
   * until `expiration` (epoch ms; the server caps it by the session's own expiry).
   */
  createApiToken(input: { expiration: number }): Promise<string>;
  /**
   * Adds a browser's push token to the signed-in user's `notificationTokens` (SPEC §3) with
   * `PUT /api/users/{id}`, unless it is there already; the session's user follows.
   */
  addNotificationToken(input: { token: string }): Promise<void>;
  /** `GET /api/server/timezones`: the zone names the server knows. */
  timezones(): Promise<string[]>;
}
