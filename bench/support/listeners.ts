/**
 * The HTTP layers the OsmAnd port could run on, for `pipeline-osmand-1k-10k` to measure side by
 * side: each answers an empty 200 (the layer's own ceiling) or passes the request to a Farol's
 * OsmAnd handler. `net` is Farol's listener (`server/protocols/osmand/http/`); `node:http` is
 * the listener Farol had before it (kept here, as it was, to measure against); `fastify` the
 * API's framework.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { OsmandReply, OsmandRequest } from '../../server/protocols/osmand/handler';
import { OsmandHttpServer } from '../../server/protocols/osmand/http/httpServer';

export type Layer = 'net' | 'node:http' | 'fastify';
type Handle = (request: OsmandRequest) => Promise<OsmandReply>;

export interface Listener {
  url: string;
  close(): Promise<void>;
}

const EMPTY: Handle = () => Promise.resolve({ status: 200, body: '' });

/** An empty 200 on `layer`, or `handle` behind it. */
export function startListener(layer: Layer, handle: Handle = EMPTY): Promise<Listener> {
  if (layer === 'fastify') return startFastify(handle);
  return layer === 'net' ? startNet(handle) : startNodeHttp(handle);
}

async function startNet(handle: Handle): Promise<Listener> {
  const server = new OsmandHttpServer(handle);
  const port = await server.listen(0, '127.0.0.1');
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** The headers of the usual answer, an empty 200, built once. */
const EMPTY_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '0' };

/** Farol's node:http listener before `net` replaced it (read bodies only when there is one). */
async function startNodeHttp(handle: Handle): Promise<Listener> {
  const answer = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => {
    const request = { url: req.url ?? '/', contentType: req.headers['content-type'] ?? '', body };
    void handle(request).then(({ status, body: text }) => {
      if (text === '') {
        res.writeHead(status, EMPTY_HEADERS);
        res.end();
        return;
      }
      res.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
      });
      res.end(text);
    });
  };
  const server = http.createServer({ keepAlive: true }, (req, res) => {
    const length = req.headers['content-length'];
    if ((length === undefined || length === '0') && !req.headers['transfer-encoding']) {
      answer(req, res, '');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => answer(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function startFastify(handle: Handle): Promise<Listener> {
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.all('/*', async (req, reply) => {
    const result = await handle({
      url: req.url,
      contentType: req.headers['content-type'] ?? '',
      body: typeof req.body === 'string' ? req.body : '',
    });
    return reply.code(result.status).type('text/plain; charset=utf-8').send(result.body);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: address, close: () => app.close() };
}
