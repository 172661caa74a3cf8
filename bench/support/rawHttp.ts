/**
 * A bare keep-alive HTTP/1.1 connection for the load generator: it writes a request as one
 * string and reads back one response (status line, Content-Length, body) at a time. Node's
 * `http.request` costs the generator more per report than Farol spends on it, so at tens of
 * thousands of reports per second it, not the server, set the pace. It speaks only what Farol's
 * OsmAnd listener answers (no chunked bodies, one request in flight per connection).
 */
import net from 'node:net';

export interface RawReply {
  status: number;
  body: string;
}

const HEAD_END = '\r\n\r\n';
const LENGTH = /\r\ncontent-length:\s*(\d+)/i;

export class RawConnection {
  private buffer = '';
  private waiting: ((reply: RawReply | null) => void) | null = null;
  private broken = false;

  private constructor(
    private readonly socket: net.Socket,
    private readonly host: string,
  ) {
    socket.setEncoding('latin1');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.take();
    });
    const fail = () => {
      this.broken = true;
      this.waiting?.(null);
      this.waiting = null;
    };
    socket.on('error', fail);
    socket.on('close', fail);
  }

  /** Opens a connection to `url`'s host and port. */
  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        resolve(new RawConnection(socket, `${hostname}:${port}`)),
      );
      socket.once('error', reject);
    });
  }

  /** Sends one request; resolves with its reply, or null when the connection broke. */
  request(method: string, path: string, body = ''): Promise<RawReply | null> {
    const head = `${method} ${path} HTTP/1.1\r\nHost: ${this.host}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
    if (this.broken) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.socket.write(head + body);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private take(): void {
    const end = this.buffer.indexOf(HEAD_END);
    if (end < 0 || !this.waiting) return;
    const head = this.buffer.slice(0, end);
    const length = Number(LENGTH.exec(head)?.[1] ?? 0);
    const bodyStart = end + HEAD_END.length;
    if (this.buffer.length < bodyStart + length) return;
    const reply = {
      status: Number(head.slice(9, 12)),
      body: this.buffer.slice(bodyStart, bodyStart + length),
    };
    this.buffer = this.buffer.slice(bodyStart + length);
    const resolve = this.waiting;
    this.waiting = null;
    resolve(reply);
  }
}
