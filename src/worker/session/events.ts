import type { Server, User } from '@farol/model';
import type { CoreError } from '../transport/errors';
import type { ConnectionView, Impersonator, ServerEdition } from './types';

/** The session domain's events. */
export interface SessionEvents {
  'server.loaded': { server: Server; edition?: ServerEdition };
  'server.failed': { error: CoreError };
  /** A user signed in; `localToken` names this sign-in in the log (SPEC.md E4). */
  'session.established': { user: User; localToken: string };
  'session.cleared': { reason: 'none' | 'logout' | 'expired' };
  /** The signed-in user is another account's "log in as" (or no longer: null). */
  'session.impersonator': { impersonator: Impersonator | null };
  /** The signed-in user saved their account: preferences and units follow at once. */
  'user.updated': { user: User };
  'connection.changed': ConnectionView;
  /** The socket opened again after a drop: whatever was pushed meanwhile is lost (SPEC.md R2). */
  'connection.resumed': Record<string, never>;
}
