import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OsmandReply, OsmandRequest } from '../../server/protocols/osmand/handler';
import type { HttpLimits } from '../../server/protocols/osmand/http/connection';
import { OsmandHttpServer } from '../../server/protocols/osmand/http/httpServer';
import { createDevice, useTestServer } from './helpers';
import { RawSocket } from './support/rawSocket';

/**
 * The OsmAnd port's HTTP layer over real sockets. Its handler answers with what it was given
 * (`url|content type|body`), so each test sees what the layer read; `/slow…` answers only when
 * the test releases it, `/fail` throws.
 */
describe('OsmAnd HTTP layer (node:net)', () => {
  let released: (() => void)[] = [];
  const echo = (request: OsmandRequest): Promise<OsmandReply> => {
    if (request.url === '/fail') return Promise.reject(new Error('handler broke'));
    const reply = { status: 200, body: `${request.url}|${request.contentType}|${request.body}` };
    if (!request.url.startsWith('/slow')) return Promise.resolve(reply);
    return new Promise((resolve) => released.push(() => resolve(reply)));
  };
  const servers: OsmandHttpServer[] = [];
  const sockets: RawSocket[] = [];
  let url = '';

  async function start(limits: Partial<HttpLimits> = {}): Promise<string> {
    const server = new OsmandHttpServer(echo, limits);
    servers.push(server);
    return `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  }

  async function open(at = url): Promise<RawSocket> {
    const socket = await RawSocket.open(at);
    sockets.push(socket);
    return socket;
  }

  const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: t\r\n${extra}\r\n`;

  beforeAll(async () => {
    url = await start();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
    released = [];
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
  });

  it('keeps the connection open between requests, and answers as node:http did', async () => {
    const socket = await open();
    await socket.write(get('/?id=1'));
    const first = await socket.answer();
    expect(first).toMatchObject({ status: 200, body: '/?id=1||' });
    expect(first!.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first!.headers.date).toMatch(/GMT$/);
    await socket.write(get('/?id=2'));
    expect((await socket.answer())!.body).toBe('/?id=2||');
    expect(socket.closed).toBe(false);
  });

  it('answers pipelined requests in their order, even when a later one is ready first', async () => {
    const socket = await open();
    await socket.write(get('/slow-1') + get('/?id=2') + get('/slow-3') + get('/?id=4'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(released).toHaveLength(2);
    released[1]!();
    released[0]!();
    const bodies = [];
    for (let i = 0; i < 4; i += 1) bodies.push((await socket.answer())!.body);
    expect(bodies).toEqual(['/slow-1||', '/?id=2||', '/slow-3||', '/?id=4||']);
  });

  it('reads requests split anywhere, byte by byte, head and body', async () => {
    const socket = await open();
    const body = 'id=7&lat=1.5&lon=2.5&note=ção';
    const length = Buffer.byteLength(body);
    const request = Buffer.from(
      `POST /form HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n${body}`,
    );
    for (let i = 0; i < request.length; i += 1) await socket.write(request.subarray(i, i + 1));
    expect((await socket.answer())!.body).toBe(`/form|application/x-www-form-urlencoded|${body}`);
  });

  it('decodes a chunked body (with extensions and trailers) as Traccar aggregates it', async () => {
    const socket = await open();
    const json = '{"device_id":"9","location":{}}';
    await socket.write(
      'POST / HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n' +
        `5;name=x\r\n${json.slice(0, 5)}\r\n`,
    );
    await socket.write(
      `${(json.length - 5).toString(16)}\r\n${json.slice(5)}\r\n0\r\nX-T: 1\r\n\r\n`,
    );
    expect((await socket.answer())!.body).toBe(`/|application/json|${json}`);
  });

  it('sends 100 Continue to a client that expects it, then reads the body', async () => {
    const socket = await open();
    await socket.write('POST /e HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n');
    expect((await socket.answer())!.status).toBe(100);
    await socket.write('id=1');
    expect((await socket.answer())!.body).toBe('/e||id=1');
  });

  it.each([
    ['a request line without a version', 'GET /\r\n\r\n', 400],
    ['a space inside the target', 'GET /a b HTTP/1.1\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost t\r\n\r\n', 400],
    ['obsolete line folding', 'GET / HTTP/1.1\r\nX-A: 1\r\n folded\r\n\r\n', 400],
    ['a bare LF inside the head', 'GET / HTTP/1.1\r\nX-A: 1\nX-B: 2\r\n\r\n', 400],
    ['a non-numeric Content-Length', 'POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n', 400],
    [
      'two different Content-Lengths',
      'POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      400,
    ],
    [
      'Content-Length beside chunked',
      'POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n',
      400,
    ],
    [
      'a transfer coding other than chunked',
      'POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n',
      501,
    ],
    ['a malformed chunk size', 'POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n', 400],
    ['HTTP/2.0 in a request line', 'GET / HTTP/2.0\r\n\r\n', 505],
    ['an expectation it cannot meet', 'GET / HTTP/1.1\r\nExpect: magic\r\n\r\n', 417],
  ])('refuses %s with %i and closes the connection', async (_name, request, status) => {
    const socket = await open();
    await socket.write(request);
    const answer = await socket.answer();
    expect(answer!.status).toBe(status);
    expect(answer!.headers.connection).toBe('close');
    await socket.ended();
  });

  it('answers the good requests before a malformed one pipelined after them', async () => {
    const socket = await open();
    await socket.write(get('/slow-ok') + 'BROKEN\r\n\r\n' + get('/never'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    released[0]!();
    expect((await socket.answer())!.body).toBe('/slow-ok||');
    expect((await socket.answer())!.status).toBe(400);
    await socket.ended();
    expect(released).toHaveLength(1);
  });

  it('refuses a head past 16 KiB with 431, bodies past the limit with 413', async () => {
    const small = await start({ maxBodyBytes: 100 });
    const head = await open(small);
    await head.write(`GET / HTTP/1.1\r\nX-Big: ${'a'.repeat(17 * 1024)}`);
    expect((await head.answer())!.status).toBe(431);
    await head.ended();
    const declared = await open(small);
    await declared.write('POST / HTTP/1.1\r\nContent-Length: 101\r\n\r\n');
    expect((await declared.answer())!.status).toBe(413);
    const chunked = await open(small);
    await chunked.write('POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n');
    await chunked.write(`40\r\n${'x'.repeat(64)}\r\n40\r\n${'x'.repeat(64)}\r\n`);
    expect((await chunked.answer())!.status).toBe(413);
    await chunked.ended();
  });

  it('closes after answering Connection: close and HTTP/1.0; keeps HTTP/1.0 keep-alive', async () => {
    const closing = await open();
    await closing.write(get('/?id=1', 'Connection: close\r\n'));
    expect((await closing.answer())!.headers.connection).toBe('close');
    await closing.ended();
    const old = await open();
    await old.write('GET /?id=2 HTTP/1.0\r\n\r\n');
    expect((await old.answer())!.body).toBe('/?id=2||');
    await old.ended();
    const kept = await open();
    await kept.write('GET /?id=3 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n');
    expect((await kept.answer())!.headers.connection).toBe('keep-alive');
    await kept.write('GET /?id=4 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n');
    expect((await kept.answer())!.body).toBe('/?id=4||');
  });

  it('answers 500 when the handler fails, and the connection goes on', async () => {
    const socket = await open();
    await socket.write(get('/fail'));
    expect((await socket.answer())!.status).toBe(500);
    await socket.write(get('/?id=1'));
    expect((await socket.answer())!.status).toBe(200);
  });

  it('answers a HEAD without its body', async () => {
    const socket = await open();
    await socket.write('HEAD /?id=1 HTTP/1.1\r\n\r\n' + get('/?id=2'));
    const head = await socket.answer(true);
    expect(head!.headers['content-length']).toBe(String('/?id=1||'.length));
    // The next answer starts right where the head's ended: no body was sent between them.
    expect(await socket.answer()).toMatchObject({ status: 200, body: '/?id=2||' });
  });

  it('stops reading past the pipelining limit and still answers every request in order', async () => {
    const limited = await start({ maxPipelined: 2 });
    const socket = await open(limited);
    const paths = Array.from({ length: 20 }, (_, i) => `/?n=${i}`);
    await socket.write(paths.map((path) => get(path)).join(''));
    for (const path of paths) expect((await socket.answer())!.body).toBe(`${path}||`);
  });

  it('closes a connection whose request stays incomplete (408) and an idle one', async () => {
    const strict = await start({ requestTimeoutMs: 100, idleTimeoutMs: 200 });
    const slow = await open(strict);
    await slow.write('GET /?id=1 HTTP/1.1\r\nHost: t\r\n');
    const answer = await slow.answer();
    expect(answer!.status).toBe(408);
    await slow.ended();
    const idle = await open(strict);
    await idle.write(get('/?id=2'));
    expect((await idle.answer())!.status).toBe(200);
    await idle.ended();
  });

  it('keeps a slow but complete client: a request sent in pieces within the limit', async () => {
    const strict = await start({ requestTimeoutMs: 2000, idleTimeoutMs: 2000 });
    const socket = await open(strict);
    for (const piece of ['GET /?id=', '5 HTTP/1.1\r\n', 'Host: t\r\n', '\r\n']) {
      await socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect((await socket.answer())!.body).toBe('/?id=5||');
  });
});

describe('OsmAnd port: pipelined reports through Farol', () => {
  const server = useTestServer();

  it('stores every report pipelined on one connection and split across writes', async () => {
    const device = await createDevice(server.admin, 'Pipelined', 'pipe-1');
    const t = Math.floor(Date.now() / 1000) - 600;
    const requests = Array.from(
      { length: 5 },
      (_, i) => `POST /?id=pipe-1&lat=-23.5${i}&lon=-46.6&timestamp=${t + i * 10} HTTP/1.1\r\n\r\n`,
    ).join('');
    const socket = await RawSocket.open(server.farol.osmandUrl);
    try {
      const cut = Math.floor(requests.length / 2) + 3;
      await socket.write(requests.slice(0, cut));
      await socket.write(requests.slice(cut));
      for (let i = 0; i < 5; i += 1) expect((await socket.answer())!.status).toBe(200);
    } finally {
      socket.close();
    }
    const stored = (
      await server.admin.get(
        `/api/positions?deviceId=${device.id}&from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z`,
      )
    ).json() as { latitude: number }[];
    expect(stored.map((p) => p.latitude)).toEqual([-23.5, -23.51, -23.52, -23.53, -23.54]);
  });
});
