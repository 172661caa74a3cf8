/**
 * The HTTP layers the OsmAnd port could run on, for `pipeline-osmand-1k-10k` to measure side by
 * side: each answers an empty 200 (the layer's own ceiling) or passes the request to a Farol's
 * OsmAnd handler, exactly as the listener in `server/protocols/osmand/server.ts` does.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { OsmandReply, OsmandRequest } from '../../server/protocols/osmand/handler';

export type Layer = 'node:http' | 'fastify';
type Handle = (request: OsmandRequest) => Promise<OsmandReply>;

export interface Listener {
  url: string;
  close(): Promise<void>;
}

const EMPTY: Handle = () => Promise.resolve({ status: 200, body: '' });

/** An empty 200 on `layer`, or `handle` behind it. */
export function startListener(layer: Layer, handle: Handle = EMPTY): Promise<Listener> {
  return layer === 'fastify' ? startFastify(handle) : startNodeHttp(handle);
}

async function startNodeHttp(handle: Handle): Promise<Listener> {
  const server = http.createServer({ keepAlive: true }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        url: req.url ?? '/',
        contentType: req.headers['content-type'] ?? '',
        body: Buffer.concat(chunks).toString('utf8'),
      };
      void handle(request).then(({ status, body }) => {
        res.writeHead(status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
        });
        res.end(body);
      });
    });
  });
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
