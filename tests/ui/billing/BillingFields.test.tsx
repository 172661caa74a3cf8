import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { type Server, type User } from '@farol/model';
import { ServerSettingsPage } from '../../../src/ui/settings/ServerSettingsPage';
import { UserEditPage } from '../../../src/ui/users/UserEditPage';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { account, admin, server } from '../users/fixtures';

type SaveInput = { user: User; password?: string };

async function openUser(stored: User, viewer: User = admin) {
  const fake = fakeCore({
    userById: async () => stored,
    saveUser: (async (input: SaveInput) => input.user) as never,
    managerChoices: async () => [],
  });
  fake.publish('session', signedIn(viewer, server({ 'tarkan.enableBilling': true })));
  const view = await renderWith(
    <Switch>
      <Route path="/users/:id" component={UserEditPage} />
      <Route path="/users">users list</Route>
    </Switch>,
    { core: fake.core, path: `/users/${stored.id}` },
  );
  return { ...fake, ...view };
}

const saved = (t: { calls(method: 'saveUser'): unknown[] }) => t.calls('saveUser') as SaveInput[];
const panel = () => screen.getByRole('tabpanel', { name: 'Cobrança' });

describe('billing settings in the user form and the server form', { timeout: 20_000 }, () => {
  it('stores each setting under Tarkan’s names, misspellings included', async () => {
    const t = await openUser(account({ id: 7, name: 'Ana Souza' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Cobrança' }));
    const form = within(panel());
    await userEvent.click(form.getByLabelText('Cobrar esta conta'));
    await userEvent.type(form.getByLabelText('CPF ou CNPJ'), '529.982.247-25');
    await userEvent.type(form.getByLabelText('Valor mensal'), '49,90');
    await userEvent.type(form.getByLabelText('Dia do vencimento'), '10');
    await userEvent.type(form.getByLabelText('Multa por atraso'), '2');
    await userEvent.selectOptions(form.getByLabelText('Tipo de multa'), 'PERCENTAGE');
    await userEvent.type(form.getByLabelText('Juros ao mês (%)'), '1');
    await userEvent.type(form.getByLabelText('Desconto'), '5');
    await userEvent.selectOptions(form.getByLabelText('Tipo de desconto'), 'FIXED');
    await userEvent.type(form.getByLabelText('Dias antes do vencimento'), '3');
    await userEvent.click(form.getByLabelText('Suspender por falta de pagamento'));
    await userEvent.type(form.getByLabelText('Dias de atraso até suspender'), '5');
    await userEvent.click(form.getByLabelText('Permitir desbloqueio de confiança'));
    await userEvent.type(form.getByLabelText('Dias do desbloqueio de confiança'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved(t)).toHaveLength(1));
    expect(saved(t)[0]!.user.attributes).toEqual({
      billingEnable: true,
      'tarkan.billingCpfCnpj': '529.982.247-25',
      billingPrice: '49,90',
      billingDate: 10,
      billingFine: '2',
      billingFineMode: 'PERCENTAGE',
      billingInterest: '1',
      billingDisccount: '5',
      billingDisccountMode: 'FIXED',
      billingDisccountDays: 3,
      billingSuspension: true,
      billingSuspensionDays: 5,
      billingTrustUnlock: true,
      billingTrustUnlockDays: 2,
    });
  });

  it('refuses a CPF whose check digits fail and an amount with 3 decimals, sending nothing', async () => {
    const t = await openUser(account({ id: 7, name: 'Ana Souza' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Cobrança' }));
    const form = within(panel());
    await userEvent.type(form.getByLabelText('CPF ou CNPJ'), '529.982.247-26');
    await userEvent.type(form.getByLabelText('Valor mensal'), '49,901');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await form.findByText('CPF ou CNPJ inválido: confira os dígitos verificadores.'),
    ).toBeTruthy();
    expect(
      form.getByText('Informe um valor com no máximo 2 casas decimais (ex.: 49,90).'),
    ).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Cobrança' }).getAttribute('data-invalid')).toBe('true');
    expect(saved(t)).toEqual([]);
    // A valid CNPJ (alphanumeric, since 2026) is accepted as it is fixed.
    await userEvent.clear(form.getByLabelText('CPF ou CNPJ'));
    await userEvent.type(form.getByLabelText('CPF ou CNPJ'), '12.ABC.345/01DE-35');
    await userEvent.clear(form.getByLabelText('Valor mensal'));
    await userEvent.type(form.getByLabelText('Valor mensal'), '49,90');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved(t)).toHaveLength(1));
  });

  it('has no billing tab for an account that bills nobody', async () => {
    const manager = account({ id: 30, userLimit: 5 });
    await openUser(account({ id: 31 }), manager);
    await screen.findByRole('tab', { name: 'Conta' });
    expect(screen.queryByRole('tab', { name: 'Cobrança' })).toBeNull();
  });

  it('the server form turns billing on and holds every customer’s default terms', async () => {
    const saves: Server[] = [];
    const fake = fakeCore({
      saveServer: async ({ server: next }) => {
        saves.push(next as Server);
        return next as Server;
      },
    });
    fake.publish('session', signedIn(admin, server()));
    await renderWith(<Route path="/server" component={ServerSettingsPage} />, {
      core: fake.core,
      path: '/server',
    });
    await userEvent.click(await screen.findByLabelText(/^Cobrança \(faturas/));
    expect(screen.queryByLabelText('CPF ou CNPJ')).toBeNull();
    await userEvent.type(screen.getByLabelText('Valor mensal'), '39.9');
    await userEvent.type(screen.getByLabelText('Dia do vencimento'), '32');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O dia de vencimento vai de 1 a 31.')).toBeTruthy();
    expect(saves).toEqual([]);
    await userEvent.clear(screen.getByLabelText('Dia do vencimento'));
    await userEvent.type(screen.getByLabelText('Dia do vencimento'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.attributes).toMatchObject({
      'tarkan.enableBilling': true,
      billingPrice: '39.9',
      billingDate: 5,
    });
  });
});
