/** Builds a page folder of bench/support (the baseline by default) with Vite and serves it on a loopback port. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

export async function serveBaseline(
  folder = 'baseline',
): Promise<{ url: string; close(): Promise<void> }> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'farol-baseline-'));
  await build({
    root: path.resolve('bench/support', folder),
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html');
    try {
      const body = readFileSync(path.join(outDir, path.normalize(name)));
      response.setHeader('Content-Type', TYPES[path.extname(name)] ?? 'application/octet-stream');
      response.end(body);
    } catch {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
