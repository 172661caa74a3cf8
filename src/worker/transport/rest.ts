/** REST transport for base 1 (`/api`) and base 2 (`/tarkan`) (SPEC.md T1–T4). */
import type { z } from 'zod';
import { COMPANION_API_TIMEOUT_MS, TRACKING_API_TIMEOUT_MS } from '@farol/model';
import type { CoreDeps, FetchInit, ResponseLike } from '../deps';
import {
  cancelledError,
  httpError,
  isCoreError,
  networkError,
  timeoutError,
  validationError,
  type CoreError,
} from './errors';

export type HttpDeps = Pick<CoreDeps, 'fetch' | 'baseUrl' | 'setTimeout' | 'clearTimeout'>;
/** `web` is the site itself (static files such as `/version.json`). */
export type ApiBase = 'api' | 'tarkan' | 'web';
export type QueryValue = string | number | boolean | readonly (string | number)[];

export interface RequestInput {
  http: HttpDeps;
  base?: ApiBase;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the base, e.g. `/devices`. */
  path: string;
  query?: Record<string, QueryValue | undefined>;
  /** Sent form-encoded (POST /session, /session/token…). */
  form?: Record<string, string>;
  json?: unknown;
  /** A file sent as the body, with its own type (an image upload). */
  file?: Blob;
  /** `Accept`; JSON unless a file is asked for (xlsx, PDF). */
  accept?: string;
  /** Aborts the request (a report the user cancelled): it rejects with `cancelled`. */
  signal?: AbortSignal;
}

export const TIMEOUT_MS: Record<ApiBase, number> = {
  api: TRACKING_API_TIMEOUT_MS,
  tarkan: COMPANION_API_TIMEOUT_MS,
  web: COMPANION_API_TIMEOUT_MS,
};

/** The full URL of a request; repeated values become repeated parameters (`id=1&id=2`). */
export function urlOf(input: Pick<RequestInput, 'http' | 'base' | 'path' | 'query'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.size > 0 ? `?${params}` : '';
  const base = input.base ?? 'api';
  const prefix = base === 'web' ? '' : `/${base}`;
  return `${input.http.baseUrl.replace(/\/$/, '')}${prefix}${input.path}${search}`;
}

function initOf(input: RequestInput, signal: AbortSignal): FetchInit {
  const headers: Record<string, string> = { Accept: input.accept ?? 'application/json' };
  let body: string | Blob | undefined;
  if (input.file) {
    headers['Content-Type'] = input.file.type || 'application/octet-stream';
    body = input.file;
  } else if (input.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(input.form).toString();
  } else if (input.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.json);
  }
  return { method: input.method ?? 'GET', headers, body, signal, credentials: 'same-origin' };
}

/** A response: status, body text and its headers. */
export interface RestResponse {
  status: number;
  text: string;
  /** A response header's value, or null. */
  header(name: string): string | null;
}

/**
 * Runs `read` on the response of a request, under the base's timeout (SPEC.md T1) and the
 * caller's signal. Rejects with a plain CoreError: `http` for any status ≥ 400 (the body read
 * as text), `network` when the request fails, `timeout` after 60 s (base 1) or 30 s (base 2),
 * `cancelled` once `input.signal` aborts. `read` may hold the timeout off while data flows
 * (`keepAlive`), so a long stream is not cut while it still arrives.
 */
async function exchange<T>(
  input: RequestInput,
  read: (response: ResponseLike, keepAlive: () => void) => Promise<T>,
): Promise<T> {
  const { http, signal } = input;
  const ms = TIMEOUT_MS[input.base ?? 'api'];
  if (signal?.aborted) throw cancelledError();
  const controller = new AbortController();
  let timer: unknown;
  let fail: (error: CoreError) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => (fail = reject));
  const stop = (error: CoreError) => {
    controller.abort();
    fail(error);
  };
  const arm = () => {
    http.clearTimeout(timer);
    timer = http.setTimeout(() => stop(timeoutError(ms)), ms);
  };
  const cancel = () => stop(cancelledError());
  signal?.addEventListener('abort', cancel);
  arm();
  const work = (async () => {
    let response: ResponseLike;
    try {
      response = await http.fetch(urlOf(input), initOf(input, controller.signal));
    } catch (cause) {
      throw networkError(cause);
    }
    if (response.status >= 400) {
      const text = await response.text().catch(() => '');
      throw httpError(response.status, text, response.headers?.get('www-authenticate'));
    }
    try {
      return await read(response, arm);
    } catch (cause) {
      throw isCoreError(cause) ? cause : networkError(cause);
    }
  })();
  // Once the timeout or the cancel wins, the aborted request's own failure is expected.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, stopped]);
  } finally {
    http.clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

/** Performs a request and returns its status and body text (see `exchange`). */
export async function request(input: RequestInput): Promise<RestResponse> {
  return exchange(input, async (response) => {
    const headers = response.headers;
    return {
      status: response.status,
      text: await response.text(),
      header: (name: string) => headers?.get(name) ?? null,
    };
  });
}

/**
 * Performs a request and hands its body to `onChunk` as it arrives, bytes at a time; each chunk
 * re-arms the timeout. Without a streamed body (a fake), the whole text arrives as one chunk.
 */
export async function requestStream(
  input: RequestInput,
  onChunk: (chunk: Uint8Array) => void,
): Promise<void> {
  await exchange(input, async (response, keepAlive) => {
    if (!response.body) {
      onChunk(new TextEncoder().encode(await response.text()));
      return;
    }
    const reader = response.body.getReader();
    const cancel = () => void reader.cancel().catch(() => undefined);
    input.signal?.addEventListener('abort', cancel);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        keepAlive();
        onChunk(value);
      }
    } finally {
      input.signal?.removeEventListener('abort', cancel);
    }
  });
}

/** A file the server made: its bytes, media type and the name `Content-Disposition` gives. */
export interface FetchedFile {
  name: string | null;
  type: string;
  data: ArrayBuffer;
}

/** `attachment; filename=report.xlsx` → `report.xlsx`. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!.trim()) : null;
}

/** Performs a request for a file (xlsx, PDF…) and returns its bytes. */
export async function requestFile(input: RequestInput): Promise<FetchedFile> {
  return exchange(input, async (response) => {
    const data = response.arrayBuffer
      ? await response.arrayBuffer()
      : (new TextEncoder().encode(await response.text()).buffer as ArrayBuffer);
    return {
      name: fileNameOf(response.headers?.get('content-disposition')),
      type: response.headers?.get('content-type') ?? input.accept ?? 'application/octet-stream',
      data,
    };
  });
}

/** Performs a request and returns the body text (see `request`). */
export async function requestText(input: RequestInput): Promise<string> {
  return (await request(input)).text;
}

/** Performs a request and parses the JSON body with `schema` at the boundary (SPEC.md T4). */
export async function requestJson<S extends z.ZodType>(
  input: RequestInput & { schema: S },
): Promise<z.infer<S>> {
  return parseJson(await requestText(input), input.schema, input.path);
}

/** Parses a JSON body with `schema`; rejects with INVALID_RESPONSE naming `path` (T4). */
export function parseJson<S extends z.ZodType>(text: string, schema: S, path: string): z.infer<S> {
  let data: unknown;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    throw validationError('INVALID_RESPONSE', `${path}: body is not JSON`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid';
    throw validationError('INVALID_RESPONSE', `${path}: ${where}`);
  }
  return parsed.data;
}
