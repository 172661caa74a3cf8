import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../src/worker/events';
import {
  reduceConnection,
  reduceLocalToken,
  reduceSession,
} from '../../../src/worker/session/state';
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

describe('the session under its other events', () => {
  const signedIn = reduceSession(
    initialState.session,
    makeEvent('session.established', 'rest', { user: user({ id: 3 }), localToken: 'L' }, 1),
  );
  const unrelated = makeEvent('window.changed', 'user', { start: 0, count: 1 }, 1);

  it('[AD6] the server load carries the edition', () => {
    const edition = { plus: true, remainingDevices: 4 };
    const loaded = reduceSession(
      initialState.session,
      makeEvent('server.loaded', 'rest', { server: server(), edition }, 1),
    );
    expect(loaded.edition).toEqual(edition);
  });

  it('[E2] saving one’s own account replaces the session user; another account does not', () => {
    const renamed = user({ id: 3, name: 'Ana Maria' });
    const own = reduceSession(signedIn, makeEvent('user.updated', 'user', { user: renamed }, 2));
    expect(own.user).toEqual(renamed);
    const other = makeEvent('user.updated', 'user', { user: user({ id: 4 }) }, 2);
    expect(reduceSession(signedIn, other)).toBe(signedIn);
    expect(reduceSession(signedIn, unrelated)).toBe(signedIn);
  });

  it('[E2] log in as: the impersonator is kept until sign-out', () => {
    const admin = { id: 1, name: 'Admin' };
    const as = reduceSession(
      signedIn,
      makeEvent('session.impersonator', 'rest', { impersonator: admin }, 2),
    );
    expect(as.impersonator).toEqual(admin);
    expect(reduceSession(as, cleared).impersonator).toBeNull();
  });

  it('[E4] the local token lives from sign-in to sign-out', () => {
    const token = reduceLocalToken(
      null,
      makeEvent('session.established', 'rest', { user: user(), localToken: 'T'.repeat(20) }, 1),
    );
    expect(token).toBe('T'.repeat(20));
    expect(reduceLocalToken(token, unrelated)).toBe(token);
    expect(reduceLocalToken(token, cleared)).toBeNull();
  });

  it('[R1] other events keep the connection', () => {
    const open = { socket: 'open' as const, reconnectAt: null };
    expect(reduceConnection(open, unrelated)).toBe(open);
  });
});
