/** The session domain's surface: server info, the signed-in user and the live connection. */
import type { QrDriverStatus, Server, TrustUnlock, User } from '@farol/model';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated' | 'unavailable';

/** What the companion headers of `GET /api/server` say (companion-api.md §1.4). */
export interface ServerEdition {
  /** `licensemode: TarkanPlus`: the paid edition's features are on. */
  plus: boolean;
  /** `deviceLimit`: how many more devices the user may add; null when unlimited (absent). */
  remainingDevices: number | null;
}

export interface SessionView {
  status: SessionStatus;
  server: Server | null;
  user: User | null;
  /** Read with the server info; absent until it has loaded. */
  edition?: ServerEdition;
  /** Who logged in as `user` from their own account (Log in as), and may go back; else absent. */
  impersonator?: Impersonator | null;
}

/** The account that logged in as another one. */
export interface Impersonator {
  id: number;
  name: string;
}

export interface ConnectionView {
  socket: 'idle' | 'connecting' | 'open' | 'closed';
  /** Epoch ms of the next reconnect attempt while closed. */
  reconnectAt: number | null;
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  /** The one-time code (TOTP) of an account that asks for one. */
  code?: string;
}

/** The session domain: server info, login and logout. */
export interface SessionApi {
  /** GET /api/server; rejects with a CoreError when the server is unavailable. */
  loadServer(): Promise<Server>;
  /** Resumes a cookie session or a remembered token; resolves null when there is none. */
  restoreSession(): Promise<User | null>;
  login(input: LoginInput): Promise<User>;
  loginWithToken(input: { token: string }): Promise<User>;
  /** Deletes the session, revokes the remembered token and closes the socket. */
  logout(): Promise<void>;
  /**
   * Logs in as an account of one's tree (`GET /api/session/{id}`), keeping a short token of
   * one's own account to come back with; resolves with that account.
   */
  loginAs(input: { userId: number }): Promise<User>;
  /** Back to one's own account after `loginAs`; resolves with it. */
  returnToSelf(): Promise<User>;
  /** A QR driver checks into a device, or out with 0 (companion `POST /qr-driver`). */
  qrDriverCheck(input: { deviceId: number }): Promise<QrDriverStatus>;
  /** A suspended customer unlocks once on trust (`POST /tarkan/invoices/unlock`). */
  unlockOnTrust(input: { username: string; password: string }): Promise<TrustUnlock>;
}

export interface SessionTopics {
  session: SessionView;
  connection: ConnectionView;
}
