import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { bootMachine, createBootImplementations } from '../../src/machines/bootMachine';
import { Server, User } from '@farol/model';

const server = Server.parse({ id: 1, version: '6.14' });
const user = User.parse({ id: 2, name: 'Ana', email: 'ana@example.com' });

function start(loadServer: () => Promise<Server>, restoreSession: () => Promise<User | null>) {
  const deps = { loadServer: vi.fn(loadServer), restoreSession: vi.fn(restoreSession) };
  const actor = createActor(bootMachine.provide(createBootImplementations(deps))).start();
  return { actor, ...deps };
}

describe('bootMachine', () => {
  it('loads the server, then the session, then is ready', async () => {
    let answer: (server: Server) => void = () => undefined;
    const { actor, restoreSession } = start(
      () => new Promise<Server>((resolve) => (answer = resolve)),
      async () => user,
    );
    expect(actor.getSnapshot().matches('loadingServer')).toBe(true);
    await Promise.resolve();
    expect(restoreSession).not.toHaveBeenCalled();
    answer(server);
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

  it('retries from unavailable: server info again, then the session', async () => {
    let up = false;
    const { actor, loadServer, restoreSession } = start(
      () => (up ? Promise.resolve(server) : Promise.reject(new Error('down'))),
      async () => null,
    );
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(restoreSession).not.toHaveBeenCalled();
    up = true;
    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('loadingServer')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loadServer).toHaveBeenCalledTimes(2);
    expect(restoreSession).toHaveBeenCalledTimes(1);
  });

  it('ignores boot.retry once ready (forbidden transition)', async () => {
    const { actor, loadServer } = start(
      async () => server,
      async () => null,
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'boot.retry' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(loadServer).toHaveBeenCalledTimes(1);
  });

  it('a failed session check still ends ready (the guard sends the visitor to /login)', async () => {
    const { actor, restoreSession } = start(
      async () => server,
      () => Promise.reject(new Error('x')),
    );
    await waitFor(actor, (s) => s.matches('ready') || s.matches('unavailable'));
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(restoreSession).toHaveBeenCalledTimes(1);
  });
});
