import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OsmandReply, OsmandRequest } from './handler';

// Large enough for a batch of JSON locations, small enough to refuse abuse.
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The OsmAnd listener: a plain keep-alive HTTP server that reads the request and passes it to
 * `handle` (any method; the body is read for the form and JSON variants).
 */
export function createOsmandServer(
  handle: (request: OsmandRequest) => Promise<OsmandReply>,
): http.Server {
  const server = http.createServer({ keepAlive: true }, (req, res) => {
    // OsmAnd's usual report: the query in the URL, no body. Nothing to read, so no listeners.
    if (bodiless(req)) {
      answer(req, res, '', handle);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reply(res, { status: 413, body: 'Request too large' });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!res.headersSent) answer(req, res, Buffer.concat(chunks).toString('utf8'), handle);
    });
  });
  server.keepAliveTimeout = 65_000;
  return server;
}

/** A request that carries no body: no Content-Length (or 0) and no Transfer-Encoding. */
function bodiless(req: http.IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length === undefined || length === '0') && req.headers['transfer-encoding'] === undefined;
}

function answer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: string,
  handle: (request: OsmandRequest) => Promise<OsmandReply>,
): void {
  const request: OsmandRequest = {
    url: req.url ?? '/',
    contentType: req.headers['content-type'] ?? '',
    body,
  };
  handle(request).then(
    (result) => reply(res, result),
    (error: unknown) => {
      console.error('OsmAnd request failed:', error);
      reply(res, { status: 500, body: 'Internal error' });
    },
  );
}

/** The headers of the usual answer, an empty 200, built once. */
const EMPTY_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '0' };

function reply(res: http.ServerResponse, { status, body }: OsmandReply): void {
  if (res.headersSent) return;
  if (body === '') {
    res.writeHead(status, EMPTY_HEADERS);
    res.end();
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** Starts listening; resolves with the port (the one asked, or the ephemeral one given). */
export function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Stops listening and drops the kept-alive connections (devices reconnect elsewhere). */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
