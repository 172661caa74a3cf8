import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/AppRoutes';
import type { CoreApi, CoreError } from '../../src/worker/types';
import { fakeCore } from '../support/fakeCore';
import { renderWith } from '../support/render';
import { server } from '../worker/support/fixtures';

const offline: CoreError = { type: 'network', code: 'NETWORK_ERROR', message: 'offline' };

/** The routes with a core whose session check finds nobody signed in. */
async function routes(path: string, overrides: Partial<CoreApi> = {}) {
  const fake = fakeCore({
    loadServer: async () => server(),
    restoreSession: async () => {
      fake.publish('session', { status: 'anonymous', user: null, server: server() });
      return null;
    },
    ...overrides,
  });
  const view = await renderWith(<AppRoutes />, { core: fake.core, path });
  return { ...fake, view };
}

describe('AppRoutes (the navigation guard of SPEC §2)', () => {
  it('loads server info, then the session, and sends a visitor to /login?to={path}', async () => {
    const t = await routes('/devices');
    await waitFor(() => expect(t.view.location()).toBe('/login?to=%2Fdevices'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(t.calls('loadServer')).toHaveLength(1);
    expect(t.calls('restoreSession')).toHaveLength(1);
  });

  it('sends a visitor of a driver route to /motorista?to={path}', async () => {
    const t = await routes('/qr-driver');
    await waitFor(() => expect(t.view.location()).toBe('/motorista?to=%2Fqr-driver'));
  });

  it('goes to /maintenance when server info fails; retry starts over', async () => {
    let down = true;
    const t = await routes('/devices', {
      loadServer: () => (down ? Promise.reject(offline) : Promise.resolve(server())),
    });
    expect(await screen.findByRole('heading', { name: 'Servidor indisponível' })).toBeTruthy();
    await waitFor(() => expect(t.view.location()).toBe('/maintenance'));
    expect(t.calls('restoreSession')).toEqual([]);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(t.calls('restoreSession')).toHaveLength(1));
    // Back from /maintenance to /home, which a visitor without a session may not see.
    await waitFor(() => expect(t.view.location()).toBe('/login?to=%2Fhome'));
  });

  it('shows the public pages without a session', async () => {
    await routes('/register');
    expect(await screen.findByRole('heading', { name: 'Criar conta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toBeTruthy();
  });

  it("opens Traccar's reset link (/reset-password?passwordReset=) in the recovery screen", async () => {
    const t = await routes('/reset-password?passwordReset=tok-9');
    await waitFor(() => expect(t.view.location()).toBe('/login/recover/tok-9'));
    const code = (await screen.findByLabelText('Código de recuperação')) as HTMLInputElement;
    expect(code.value).toBe('tok-9');
  });
});
