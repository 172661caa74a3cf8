/** The session slice: server info, the signed-in user and the socket's state. */
import type { DomainEvent } from '../events';
import type { Slice } from '../kernel/slice';
import type { ConnectionView, SessionView } from './types';

export interface SessionState {
  session: SessionView;
  connection: ConnectionView;
  /** The local session token of the current sign-in (SPEC §9), null while signed out. */
  localToken: string | null;
}

const IDLE: ConnectionView = { socket: 'idle', reconnectAt: null };

/** Server info and the signed-in user. */
export function reduceSession(session: SessionView, event: DomainEvent): SessionView {
  switch (event.type) {
    case 'server.loaded':
      return { ...session, server: event.payload.server, edition: event.payload.edition };
    case 'server.failed':
      return { ...session, status: 'unavailable' };
    case 'session.established':
      return { ...session, status: 'authenticated', user: event.payload.user };
    case 'session.cleared':
      return { ...session, status: 'anonymous', user: null, impersonator: null };
    case 'session.impersonator':
      return { ...session, impersonator: event.payload.impersonator };
    case 'user.updated':
      return session.user?.id === event.payload.user.id
        ? { ...session, user: event.payload.user }
        : session;
    default:
      return session;
  }
}

/** The live socket's state, as the socket link reports it. */
export function reduceConnection(connection: ConnectionView, event: DomainEvent): ConnectionView {
  switch (event.type) {
    case 'connection.changed':
      return { socket: event.payload.socket, reconnectAt: event.payload.reconnectAt };
    case 'session.cleared':
      return IDLE;
    default:
      return connection;
  }
}

/** A sign-in's local session token, forgotten when the session ends (SPEC.md E4). */
export function reduceLocalToken(token: string | null, event: DomainEvent): string | null {
  switch (event.type) {
    case 'session.established':
      return event.payload.localToken;
    case 'session.cleared':
      return null;
    default:
      return token;
  }
}

export const sessionSlice: Slice<SessionState> = {
  initial: {
    session: { status: 'loading', server: null, user: null },
    connection: IDLE,
    localToken: null,
  },
  reducers: { session: reduceSession, connection: reduceConnection, localToken: reduceLocalToken },
};
