/** REST transport for base 1 (`/api`) and base 2 (`/tarkan`) (SPEC.md T1–T4). */
import type { z } from 'zod';
import { COMPANION_API_TIMEOUT_MS, TRACKING_API_TIMEOUT_MS } from '@farol/model';
import type { CoreDeps, FetchInit } from '../deps';
import { httpError, networkError, timeoutError, validationError } from './errors';

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
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (input.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(input.form).toString();
  } else if (input.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input.json);
  }
  return { method: input.method ?? 'GET', headers, body, signal, credentials: 'same-origin' };
}

/**
 * Performs a request and returns its status and body text. Rejects with a plain CoreError:
 * `http` for any status ≥ 400, `network` when the request fails, `timeout` after 60 s (base 1)
 * or 30 s (base 2).
 */
export interface RestResponse {
  status: number;
  text: string;
  /** A response header's value, or null. */
  header(name: string): string | null;
}

export async function request(input: RequestInput): Promise<RestResponse> {
  const { http } = input;
  const ms = TIMEOUT_MS[input.base ?? 'api'];
  const controller = new AbortController();
  let timer: unknown;
  const timeout = new Promise<never>((_, reject) => {
    timer = http.setTimeout(() => {
      controller.abort();
      reject(timeoutError(ms));
    }, ms);
  });
  const work = (async () => {
    let response;
    try {
      response = await http.fetch(urlOf(input), initOf(input, controller.signal));
    } catch (cause) {
      throw networkError(cause);
    }
    const text = await response.text().catch((cause: unknown) => {
      throw networkError(cause);
    });
    if (response.status >= 400) throw httpError(response.status, text);
    const headers = response.headers;
    return { status: response.status, text, header: (name: string) => headers?.get(name) ?? null };
  })();
  // Once the timeout wins, the aborted request's own failure is expected and ignored.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    http.clearTimeout(timer);
  }
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
