import type { SessionView } from '../types';
import type { DomainEvent } from './events';

/** Server info and the signed-in user. */
export function reduceSession(session: SessionView, event: DomainEvent): SessionView {
  switch (event.type) {
    case 'server.loaded':
      return { ...session, server: event.payload.server };
    case 'server.failed':
      return { ...session, status: 'unavailable' };
    case 'session.established':
      return { ...session, status: 'authenticated', user: event.payload.user };
    case 'session.cleared':
      return { ...session, status: 'anonymous', user: null };
    default:
      return session;
  }
}
