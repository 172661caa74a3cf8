import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLoginImplementations, loginMachine } from '../../src/machines/loginMachine';
import type { User } from '@farol/model';

const user = { id: 1, name: 'Ana', email: 'ana@example.com' } as User;

function start(
  deps: Partial<Parameters<typeof createLoginImplementations>[0]> = {},
  driver = false,
) {
  const login = vi.fn(deps.login ?? (async () => user));
  const loginWithToken = vi.fn(deps.loginWithToken ?? (async () => user));
  const unlockOnTrust = vi.fn(deps.unlockOnTrust ?? (async () => ({ unlockedUntil: '' })));
  const machine = loginMachine.provide(
    createLoginImplementations({ login, loginWithToken, unlockOnTrust }),
  );
  const actor = createActor(machine, { input: { driver } }).start();
  return { actor, login, loginWithToken, unlockOnTrust };
}

describe('loginMachine', () => {
  it('driver mode signs a QR driver in as their access login, qrcode-<username>', async () => {
    const { actor, login } = start({}, true);
    actor.send({ type: 'login.change', email: ' ana ', password: 'senha' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(login).toHaveBeenCalledWith({ email: 'qrcode-ana', password: 'senha', remember: false });
  });

  it('driver mode keeps a login typed with its prefix as it is', async () => {
    const { actor, login } = start({}, true);
    actor.send({ type: 'login.change', email: 'qrcode-ana', password: 'senha' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('authenticated'));
    expect(login.mock.calls[0]![0].email).toBe('qrcode-ana');
  });

  it('requires e-mail and password (FILL_ALL_FIELDS) without calling the server', () => {
    const { actor, login } = start();
    actor.send({ type: 'login.change', email: 'ana@example.com' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('FILL_ALL_FIELDS');
    expect(login).not.toHaveBeenCalled();
  });

  it('treats a blank e-mail as missing', () => {
    const { actor } = start();
    actor.send({ type: 'login.change', email: '   ', password: 'secret' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe('FILL_ALL_FIELDS');
  });

  it('signs in with trimmed e-mail, the password and the remember choice', async () => {
    const { actor, login } = start();
    actor.send({
      type: 'login.change',
      email: ' ana@example.com ',
      password: ' pw ',
      remember: true,
    });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(login).toHaveBeenCalledWith({
      email: 'ana@example.com',
      password: ' pw ',
      remember: true,
    });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('keeps what the server says after the code: the minutes of a login lockout', async () => {
    const { actor } = start({
      login: async () => {
        throw {
          type: 'http',
          code: 'TOO_MANY_FAILED_LOGINS',
          message: 'Too many failed logins - 15',
          status: 429,
        };
      },
    });
    actor.send({ type: 'login.change', email: 'ana', password: 'wrong' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'TOO_MANY_FAILED_LOGINS',
      errorDetail: '15',
    });
    actor.send({ type: 'login.change', password: 'again' });
    expect(actor.getSnapshot().context.errorDetail).toBeNull();
  });

  it('maps a server rejection to its SPEC code and returns to editing', async () => {
    const { actor } = start({
      login: async () => {
        throw { type: 'http', code: 'HTTP_401_UNAUTHORIZED', message: 'Unauthorized', status: 401 };
      },
    });
    actor.send({ type: 'login.change', email: 'ana', password: 'wrong' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('HTTP_401_UNAUTHORIZED');
  });

  it('shows the suspended state for suspension errors, and goes back on login.back', async () => {
    const { actor } = start({
      login: async () => {
        throw { type: 'http', code: 'ACCOUNT_IS_SUSPENDED', message: 'Account is suspended' };
      },
    });
    actor.send({ type: 'login.change', email: 'ana', password: 'pw' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('suspended'));
    expect(actor.getSnapshot().context.error).toBe('ACCOUNT_IS_SUSPENDED');
    actor.send({ type: 'login.back' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('clears the error as soon as the user edits a field', async () => {
    const { actor } = start();
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.error).toBe('FILL_ALL_FIELDS');
    actor.send({ type: 'login.change', password: 'x' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('forbids editing or submitting again while a sign-in is in flight', async () => {
    let release: (u: User) => void = () => {};
    const { actor, login } = start({ login: () => new Promise<User>((r) => (release = r)) });
    actor.send({ type: 'login.change', email: 'ana', password: 'pw' });
    actor.send({ type: 'login.submit' });
    actor.send({ type: 'login.change', email: 'mallory' });
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('ana');
    expect(login).toHaveBeenCalledTimes(1);
    release(user);
    await waitFor(actor, (s) => s.matches('authenticated'));
  });

  it('share-token login: empty token gives FILL_ALL_FIELDS, a failed one INVALID_LOGIN_DATA', async () => {
    const { actor, loginWithToken } = start({
      loginWithToken: async () => {
        throw { type: 'http', code: 'HTTP_401_UNAUTHORIZED', message: '' };
      },
    });
    actor.send({ type: 'login.token', token: ' ' });
    expect(actor.getSnapshot().context.error).toBe('FILL_ALL_FIELDS');
    expect(loginWithToken).not.toHaveBeenCalled();
    actor.send({ type: 'login.token', token: 'abc' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('INVALID_LOGIN_DATA');
    expect(loginWithToken).toHaveBeenCalledWith({ token: 'abc' });
  });

  it('a non-core failure becomes SERVER_ERROR', async () => {
    const { actor } = start({
      login: async () => {
        throw new Error('boom');
      },
    });
    actor.send({ type: 'login.change', email: 'ana', password: 'pw' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('SERVER_ERROR');
  });

  describe('one-time code (TOTP)', () => {
    const totp = (status: number, code: string) => ({ type: 'http', code, message: '', status });

    /** A server that wants `123456` after the password. */
    function withCode(after?: () => never) {
      return start({
        login: async (input) => {
          if (!input.code) throw totp(401, 'TOTP_REQUIRED');
          if (input.code !== '123456') throw totp(400, 'INVALID_TOTP_CODE');
          if (after) after();
          return user;
        },
      });
    }

    async function toCodeStep(actor: ReturnType<typeof start>['actor']) {
      actor.send({ type: 'login.change', email: 'ana', password: 'pw', remember: true });
      actor.send({ type: 'login.submit' });
      await waitFor(actor, (s) => s.matches('code'));
    }

    it('asks for the code when the server wants one, then signs in with it', async () => {
      const { actor, login } = withCode();
      await toCodeStep(actor);
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'login.change', code: ' 123456 ' });
      actor.send({ type: 'login.submit' });
      await waitFor(actor, (s) => s.matches('authenticated'));
      expect(login).toHaveBeenLastCalledWith({
        email: 'ana',
        password: 'pw',
        remember: true,
        code: '123456',
      });
    });

    it('an empty code is not sent; a wrong one stays on the code step', async () => {
      const { actor, login } = withCode();
      await toCodeStep(actor);
      actor.send({ type: 'login.submit' });
      expect(actor.getSnapshot().matches('code')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('TOTP_REQUIRED');
      expect(login).toHaveBeenCalledTimes(1);
      actor.send({ type: 'login.change', code: '000000' });
      actor.send({ type: 'login.submit' });
      await waitFor(actor, (s) => s.matches('code') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('INVALID_TOTP_CODE');
    });

    it('back returns to the password, forgetting the code', async () => {
      const { actor } = withCode();
      await toCodeStep(actor);
      actor.send({ type: 'login.change', code: '12' });
      actor.send({ type: 'login.back' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ code: '', email: 'ana' });
    });

    it('any other refusal of the code step goes back to the credentials', async () => {
      const { actor } = start({
        login: async (input) => {
          if (!input.code) throw totp(401, 'TOTP_REQUIRED');
          throw totp(400, 'ACCOUNT_IS_DISABLED');
        },
      });
      await toCodeStep(actor);
      actor.send({ type: 'login.change', code: '123456' });
      actor.send({ type: 'login.submit' });
      await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('ACCOUNT_IS_DISABLED');
    });

    it('a code typed before the server asks is not kept nor sent (forbidden transition)', async () => {
      const { actor, login } = withCode();
      actor.send({ type: 'login.change', email: 'ana', password: 'pw', code: '123456' });
      expect(actor.getSnapshot().context.code).toBe('');
      actor.send({ type: 'login.submit' });
      await waitFor(actor, (s) => s.matches('code'));
      expect(login).toHaveBeenCalledWith({ email: 'ana', password: 'pw', remember: false });
    });
  });

  it("keeps a suspended login's invoices and, on login.trust, unlocks and signs in again", async () => {
    const invoice = {
      id: 7,
      userId: 1,
      period: '2026-11',
      dueDate: '2026-11-10',
      value: 49.9,
      status: 'OVERDUE',
      paidDate: null,
      description: '',
      link: 'https://pay.example/7',
      amountDue: 51.2,
      daysLate: 3,
    };
    let suspended = true;
    const { actor, login, unlockOnTrust } = start({
      login: async () => {
        if (suspended) {
          throw {
            type: 'http',
            code: 'ACCOUNT_IS_SUSPENDED_TRUST',
            message: 'Account is suspended trust',
            details: { trustAvailable: true, invoices: [invoice] },
          };
        }
        return user;
      },
      unlockOnTrust: async () => {
        suspended = false;
        return { unlockedUntil: '2026-11-20T00:00:00.000Z' };
      },
    });
    actor.send({ type: 'login.change', email: 'ana@example.com', password: 'senha' });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('suspended'));
    expect(actor.getSnapshot().context.suspension).toEqual({
      trustAvailable: true,
      invoices: [invoice],
    });
    actor.send({ type: 'login.trust' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(unlockOnTrust).toHaveBeenCalledWith({ username: 'ana@example.com', password: 'senha' });
    expect(login).toHaveBeenCalledTimes(2);
  });
});
