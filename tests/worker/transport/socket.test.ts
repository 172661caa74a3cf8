import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_RECONNECT_MS } from '@farol/model';
import type { ConnectionView } from '../../../src/worker/types';
import {
  createSocketLink,
  LOGOUT_CLOSE_CODE,
  socketUrlOf,
} from '../../../src/worker/transport/socket';
import { FakeSocket } from '../support/fakes';

function link() {
  const sockets: FakeSocket[] = [];
  const statuses: ConnectionView[] = [];
  const messages: string[] = [];
  let reconnects = 0;
  const socket = createSocketLink({
    deps: {
      baseUrl: 'https://fleet.example.com',
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      now: () => Date.now(),
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    onMessage: (text) => messages.push(text),
    onStatus: (view) => statuses.push(view),
    onReconnected: () => (reconnects += 1),
  });
  return { socket, sockets, statuses, messages, reconnects: () => reconnects };
}

describe('socket link', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    ['https://fleet.example.com', 'wss://fleet.example.com/api/socket'],
    ['http://localhost:8082', 'ws://localhost:8082/api/socket'],
  ])('[R1] %s → %s', (base, url) => {
    expect(socketUrlOf(base)).toBe(url);
  });

  it('[R1] reconnects 5000 ms after a close: nothing at 4999 ms', () => {
    const { socket, sockets, statuses } = link();
    socket.open();
    sockets[0]!.open();
    sockets[0]!.drop();
    expect(statuses.at(-1)).toEqual({
      socket: 'closed',
      reconnectAt: 1_000_000 + SOCKET_RECONNECT_MS,
    });
    vi.advanceTimersByTime(4999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(statuses.at(-1)).toEqual({ socket: 'connecting', reconnectAt: null });
  });

  it('[R1] keeps retrying every 5 s while the server is unreachable', () => {
    const { socket, sockets } = link();
    socket.open();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      sockets.at(-1)!.drop();
      vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    }
    expect(sockets).toHaveLength(4);
  });

  it('[R1] no reconnect after close() (logout), and the socket is closed with 4000', () => {
    const { socket, sockets, statuses } = link();
    socket.open();
    sockets[0]!.open();
    socket.close();
    expect(sockets[0]!.closedWith).toBe(LOGOUT_CLOSE_CODE);
    sockets[0]!.drop(); // a late close event from the browser changes nothing
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toEqual({ socket: 'idle', reconnectAt: null });
  });

  it('[R1] close() during the reconnect delay cancels the reconnect', () => {
    const { socket, sockets } = link();
    socket.open();
    sockets[0]!.drop();
    vi.advanceTimersByTime(2000);
    socket.close();
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('[R2] signals a reconnect only when a socket opens after a drop', () => {
    const { socket, sockets, reconnects } = link();
    socket.open();
    sockets[0]!.open();
    expect(reconnects()).toBe(0);
    sockets[0]!.drop();
    vi.advanceTimersByTime(SOCKET_RECONNECT_MS);
    sockets[1]!.open();
    expect(reconnects()).toBe(1);
  });

  it('[R1] open() is idempotent and messages pass through', () => {
    const { socket, sockets, messages } = link();
    socket.open();
    socket.open();
    expect(sockets).toHaveLength(1);
    sockets[0]!.send({ positions: [] });
    expect(messages).toEqual(['{"positions":[]}']);
  });
});
