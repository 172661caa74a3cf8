import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Responder = (request: Recorded) => { status?: number; body?: string } | undefined;

/** A loopback HTTP server that records every request (stands in for Telegram, FCM, SMS…). */
export class RecordingServer {
  readonly requests: Recorded[] = [];
  url = '';
  private waiters: (() => void)[] = [];
  private readonly server: http.Server;

  private constructor(respond: Responder) {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request: Recorded = {
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        this.requests.push(request);
        const answer = respond(request) ?? {};
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(answer.body ?? '{"ok":true}');
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  static async start(respond: Responder = () => undefined): Promise<RecordingServer> {
    const recorder = new RecordingServer(respond);
    await new Promise<void>((resolve) => recorder.server.listen(0, '127.0.0.1', resolve));
    recorder.url = `http://127.0.0.1:${(recorder.server.address() as AddressInfo).port}`;
    return recorder;
  }

  /** Waits until `count` requests have arrived. */
  async received(count: number, timeoutMs = 5000): Promise<Recorded[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.requests.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} requests, got ${this.requests.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.requests;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}
