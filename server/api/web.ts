import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { sendError } from './errors';

const API_PREFIXES = ['/api/', '/tarkan/'];

/**
 * The built client: `dist/` at `/`, hashed `/assets/*` cached forever, everything else
 * (`index.html`, the service worker) revalidated every time, and any other GET for a path without a file extension answered with index.html (SPA
 * routes). API paths that match nothing get Traccar's 404. Called on the root instance so the
 * not-found handler covers every route.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const built = fs.existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      setHeaders(res, file) {
        if (file.startsWith(path.join(distDir, 'assets') + path.sep)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          // index.html, the service worker (sw.js, push-sw.js) and the rest: always revalidated,
          // so a new build reaches the browser and its worker at once.
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || API_PREFIXES.some((prefix) => url.startsWith(prefix));
    const isPage = !path.extname(url) && (request.method === 'GET' || request.method === 'HEAD');
    if (built && !isApi && isPage) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(index));
    }
    return sendError(request, reply, new HttpError(404));
  });
}
