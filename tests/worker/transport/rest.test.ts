import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Device } from '@farol/model';
import type { FetchInit } from '../../../src/worker/deps';
import { requestJson, requestText, type HttpDeps } from '../../../src/worker/transport/rest';
import { fakeFetch, type Route } from '../support/fakes';

function http(route: Route): {
  http: HttpDeps;
  requests: ReturnType<typeof fakeFetch>['requests'];
} {
  const server = fakeFetch(route);
  return {
    http: {
      fetch: server.fetch,
      baseUrl: 'https://fleet.example.com/',
      setTimeout: (cb, ms) => setTimeout(cb, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    requests: server.requests,
  };
}

/** A fetch that never answers until aborted. */
function hangingHttp(): HttpDeps & { aborted: () => boolean } {
  let signal: AbortSignal | null = null;
  return {
    fetch: (_url: string, init: FetchInit) => {
      signal = init.signal;
      return new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    },
    baseUrl: 'https://fleet.example.com',
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    aborted: () => signal?.aborted ?? false,
  };
}

describe('REST errors', () => {
  it.each<[string, number, string, string]>([
    [
      '401 with Traccar body',
      401,
      'jakarta.ws.rs.WebApplicationException: HTTP 401 Unauthorized\n\tat x',
      'HTTP_401_UNAUTHORIZED',
    ],
    ['401 without body', 401, '', 'HTTP_401_UNAUTHORIZED'],
    [
      'disabled user',
      400,
      'java.lang.SecurityException: User is disabled\n\tat org.traccar…',
      'ACCOUNT_IS_DISABLED',
    ],
    [
      'write access denied',
      400,
      'java.lang.SecurityException: Write access denied',
      'WRITE_ACCESS_DENIED',
    ],
    [
      'companion text before " - "',
      403,
      'Account is suspended - pay your invoices',
      'ACCOUNT_IS_SUSPENDED',
    ],
    ['500 without body', 500, '', 'SERVER_ERROR'],
  ])('[T2] %s → %s', async (_, status, body, code) => {
    const { http: deps } = http(() => ({ status, body }));
    await expect(requestText({ http: deps, path: '/devices' })).rejects.toEqual({
      type: 'http',
      code,
      message: expect.any(String),
      status,
    });
  });

  it('[T2] the error is a plain object, not an Error', async () => {
    const { http: deps } = http(() => ({ status: 401, body: '' }));
    const error = await requestText({ http: deps, path: '/session' }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(Error);
    expect(Object.getPrototypeOf(error)).toBe(Object.prototype);
    expect((error as { message: string }).message).toBe('HTTP 401');
  });

  it('[T2] a network failure → NETWORK_ERROR', async () => {
    const deps: HttpDeps = {
      ...http(() => undefined).http,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    await expect(requestText({ http: deps, path: '/server' })).rejects.toMatchObject({
      type: 'network',
      code: 'NETWORK_ERROR',
    });
  });
});

describe('REST timeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each<['api' | 'tarkan', number]>([
    ['api', 60_000],
    ['tarkan', 30_000],
  ])('[T1] base %s times out after %i ms → TIMEOUT', async (base, ms) => {
    const deps = hangingHttp();
    const outcome = requestText({ http: deps, base, path: '/x' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(deps.aborted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ type: 'timeout', code: 'TIMEOUT' });
    expect(deps.aborted()).toBe(true);
  });

  it('[T1] a timely answer clears the timer', async () => {
    const { http: deps } = http(() => ({ body: 'ok' }));
    await expect(requestText({ http: deps, path: '/x' })).resolves.toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('REST requests', () => {
  it('[T3] sends Accept json, same-origin credentials, repeated ids and form bodies', async () => {
    const { http: deps, requests } = http(() => ({ body: [] }));
    await requestText({ http: deps, path: '/positions', query: { id: [1, 2, 3] } });
    await requestText({
      http: deps,
      method: 'POST',
      path: '/session',
      form: { email: 'a@b.c', password: 'p w' },
    });
    await requestText({ http: deps, base: 'tarkan', path: '/shares' });
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/positions',
      credentials: 'same-origin',
    });
    expect(requests[0]!.query.getAll('id')).toEqual(['1', '2', '3']);
    expect(requests[0]!.headers['Accept']).toBe('application/json');
    expect(requests[1]!.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(requests[1]!.body).toBe('email=a%40b.c&password=p+w');
    expect(requests[2]!.path).toBe('/tarkan/shares');
  });

  it('[T4] responses are parsed with the model schemas (defaults applied)', async () => {
    const { http: deps } = http(() => ({
      body: [{ id: 1, name: 'Van', uniqueId: '1', status: null }],
    }));
    const devices = await requestJson({ http: deps, path: '/devices', schema: z.array(Device) });
    expect(devices[0]).toMatchObject({ id: 1, status: 'offline', attributes: {}, positionId: 0 });
  });

  it.each([
    ['a body that is not JSON', 'oops'],
    ['a body that does not match the schema', [{ id: 'x' }]],
  ])('[T4] %s → validation error', async (_, body) => {
    const { http: deps } = http(() => ({ body }));
    await expect(
      requestJson({ http: deps, path: '/devices', schema: z.array(Device) }),
    ).rejects.toMatchObject({
      type: 'validation',
      code: 'INVALID_RESPONSE',
    });
  });
});
