/** Fakes for CoreDeps: a scripted server, sockets, an in-memory store and a manual frame clock. */
import type { CoreDeps, FetchInit, ResponseLike, SocketLike } from '../../../src/worker/deps';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | undefined;
  /** A file sent as the body (uploads), as it was given. */
  file?: Blob;
  credentials: string;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Response headers (names compared case-insensitively, as fetch does). */
  headers?: Record<string, string>;
  /**
   * The body as a stream of these text chunks (report streaming); a chunk that is a promise
   * holds the stream until it settles (a load still under way); a function is called when the
   * reader gets to it; bytes go as they are (benchmarks encode beforehand).
   */
  chunks?: Chunk[];
}

type Chunk = string | Uint8Array | Promise<string> | (() => string);

/** A body stream of `chunks` in order. */
function streamOf(chunks: Chunk[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next >= chunks.length) {
        controller.close();
        return;
      }
      const chunk = chunks[next++]!;
      if (chunk instanceof Uint8Array) controller.enqueue(chunk);
      else controller.enqueue(encoder.encode(typeof chunk === 'function' ? chunk() : await chunk));
    },
  });
}

export type Route = (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

/** A fetch that answers from `route` (404 when it returns undefined) and records every call. */
export function fakeFetch(route: Route) {
  const requests: RecordedRequest[] = [];
  const fetch = async (url: string, init: FetchInit): Promise<ResponseLike> => {
    const parsed = new URL(url);
    const request: RecordedRequest = {
      method: init.method,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: init.headers,
      body: typeof init.body === 'string' ? init.body : undefined,
      file: init.body instanceof Blob ? init.body : undefined,
      credentials: init.credentials,
    };
    requests.push(request);
    const reply = (await route(request)) ?? { status: 404, body: 'Not found' };
    const status = reply.status ?? 200;
    const text = reply.chunks
      ? ''
      : typeof reply.body === 'string'
        ? reply.body
        : JSON.stringify(reply.body ?? null);
    const headers = new Map(
      Object.entries(reply.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]),
    );
    return {
      status,
      ok: status < 400,
      text: async () => text,
      body: reply.chunks ? streamOf(reply.chunks) : undefined,
      arrayBuffer: async () => new TextEncoder().encode(text).buffer as ArrayBuffer,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    };
  };
  return { fetch, requests };
}

export class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | null = null;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.({});
  }
  send(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  /** The server or network drops the connection. */
  drop() {
    this.onclose?.({ code: 1006 });
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
}

export function memoryStore() {
  const data = new Map<string, unknown>();
  return {
    data,
    get: async (key: string) => data.get(key),
    set: async (key: string, value: unknown) => void data.set(key, value),
    del: async (key: string) => void data.delete(key),
  };
}

/** Animation frames that run only when the test says so. */
export function manualFrames() {
  let queue: (() => void)[] = [];
  return {
    requestFrame: (callback: () => void) => void queue.push(callback),
    get pending() {
      return queue.length;
    },
    /** Runs one animation frame. */
    tick() {
      const callbacks = queue;
      queue = [];
      for (const callback of callbacks) callback();
    },
  };
}

/** Deps with fakes; timers go through the globals at call time, so vi.useFakeTimers applies. */
export function fakeDeps(route: Route, overrides: Partial<CoreDeps> = {}) {
  const server = fakeFetch(route);
  const sockets: FakeSocket[] = [];
  const store = memoryStore();
  const frames = manualFrames();
  const errors: unknown[] = [];
  const deps: CoreDeps = {
    fetch: server.fetch,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    store,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    requestFrame: frames.requestFrame,
    baseUrl: 'https://fleet.example.com',
    locale: 'pt-BR',
    reportError: (error) => errors.push(error),
    ...overrides,
  };
  return { deps, requests: server.requests, sockets, store, frames, errors };
}

/** Lets pending promise callbacks run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise<void>((resolve) => queueMicrotask(resolve));
}
