/**
 * Everything the core does to the outside world, injected so tests can run it with fakes.
 * `index.ts` builds the real ones from the worker's globals.
 */

/** The part of a fetch Response the core reads. */
export interface ResponseLike {
  status: number;
  ok: boolean;
  text(): Promise<string>;
  /** The body as it arrives (report streams); absent in fakes that only answer text. */
  body?: ReadableStream<Uint8Array> | null;
  /** The body as bytes (exported files). */
  arrayBuffer?(): Promise<ArrayBuffer>;
  /** Response headers (the companion's `licensemode` and `deviceLimit`); absent in some fakes. */
  headers?: { get(name: string): string | null };
}

export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  /** Text (form, JSON), or a file sent as it is (an image upload). */
  body?: string | Blob;
  signal: AbortSignal;
  credentials: 'same-origin';
}

export type FetchLike = (url: string, init: FetchInit) => Promise<ResponseLike>;

/** The part of a browser WebSocket the core uses; a real `WebSocket` satisfies it. */
export interface SocketLike {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

/** idb-keyval's get/set/del shape. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

export type TimerHandle = unknown;

export interface CoreDeps {
  fetch: FetchLike;
  createSocket(url: string): SocketLike;
  store: KeyValueStore;
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Runs `callback` once at the next animation frame. */
  requestFrame(callback: () => void): void;
  /** The page origin, e.g. `https://fleet.example.com`; REST and socket URLs derive from it. */
  baseUrl: string;
  /** Collation locale for name sorting; the runtime default when absent. */
  locale?: string;
  /** Where failures of background work are reported (the console in the real worker). */
  reportError?(error: unknown): void;
  /** The running build's id (scripts/buildInfoPlugin.ts); without one, no update checks. */
  buildId?: string;
  /** `length` cryptographically random bytes; `crypto.getRandomValues` when absent. */
  randomBytes?(length: number): Uint8Array;
}
