import type { ConnectionView } from '../types';
import type { DomainEvent } from './events';

const IDLE: ConnectionView = { socket: 'idle', reconnectAt: null };

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
