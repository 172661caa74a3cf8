import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import { reduceConnection, reduceSession } from '../../../src/worker/session/state';
import { initialState } from '../../../src/worker/state';
import { server, user } from '../support/fixtures';

const cleared = makeEvent('session.cleared', 'user', { reason: 'logout' }, 1);

describe('reduceSession', () => {
  it('[E2] server, sign-in and sign-out', () => {
    let s = initialState.session;
    expect(s.status).toBe('loading');
    s = reduceSession(s, makeEvent('server.loaded', 'rest', { server: server() }, 1));
    expect(s.server?.version).toBe('6.14');
    s = reduceSession(
      s,
      makeEvent(
        'session.established',
        'rest',
        { user: user({ id: 3 }), localToken: 'L'.repeat(20) },
        2,
      ),
    );
    expect(s).toMatchObject({ status: 'authenticated', user: { id: 3 } });
    s = reduceSession(s, cleared);
    expect(s).toMatchObject({ status: 'anonymous', user: null, server: { version: '6.14' } });
  });

  it('[E2] a failed server load makes the session unavailable', () => {
    const error = { type: 'network' as const, code: 'NETWORK_ERROR', message: 'x' };
    expect(
      reduceSession(initialState.session, makeEvent('server.failed', 'rest', { error }, 1)).status,
    ).toBe('unavailable');
  });
});

describe('reduceConnection', () => {
  it('[R1] follows the socket link and goes idle on logout', () => {
    const closed = reduceConnection(
      initialState.connection,
      makeEvent('connection.changed', 'socket', { socket: 'closed', reconnectAt: 5000 }, 1),
    );
    expect(closed).toEqual({ socket: 'closed', reconnectAt: 5000 });
    expect(reduceConnection(closed, cleared)).toEqual({ socket: 'idle', reconnectAt: null });
  });
});
