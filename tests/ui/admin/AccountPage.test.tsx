import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Server, User } from '@farol/model';
import { AccountPage } from '../../../src/ui/settings/AccountPage';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

const ME = User.parse({ id: 4, name: 'Ana Souza', email: 'ana@x.test', attributes: {} });

async function open() {
  const fake = fakeCore({
    saveAccount: (async (input: { user: User }) => input.user) as never,
    createApiToken: (async () => 'tok_abc123') as never,
  });
  fake.publish('session', {
    status: 'authenticated',
    user: ME,
    server: Server.parse({ id: 1 }),
  } as never);
  const view = await renderWith(<AccountPage />, { core: fake.core, path: '/account' });
  return { ...fake, ...view };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('account and preferences', { timeout: 20_000 }, () => {
  it("a name under 3 characters shows the SPEC's 'Digite um nome e sobrenome' and sends nothing", async () => {
    const t = await open();
    await userEvent.clear(screen.getByLabelText(/^Nome e sobrenome/));
    await userEvent.type(screen.getByLabelText(/^Nome e sobrenome/), 'An');
    await save();
    expect(screen.getByText('Digite um nome e sobrenome')).toBeTruthy();
    expect(t.calls('saveAccount')).toEqual([]);
  });

  it('saves units, language, clock, coordinate format and Telegram chat id', async () => {
    const t = await open();
    await userEvent.selectOptions(screen.getByLabelText('Relógio'), '12 horas (AM/PM)');
    await userEvent.selectOptions(screen.getByLabelText('Velocidade'), 'mph');
    await userEvent.selectOptions(screen.getByLabelText('Distância'), 'mi');
    await userEvent.selectOptions(screen.getByLabelText('Formato de coordenadas'), 'dms');
    await userEvent.type(screen.getByLabelText('Chat ID do Telegram'), '12345');
    await save();
    await waitFor(() => expect(t.calls('saveAccount')).toHaveLength(1));
    const sent = t.calls('saveAccount')[0] as { user: User; password?: string };
    expect(sent.password).toBeUndefined();
    expect(sent.user).toMatchObject({
      id: 4,
      coordinateFormat: 'dms',
      attributes: {
        speedUnit: 'mph',
        distanceUnit: 'mi',
        telegramChatId: '12345',
        twelveHourFormat: true,
      },
    });
  });

  it('generates an API token until the chosen day and shows it to copy, saving nothing', async () => {
    const t = await open();
    const until = screen.getByLabelText('Válido até') as HTMLInputElement;
    await userEvent.clear(until);
    await userEvent.type(until, '2099-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar token' }));
    expect(((await screen.findByLabelText('Token')) as HTMLInputElement).value).toBe('tok_abc123');
    const [asked] = t.calls('createApiToken') as { expiration: number }[];
    const end = new Date(asked!.expiration);
    expect([end.getFullYear(), end.getMonth() + 1, end.getDate(), end.getHours()]).toEqual([
      2099, 3, 15, 23,
    ]);
    expect(t.calls('saveAccount')).toEqual([]);
  });

  it('offers no token for a day already past', async () => {
    const t = await open();
    const until = screen.getByLabelText(/^Válido até/) as HTMLInputElement;
    await userEvent.clear(until);
    await userEvent.type(until, '2020-01-01');
    expect(screen.getByText('Escolha uma data a partir de hoje.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gerar token' }).hasAttribute('disabled')).toBe(true);
    expect(t.calls('createApiToken')).toEqual([]);
  });

  it('changes the password only when both fields agree and it is long enough', async () => {
    const t = await open();
    await userEvent.type(screen.getByLabelText('Nova senha'), 'abc');
    expect(screen.getByText('A senha precisa de pelo menos 4 caracteres.')).toBeTruthy();
    await save();
    expect(t.calls('saveAccount')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Nova senha'), 'd');
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'abcx');
    expect(screen.getByText('As senhas não conferem.')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Confirme a nova senha'));
    await userEvent.type(screen.getByLabelText('Confirme a nova senha'), 'abcd');
    await save();
    await waitFor(() => expect(t.calls('saveAccount')).toHaveLength(1));
    expect((t.calls('saveAccount')[0] as { password?: string }).password).toBe('abcd');
  });
});
