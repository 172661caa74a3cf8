import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { RecoverPage } from '../../../src/ui/login/RecoverPage';
import { RegisterPage } from '../../../src/ui/login/RegisterPage';
import type { CoreApi } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server } from '../../worker/support/fixtures';

async function open(path: string, overrides: Partial<CoreApi> = {}, serverFields = {}) {
  const fake = fakeCore(overrides);
  fake.publish('session', { status: 'anonymous', user: null, server: server(serverFields) });
  const view = await renderWith(
    <Switch>
      <Route path="/login/recover/:token" component={RecoverPage} />
      <Route path="/login/recover" component={RecoverPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/login">login page</Route>
    </Switch>,
    { core: fake.core, path },
  );
  return { ...fake, ...view };
}

const alert = () => screen.getByRole('alert').textContent;

describe('/login/recover/{token}', { timeout: 20_000 }, () => {
  it('fills the code from the link and sets the new password', async () => {
    const t = await open('/login/recover/abc123');
    expect((screen.getByLabelText('Código de recuperação') as HTMLInputElement).value).toBe(
      'abc123',
    );
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova1');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Entre com a nova senha'),
    );
    expect(t.calls('resetPassword')).toEqual([{ token: 'abc123', password: 'nova1' }]);
  });

  it('an empty code says FILL_TOKEN_FIELD; short or different passwords are refused first', async () => {
    const t = await open('/login/recover');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(alert()).toBe('Informe o código de recuperação.');
    await userEvent.type(screen.getByLabelText('Código de recuperação'), 'abc');
    await userEvent.type(screen.getByLabelText('Nova senha'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(alert()).toBe('A senha deve ter pelo menos 4 caracteres.');
    await userEvent.type(screen.getByLabelText('Nova senha'), '4');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), '1235');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    expect(alert()).toBe('As senhas não conferem.');
    expect(t.calls('resetPassword')).toEqual([]);
  });

  it("an expired link shows the server's reason and keeps the form", async () => {
    await open('/login/recover/old', {
      resetPassword: async () => {
        throw {
          type: 'http',
          code: 'INVALID_OR_EXPIRED_PASSWORD_RESET_LINK',
          message: 'Invalid or expired password reset link',
          status: 400,
        };
      },
    });
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova1');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova1');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(alert()).toContain('Invalid or expired password reset link'));
    expect(screen.getByLabelText('Nova senha')).toBeTruthy();
  });
});

describe('/register', { timeout: 20_000 }, () => {
  it('creates the account with the spec minimums and goes to login', async () => {
    const t = await open('/register', {}, { registration: true });
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(alert()).toBe('Digite um nome e sobrenome');
    await userEvent.type(screen.getByLabelText('Nome e sobrenome'), 'Ana Lima');
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@b');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(alert()).toBe('Informe um e-mail com pelo menos 4 caracteres.');
    await userEvent.type(screen.getByLabelText('E-mail'), '.c');
    await userEvent.type(screen.getByLabelText('Senha'), 'pw12');
    await userEvent.type(screen.getByLabelText('Confirmar senha'), 'pw12');
    await userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(t.location()).toBe('/login?registered=1'));
    expect(t.calls('register')).toEqual([{ name: 'Ana Lima', email: 'a@b.c', password: 'pw12' }]);
  });

  it('says so when the server does not allow registration', async () => {
    const t = await open('/register', {}, { registration: false });
    expect(alert()).toBe('O cadastro de novas contas está desativado neste servidor.');
    expect(screen.queryByRole('button', { name: 'Criar conta' })).toBeNull();
    expect(t.calls('register')).toEqual([]);
  });
});
