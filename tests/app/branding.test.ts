import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@farol/model';
import { BRANDING_PATH, loadBranding } from '../../src/app/branding';

let server: Server | null = null;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A real HTTP server answering the branding path with `status` and `body`. */
async function serving(status: number, body: string): Promise<string> {
  server = createServer((request, response) => {
    response.statusCode = request.url === BRANDING_PATH ? status : 404;
    response.setHeader('Content-Type', 'application/json');
    response.end(request.url === BRANDING_PATH ? body : '');
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('loadBranding', () => {
  it('reads the companion config: title, logo, colours', async () => {
    const origin = await serving(
      200,
      JSON.stringify({ title: 'Frota Sul', logo: '/logo.png', colors: { primary: '#123456' } }),
    );
    expect(await loadBranding(origin)).toMatchObject({
      title: 'Frota Sul',
      logo: '/logo.png',
      colors: { primary: '#123456' },
    });
  });

  it.each([
    [404, ''],
    [200, 'not json'],
    [200, JSON.stringify({ logoWidth: 'wide' })],
  ])('falls back to Farol’s defaults on %i %j', async (status, body) => {
    expect(await loadBranding(await serving(status, body))).toEqual(DEFAULT_BRANDING);
  });

  it('falls back to the defaults when nothing answers', async () => {
    expect(await loadBranding('http://127.0.0.1:1')).toEqual(DEFAULT_BRANDING);
  });
});
