import net from 'node:net';

/** An answer read off a raw socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A bare TCP client for testing an HTTP/1.1 server byte by byte: writes whatever it is given
 * (split, pipelined, malformed) and reads the answers as they come, in order.
 */
export class RawSocket {
  private text = '';
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly socket: net.Socket) {
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      this.text += chunk;
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static open(url: string): Promise<RawSocket> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => resolve(new RawSocket(socket)));
      socket.once('error', reject);
    });
  }

  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve) => this.socket.write(data, () => resolve()));
  }

  /**
   * The next answer; null when the server closed the connection before sending one.
   * `bodiless`: the answer to a HEAD, whose Content-Length announces a body that is not sent.
   */
  async answer(bodiless = false): Promise<RawAnswer | null> {
    for (;;) {
      const parsed = this.take(bodiless);
      if (parsed) return parsed;
      if (this.closed) return null;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  /** Resolves once the server closed the connection. */
  async ended(): Promise<void> {
    while (!this.closed) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.socket.destroy();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  private take(bodiless: boolean): RawAnswer | null {
    const end = this.text.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.text.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    // A 100 Continue has no body; any other answer of this server carries Content-Length.
    const length = status === 100 || bodiless ? 0 : Number(headers['content-length'] ?? 0);
    const bodyStart = end + 4;
    if (Buffer.byteLength(this.text.slice(bodyStart), 'latin1') < length) return null;
    const body = Buffer.from(this.text.slice(bodyStart, bodyStart + length), 'latin1').toString();
    this.text = this.text.slice(bodyStart + length);
    return { status, headers, body };
  }
}
