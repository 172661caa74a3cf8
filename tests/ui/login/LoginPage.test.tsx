import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { DEFAULT_BRANDING } from '@farol/model';
import { LoginPage } from '../../../src/ui/login/LoginPage';
import type { CoreApi, CoreError } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

const httpError = (code: string, status = 401): CoreError => ({
  type: 'http',
  code,
  message: code,
  status,
});

async function loginPage(
  path: string,
  overrides: Partial<CoreApi> = {},
  serverFields = {},
  branding = DEFAULT_BRANDING,
) {
  const fake = fakeCore(overrides);
  fake.publish('session', { status: 'anonymous', user: null, server: server(serverFields) });
  const view = await renderWith(
    <>
      <Route path="/login">
        <LoginPage />
      </Route>
      <Route path="/share/:token">
        <LoginPage />
      </Route>
      <Route path="/motorista">
        <LoginPage driver />
      </Route>
    </>,
    { core: fake.core, path, branding },
  );
  return { ...fake, view };
}

async function signIn(email: string, password: string, remember = false) {
  if (email) await userEvent.type(screen.getByLabelText('Usuário ou e-mail'), email);
  if (password) await userEvent.type(screen.getByLabelText('Senha'), password);
  if (remember) await userEvent.click(screen.getByLabelText('Lembrar de mim'));
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  it('signs in with the trimmed e-mail and goes where the visitor was headed', async () => {
    const t = await loginPage('/login?to=%2Fdevices%2F3', { login: async () => user() });
    await signIn('  ana@example.com ', 'segredo', true);
    expect(t.calls('login')).toEqual([
      { email: 'ana@example.com', password: 'segredo', remember: true },
    ]);
    await waitFor(() => expect(t.view.location()).toBe('/devices/3'));
  });

  it('never returns to another site: an outside ?to lands on /home', async () => {
    const t = await loginPage('/login?to=%2F%2Fevil.example', { login: async () => user() });
    await signIn('ana@example.com', 'segredo');
    await waitFor(() => expect(t.view.location()).toBe('/home'));
  });

  it('/motorista signs a driver in by username as qrcode-<username> and opens the check-in', async () => {
    const t = await loginPage('/motorista', { login: async () => user() });
    expect(screen.getByRole('heading', { name: 'Acesso do motorista' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Usuário do motorista'), 'joao');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(t.calls('login')).toEqual([
      { email: 'qrcode-joao', password: 'segredo', remember: false },
    ]);
    await waitFor(() => expect(t.view.location()).toBe('/qr-driver'));
  });

  it('/motorista?to= returns the driver to the scanned vehicle', async () => {
    const t = await loginPage('/motorista?to=%2Fqr-driver%2Fscan%2F7', {
      login: async () => user(),
    });
    await userEvent.type(screen.getByLabelText('Usuário do motorista'), 'joao');
    await userEvent.type(screen.getByLabelText('Senha'), 'segredo');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(t.view.location()).toBe('/qr-driver/scan/7'));
  });

  it('empty fields say FILL_ALL_FIELDS and ask the core nothing', async () => {
    const t = await loginPage('/login');
    await signIn('ana@example.com', '');
    expect(screen.getByRole('alert').textContent).toBe('Por favor preencha todos os campos.');
    expect(t.calls('login')).toEqual([]);
  });

  it("a refused sign-in shows SPEC §8's text and keeps the form", async () => {
    await loginPage('/login', {
      login: () => Promise.reject(httpError('HTTP_401_UNAUTHORIZED')),
    });
    await signIn('ana@example.com', 'errada');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Combinação de usuário e senha inválidos.',
    );
    expect((screen.getByLabelText('Usuário ou e-mail') as HTMLInputElement).value).toBe(
      'ana@example.com',
    );
  });

  it('a suspended account shows the suspended state, and back returns to the form', async () => {
    await loginPage('/login', { login: () => Promise.reject(httpError('ACCOUNT_IS_SUSPENDED')) });
    await signIn('ana@example.com', 'segredo');
    expect(await screen.findByRole('heading', { name: 'Conta suspensa' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar ao login' }));
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a suspended account lists its open invoices and unlocks on trust once confirmed', async () => {
    let suspended = true;
    const t = await loginPage('/login', {
      login: () =>
        suspended
          ? Promise.reject({
              ...httpError('ACCOUNT_IS_SUSPENDED_TRUST', 400),
              details: {
                trustAvailable: true,
                invoices: [
                  {
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
                  },
                ],
              },
            })
          : Promise.resolve(user()),
      unlockOnTrust: async () => {
        suspended = false;
        return { unlockedUntil: '2026-11-20T00:00:00.000Z' };
      },
    });
    await signIn('ana@example.com', 'segredo');
    const list = await screen.findByRole('list', { name: 'Faturas em aberto' });
    expect(list.textContent).toContain('Vencimento 10/11/2026');
    expect(list.textContent).toContain('51,20');
    expect(within(list).getByRole('link', { name: 'Pagar' }).getAttribute('href')).toBe(
      'https://pay.example/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Desbloqueio de confiança' }));
    expect(t.calls('unlockOnTrust')).toEqual([]);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /confirmar|sim|ok/i }));
    await waitFor(() =>
      expect(t.calls('unlockOnTrust')).toEqual([
        { username: 'ana@example.com', password: 'segredo' },
      ]),
    );
    await waitFor(() => expect(t.calls('login')).toHaveLength(2));
  });

  it('a share link signs in with its token and lands on the shared device', async () => {
    const shared = user({ id: 9, attributes: { isShared: 1, deviceId: 12 } });
    const t = await loginPage('/share/tok-123', { loginWithToken: async () => shared });
    t.publish('session', { status: 'authenticated', user: shared, server: server() });
    await waitFor(() => expect(t.view.location()).toBe('/devices/12'));
    expect(t.calls('loginWithToken')).toEqual([{ token: 'tok-123' }]);
  });

  it('a refused share token says INVALID_LOGIN_DATA', async () => {
    await loginPage('/share/expired', {
      loginWithToken: () => Promise.reject(httpError('INVALID_LOGIN_DATA')),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Os dados informados estão incorretos.',
    );
  });

  it('offers password recovery and registration only when the server does', async () => {
    await loginPage('/login');
    expect(screen.queryByRole('button', { name: 'Esqueci minha senha' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Criar conta' })).toBeNull();
  });

  it('offers password recovery and registration when the server offers them', async () => {
    await loginPage('/login', {}, { emailEnabled: true, registration: true });
    expect(screen.getByRole('button', { name: 'Esqueci minha senha' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('lost password: an empty e-mail says FILL_EMAIL_FIELD; then the link is asked for', async () => {
    const t = await loginPage('/login', {}, { emailEnabled: true });
    await userEvent.type(screen.getByLabelText('Usuário ou e-mail'), 'ana');
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = screen.getByRole('dialog', { name: 'Recuperar senha' });
    // A login name is not an address: the field starts empty.
    expect((within(dialog).getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Informe o seu e-mail.');
    expect(t.calls('requestPasswordReset')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toContain('ana@example.com'),
    );
    expect(t.calls('requestPasswordReset')).toEqual([{ email: 'ana@example.com' }]);
  });

  it("lost password: the server's refusal is shown with its reason", async () => {
    await loginPage(
      '/login',
      {
        requestPasswordReset: async () => {
          throw {
            type: 'http',
            code: 'X_NOT_OFFERED',
            message: 'Mail is not configured',
            status: 501,
          };
        },
      },
      { emailEnabled: true },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toContain('Mail is not configured'),
    );
  });

  it('asks for the one-time code when the account has one, and signs in with it', async () => {
    const t = await loginPage('/login', {
      login: async (input) => {
        if (!input.code) throw httpError('TOTP_REQUIRED');
        if (input.code !== '123456') throw httpError('INVALID_TOTP_CODE', 400);
        return user();
      },
    });
    await signIn('ana@example.com', 'segredo');
    const code = await screen.findByLabelText('Código de verificação');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Informe o código de verificação do seu aplicativo autenticador.',
    );
    await userEvent.type(code, '12a3999');
    expect((code as HTMLInputElement).value).toBe('123999');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Código de verificação incorreto.'),
    );
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(t.view.location()).toBe('/home'));
    expect(t.calls('login').at(-1)).toEqual({
      email: 'ana@example.com',
      password: 'segredo',
      remember: false,
      code: '123456',
    });
  });

  it('says the account was created after registration', async () => {
    await loginPage('/login?registered=1');
    expect(screen.getByRole('status').textContent).toBe(
      'Conta criada. Entre com o seu e-mail e senha.',
    );
  });

  it('shows the domain’s login logo and background when its theme has them', async () => {
    await loginPage(
      '/login',
      {},
      {},
      {
        ...DEFAULT_BRANDING,
        title: 'Marca Sul',
        logoLogin: '/tarkan/assets/custom/images/logo-login.png?v=1',
        backgroundImage: '/tarkan/assets/custom/images/bg-login.jpg?v=2',
      },
    );
    const logo = screen.getByRole('img', { name: 'Marca Sul' });
    expect(logo.getAttribute('src')).toBe('/tarkan/assets/custom/images/logo-login.png?v=1');
    const brand = screen.getByTestId('login-brand');
    expect(brand.style.backgroundImage).toContain('/tarkan/assets/custom/images/bg-login.jpg?v=2');
  });

  it('without them, the header logo and Farol’s own backdrop', async () => {
    await loginPage('/login');
    expect(screen.queryByRole('img', { name: 'Farol' })).toBeNull();
    expect(screen.getByTestId('login-brand').style.backgroundImage).toBe('');
  });
});
