import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { Header } from '../../../src/ui/layout/Header';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

const customer = user({ id: 7, name: 'Cliente Batel' });

async function header(impersonator: { id: number; name: string } | null) {
  const fake = fakeCore();
  fake.publish('session', { ...signedIn(customer, server()), impersonator });
  const view = await renderWith(
    <>
      <Header />
      <Switch>
        <Route path="/users">users list</Route>
      </Switch>
    </>,
    { core: fake.core, path: '/home' },
  );
  return { ...fake, ...view };
}

describe('log in as: the banner and the way back', () => {
  it('says whose account this is and goes back to one’s own, on the users list', async () => {
    const t = await header({ id: 1, name: 'Revenda Sul' });
    expect(screen.getByTestId('impersonation').textContent).toContain(
      'Conectado como Cliente Batel',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para Revenda Sul' }));
    expect(t.calls('returnToSelf')).toHaveLength(1);
    await waitFor(() => expect(t.location()).toBe('/users'));
  });

  it('shows nothing for one’s own account', async () => {
    await header(null);
    expect(screen.queryByTestId('impersonation')).toBeNull();
  });

  it('says so when the way back fails, and stays', async () => {
    const fake = fakeCore({
      returnToSelf: async () => {
        throw {
          type: 'http',
          code: 'INVALID_LOGIN_DATA',
          message: 'Token has expired',
          status: 401,
        };
      },
    });
    fake.publish('session', {
      ...signedIn(customer, server()),
      impersonator: { id: 1, name: 'R' },
    });
    const view = await renderWith(<Header />, { core: fake.core, path: '/home' });
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para R' }));
    await waitFor(() => expect(screen.getByText('Não foi possível voltar')).toBeTruthy());
    expect(view.location()).toBe('/home');
  });
});
