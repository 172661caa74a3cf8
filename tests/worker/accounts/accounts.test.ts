import { describe, expect, it } from 'vitest';
import { testCore } from '../support/core';
import type { RecordedRequest, Reply } from '../support/fakes';
import { user } from '../support/fixtures';

function accountsCore(route: (r: RecordedRequest) => Reply | undefined) {
  return testCore({ user: user(), devices: [], positions: [], extra: route });
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => `${r.path} ${r.body ?? ''}`);

describe('accounts', () => {
  it('[AC1] asks for a reset link with the page origin; an empty e-mail sends nothing', async () => {
    const t = accountsCore((r) => (r.path === '/api/session/password' ? { body: '' } : undefined));
    await expect(t.core.requestPasswordReset({ email: '  ' })).rejects.toMatchObject({
      code: 'FILL_EMAIL_FIELD',
    });
    expect(t.requests).toHaveLength(0);
    await t.core.requestPasswordReset({ email: ' ana@example.com ' });
    expect(posts(t.requests)).toEqual([
      '/api/session/password email=ana%40example.com&requested_from=https%3A%2F%2Ffleet.example.com',
    ]);
  });

  it('[AC1] falls back to Traccar’s /api/password/reset where the route is missing', async () => {
    const t = accountsCore((r) => (r.path === '/api/password/reset' ? { body: '' } : undefined));
    await t.core.requestPasswordReset({ email: 'ana@example.com' });
    expect(posts(t.requests)).toEqual([
      '/api/session/password email=ana%40example.com&requested_from=https%3A%2F%2Ffleet.example.com',
      '/api/password/reset email=ana%40example.com',
    ]);
  });

  it('[AC1] a real refusal is not retried', async () => {
    const t = accountsCore((r) =>
      r.path === '/api/session/password' ? { status: 429, body: 'Too many requests' } : undefined,
    );
    await expect(t.core.requestPasswordReset({ email: 'a@b.c' })).rejects.toMatchObject({
      status: 429,
    });
    expect(t.requests).toHaveLength(1);
  });

  it('[AC2] resets with the token; empty token or short password are refused first', async () => {
    const t = accountsCore((r) => (r.path === '/api/password/update' ? { body: '' } : undefined));
    await expect(t.core.resetPassword({ token: ' ', password: 'secret' })).rejects.toMatchObject({
      code: 'FILL_TOKEN_FIELD',
    });
    await expect(t.core.resetPassword({ token: 'abc', password: '123' })).rejects.toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
    });
    expect(t.requests).toHaveLength(0);
    await t.core.resetPassword({ token: ' abc ', password: 'secret' });
    expect(posts(t.requests)).toEqual([
      '/api/session/password token=abc&password=secret',
      '/api/password/update token=abc&password=secret',
    ]);
  });

  it('[AC2] a used or expired link is INVALID_RECOVERY_TOKEN, from Farol or from Traccar', async () => {
    const farol = accountsCore((r) =>
      r.path === '/api/session/password'
        ? {
            status: 400,
            body: 'java.lang.SecurityException: Invalid or expired password reset link',
          }
        : undefined,
    );
    await expect(
      farol.core.resetPassword({ token: 'used', password: 'secret' }),
    ).rejects.toMatchObject({ code: 'INVALID_RECOVERY_TOKEN', status: 400 });
    // Traccar has no /api/session/password and answers an unknown token with a bare 404.
    const traccar = accountsCore((r) =>
      r.path === '/api/password/update' ? { status: 404, body: '' } : undefined,
    );
    await expect(
      traccar.core.resetPassword({ token: 'used', password: 'secret' }),
    ).rejects.toMatchObject({ code: 'INVALID_RECOVERY_TOKEN', status: 404 });
    expect(posts(traccar.requests)).toEqual([
      '/api/session/password token=used&password=secret',
      '/api/password/update token=used&password=secret',
    ]);
  });

  it('[AC3] registers with name, e-mail and password', async () => {
    const t = accountsCore((r) =>
      r.path === '/api/users' && r.method === 'POST'
        ? { body: { ...JSON.parse(r.body!), id: 5, password: null } }
        : undefined,
    );
    const created = await t.core.register({
      name: ' Ana Lima ',
      email: 'ana@x.test',
      password: 'pw12',
    });
    expect(created).toMatchObject({ id: 5, name: 'Ana Lima' });
    expect(JSON.parse(t.requests[0]!.body!)).toEqual({
      name: 'Ana Lima',
      email: 'ana@x.test',
      password: 'pw12',
    });
  });

  it('[AC4] asks the server for a one-time-code key', async () => {
    const t = accountsCore((r) =>
      r.path === '/api/users/totp' ? { body: 'JBSWY3DPEHPK3PXP' } : undefined,
    );
    expect(await t.core.totpKey()).toBe('JBSWY3DPEHPK3PXP');
  });
});
