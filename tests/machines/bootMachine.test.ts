import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bootMachine, createBootImplementations } from '../../src/machines/bootMachine';
import type { Server, User } from '@farol/model';

function start(loadServer: () => Promise<Server>, restoreSession: () => Promise<User | null>) {
  const deps = { loadServer: vi.fn(loadServer), restoreSession: vi.fn(restoreSession) };
  const actor = createActor(bootMachine.provide(createBootImplementations(deps))).start();
  return { actor, ...deps };
}

describe('bootMachine', () => {
  it('loads the server, then the session, then is ready', async () => {
    const { actor, restoreSession } = start(
      async () => ({ id: 1 }) as Server,
      async () => ({ id: 2 }) as User,
    );
    expect(actor.getSnapshot().matches('loadingServer')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(restoreSession).toHaveBeenCalledTimes(1);
  });

  it('is unavailable when server info fails, without checking the session', async () => {
    const { actor, restoreSession } = start(
      () => Promise.reject({ code: 'NETWORK_ERROR' }),
      async () => null,
    );
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(restoreSession).not.toHaveBeenCalled();
  });

  it('retries from unavailable', async () => {
    let up = false;
    const { actor } = start(
      () => (up ? Promise.resolve({ id: 1 } as Server) : Promise.reject(new Error('down'))),
      async () => null,
    );
    await waitFor(actor, (s) => s.matches('unavailable'));
    up = true;
    actor.send({ type: 'boot.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('ignores boot.retry once ready (forbidden transition)', async () => {
    const { actor, loadServer } = start(
      async () => ({ id: 1 }) as Server,
      async () => null,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(loadServer).toHaveBeenCalledTimes(1);
  });

  it('a failed session check still ends ready (the guard sends the visitor to /login)', async () => {
    const { actor } = start(
      async () => ({ id: 1 }) as Server,
      () => Promise.reject(new Error('x')),
    );
    await waitFor(actor, (s) => s.matches('ready'));
  });
});
