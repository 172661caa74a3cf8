/** A scripted Traccar-like server for core tests. */
import type { Device, Position, User } from '@farol/model';
import type { RecordedRequest, Reply, Route } from './fakes';

export interface FleetServerOptions {
  user: User;
  devices: Device[];
  positions: Position[];
  /** Whether a cookie session exists (GET /api/session without token). */
  cookie?: boolean;
  /** Valid remember/share tokens. */
  tokens?: string[];
  /** Answers GET /api/positions?id=… with this instead (e.g. a refusal). */
  idReply?: Reply;
  /** Extra or overriding routes, consulted first. */
  extra?: Route;
}

export function fleetServer(options: FleetServerOptions): Route {
  return (request: RecordedRequest) => {
    const extra = options.extra?.(request);
    if (extra) return extra;
    const { method, path, query } = request;
    if (method === 'GET' && path === '/api/server') return { body: { id: 1, version: '6.14' } };
    if (method === 'GET' && path === '/api/session') {
      const token = query.get('token');
      if (token !== null) {
        return options.tokens?.includes(token)
          ? { body: options.user }
          : { status: 401, body: 'java.lang.SecurityException: Token has expired' };
      }
      return options.cookie ? { body: options.user } : { status: 404, body: 'Not found' };
    }
    if (method === 'POST' && path === '/api/session') return { body: options.user };
    if (method === 'POST' && path === '/api/session/token') return { body: 'tok-remembered-1' };
    if (method === 'POST' && path === '/api/session/token/revoke') return { status: 204, body: '' };
    if (method === 'DELETE' && path === '/api/session') return { status: 204, body: '' };
    if (method === 'GET' && path === '/api/devices') return { body: options.devices };
    if (method === 'GET' && path === '/api/positions') {
      const ids = query.getAll('id').map(Number);
      if (ids.length === 0) return { body: options.positions };
      if (options.idReply) return options.idReply;
      return { body: options.positions.filter((p) => ids.includes(p.id)) };
    }
    return undefined;
  };
}
