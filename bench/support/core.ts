/** A signed-in core over fake I/O, loaded with a synthetic fleet, for end-to-end benchmarks. */
import { createCore } from '../../src/worker/core';
import type { FetchInit, ResponseLike, SocketLike } from '../../src/worker/deps';
import type { MapFrame } from '../../src/worker/types';
import type { Fleet } from './fleet';

const USER = { id: 1, name: 'Bench', email: 'bench@example.com' };

export async function coreWithFleet(fleet: Fleet) {
  const devicesJson = JSON.stringify(fleet.devices);
  const byId = new Map(fleet.positions.map((p) => [p.id, p]));
  const reply = (body: unknown, status = 200): ResponseLike => {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { status, ok: status < 400, text: async () => text };
  };
  const fetch = async (url: string, init: FetchInit): Promise<ResponseLike> => {
    const { pathname, searchParams } = new URL(url);
    if (pathname === '/api/session' && init.method === 'GET') return reply(USER);
    if (pathname === '/api/devices') return reply(devicesJson);
    if (pathname === '/api/positions') {
      return reply(searchParams.getAll('id').map((id) => byId.get(Number(id))));
    }
    return reply('', 404);
  };
  let socket: SocketLike | null = null;
  let frames: (() => void)[] = [];
  const core = createCore({
    fetch,
    createSocket: () => {
      socket = {
        onopen: null,
        onmessage: null,
        onclose: null,
        onerror: null,
        close: () => undefined,
      };
      return socket;
    },
    store: { get: async () => undefined, set: async () => undefined, del: async () => undefined },
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    requestFrame: (callback) => void frames.push(callback),
    baseUrl: 'http://localhost:8082',
    locale: 'pt-BR',
  });
  let delivered = 0;
  // Like the main thread: each map frame is received, then the callback resolves.
  await core.subscribe('map', (frame: MapFrame) => void (delivered += frame.length > 0 ? 1 : 0));
  await core.subscribe('list', () => undefined);
  await core.restoreSession();
  await core.settled();
  const open = socket as SocketLike | null;
  if (!open) throw new Error('the core did not open its socket');
  open.onopen?.({});
  return {
    core,
    socket: { send: (text: string) => open.onmessage?.({ data: text }) },
    /** Runs one animation frame. */
    tick() {
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
    delivered: () => delivered,
    dispose: () => core.dispose(),
  };
}
