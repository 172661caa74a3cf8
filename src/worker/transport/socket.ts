/** The `/api/socket` connection and its reconnect rule (SPEC.md R1, R2). */
import { SOCKET_RECONNECT_MS } from '@farol/model';
import type { CoreDeps, SocketLike, TimerHandle } from '../deps';
import type { ConnectionView } from '../session/types';

/** traccar-web's close code for a deliberate close (logout). */
export const LOGOUT_CLOSE_CODE = 4000;

export interface SocketLink {
  /** Connects unless already connected or connecting. */
  open(): void;
  /** Closes for good: no reconnect until `open` is called again. */
  close(): void;
}

/** `ws:`/`wss:` URL of the socket for an http(s) origin. */
export function socketUrlOf(baseUrl: string): string {
  const url = new URL('/api/socket', baseUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * Keeps one socket open while wanted. When it closes without `close()` being called, it
 * reconnects SOCKET_RECONNECT_MS later, and once the new socket opens it calls `onReconnected`
 * so the fleet can be refetched (whatever was pushed while disconnected is lost).
 */
export function createSocketLink(input: {
  deps: Pick<CoreDeps, 'createSocket' | 'baseUrl' | 'now' | 'setTimeout' | 'clearTimeout'>;
  onMessage(text: string): void;
  onStatus(view: ConnectionView): void;
  onReconnected(): void;
}): SocketLink {
  const { deps } = input;
  let socket: SocketLike | null = null;
  let timer: TimerHandle | null = null;
  let wanted = false;
  let missedData = false;

  const connect = () => {
    timer = null;
    input.onStatus({ socket: 'connecting', reconnectAt: null });
    const current = deps.createSocket(socketUrlOf(deps.baseUrl));
    socket = current;
    current.onopen = () => {
      input.onStatus({ socket: 'open', reconnectAt: null });
      if (missedData) {
        missedData = false;
        input.onReconnected();
      }
    };
    current.onmessage = (event) => input.onMessage(String(event.data));
    current.onerror = () => undefined; // a close event always follows
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      missedData = true;
      if (!wanted) return;
      const reconnectAt = deps.now() + SOCKET_RECONNECT_MS;
      input.onStatus({ socket: 'closed', reconnectAt });
      timer = deps.setTimeout(connect, SOCKET_RECONNECT_MS);
    };
  };

  return {
    open() {
      wanted = true;
      if (socket || timer !== null) return;
      connect();
    },
    close() {
      wanted = false;
      missedData = false;
      if (timer !== null) deps.clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.close(LOGOUT_CLOSE_CODE, 'logout');
      }
      input.onStatus({ socket: 'idle', reconnectAt: null });
    },
  };
}
