import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { HttpConnection, type Handle, type HttpLimits } from './connection';

/** node:http's defaults where it has them (16 KiB of headers); the body as the port allows. */
export const DEFAULT_LIMITS: HttpLimits = {
  maxHeadBytes: 16 * 1024,
  // Large enough for a batch of JSON locations, small enough to refuse abuse.
  maxBodyBytes: 1024 * 1024,
  maxPipelined: 64,
  idleTimeoutMs: 65_000,
  requestTimeoutMs: 60_000,
};

/**
 * A minimal HTTP/1.1 server on node:net for the OsmAnd device port: keep-alive, pipelining,
 * Content-Length and chunked bodies, `Expect: 100-continue`, size limits and timeouts. It does
 * only what a device report needs, so a report costs the server less than through node:http's
 * streams and objects (bench/pipeline-osmand-1k-10k; see server/README.md).
 */
export class OsmandHttpServer {
  private readonly server: net.Server;
  private readonly connections = new Set<HttpConnection>();
  private readonly sockets = new Set<net.Socket>();
  private readonly sweep: NodeJS.Timeout;

  constructor(handle: Handle, limits: Partial<HttpLimits> = {}) {
    const settings = { ...DEFAULT_LIMITS, ...limits };
    this.server = net.createServer((socket) => {
      const connection = new HttpConnection(socket, handle, settings);
      this.connections.add(connection);
      this.sockets.add(socket);
      socket.on('close', () => {
        this.connections.delete(connection);
        this.sockets.delete(socket);
      });
    });
    // Deadlines are checked by one sweep rather than a timer per connection and request.
    const every = Math.min(1000, settings.idleTimeoutMs / 4, settings.requestTimeoutMs / 4);
    this.sweep = setInterval(() => {
      const now = Date.now();
      for (const connection of this.connections) connection.expire(now);
    }, every);
    this.sweep.unref();
  }

  /** Starts listening; resolves with the port (the one asked, or the ephemeral one given). */
  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as AddressInfo).port);
      });
    });
  }

  /** Stops listening and drops the kept-alive connections (devices reconnect elsewhere). */
  close(): Promise<void> {
    clearInterval(this.sweep);
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
  }
}
