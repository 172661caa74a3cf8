import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { FULL_PERMISSION_MASK, HIGHER_RANK_CODE, setPermissionBit, type User } from '@farol/model';
import { UserEditPage } from '../../../src/ui/users/UserEditPage';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { account, admin, server } from './fixtures';

type SaveInput = { user: User; password?: string; managerId?: number };

async function open(
  path: string,
  stored: User | null,
  options: { viewer?: User; advanced?: boolean; overrides?: Parameters<typeof fakeCore>[0] } = {},
) {
  const fake = fakeCore({
    userById: async () => stored,
    saveUser: (async (input: SaveInput) => ({ ...input.user, id: input.user.id || 99 })) as never,
    managerChoices: async () => [
      { id: 10, name: 'Revenda Sul', depth: 0 },
      { id: 20, name: 'Sub Curitiba', depth: 1 },
    ],
    ...options.overrides,
  });
  fake.publish(
    'session',
    signedIn(
      options.viewer ?? admin,
      server(options.advanced ? { 'tarkan.enableAdvancedPerms': true } : {}),
    ),
  );
  const view = await renderWith(
    <Switch>
      <Route path="/users/:id" component={UserEditPage} />
      <Route path="/users">users list</Route>
    </Switch>,
    { core: fake.core, path },
  );
  return { ...fake, ...view };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
const tab = async (name: string) => userEvent.click(await screen.findByRole('tab', { name }));
const saved = (t: { calls(method: 'saveUser'): unknown[] }) => t.calls('saveUser') as SaveInput[];

describe('the user form', { timeout: 20_000 }, () => {
  it("refuses what SPEC §5 refuses, with the spec's texts, and sends nothing", async () => {
    const t = await open('/users/new', null);
    await userEvent.type(await screen.findByLabelText(/^Nome/), 'Jo');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'a@b');
    await userEvent.type(screen.getByLabelText(/^Senha/), '123');
    await save();
    expect(screen.getByText('Digite um nome e sobrenome')).toBeTruthy();
    expect(screen.getByText('Informe um e-mail com pelo menos 4 caracteres.')).toBeTruthy();
    expect(screen.getByText('A senha deve ter pelo menos 4 caracteres.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Verifique os dados do formulário.');
    await userEvent.type(screen.getByLabelText(/^Senha/), '4');
    await userEvent.type(screen.getByLabelText(/^Confirmar senha/), '1235');
    expect(screen.getByText('As senhas não conferem.')).toBeTruthy();
    expect(saved(t)).toEqual([]);
  });

  it('creates an account below the chosen manager, with its password', async () => {
    const t = await open('/users/new', null);
    await userEvent.type(await screen.findByLabelText(/^Nome/), 'Ana Lima');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ana@x.test');
    await userEvent.type(screen.getByLabelText(/^Senha/), 'segredo');
    await userEvent.type(screen.getByLabelText(/^Confirmar senha/), 'segredo');
    await waitFor(() => expect(screen.getByLabelText('Gerenciado por')).toBeTruthy());
    await userEvent.selectOptions(screen.getByLabelText('Gerenciado por'), '20');
    await save();
    await waitFor(() => expect(t.location()).toBe('/users'));
    const [input] = saved(t);
    expect(input).toMatchObject({ password: 'segredo', managerId: 20 });
    expect(input!.user).toMatchObject({ id: 0, name: 'Ana Lima', email: 'ana@x.test' });
    expect(input!.user).not.toHaveProperty('passwordConfirm');
  });

  it('keeps a stored account’s password when left blank', async () => {
    const t = await open('/users/7', account({ id: 7, name: 'Ana Lima' }));
    const name = await screen.findByLabelText(/^Nome/);
    await userEvent.type(name, ' Souza');
    await save();
    await waitFor(() => expect(saved(t)).toHaveLength(1));
    expect(saved(t)[0]).toEqual({ user: expect.objectContaining({ name: 'Ana Lima Souza' }) });
  });

  it('reads and writes the mask grid bit for bit: the hex string round-trips exactly', async () => {
    // Self, devices, anchor, command, reports and trips, in lower case, plus bits the grid does
    // not show (104, 121) that must survive.
    const bits = [0, 8, 9, 12, 72, 75, 104, 121];
    const mask = bits
      .reduce((hex, bit) => setPermissionBit(hex, bit, true), '0'.repeat(32))
      .toLowerCase();
    const t = await open(
      '/users/7',
      account({
        id: 7,
        name: 'Ana Lima',
        readonly: true,
        attributes: { 'tarkan.advancedPerms': mask },
      }),
      { advanced: true },
    );
    await tab('Permissões');
    const grid = await screen.findByTestId('mask-editor');
    const switchFor = (label: string) => within(grid).getByRole('switch', { name: label });
    const on = within(grid)
      .getAllByRole('switch')
      .filter((input) => (input as HTMLInputElement).checked)
      .map((input) => Number(input.dataset.bit))
      .sort((a, b) => a - b);
    expect(on).toEqual([0, 8, 9, 12, 72, 75]);
    // Off and on again, then one more: only that bit's character changes.
    await userEvent.click(switchFor('Dispositivos: Âncora'));
    await userEvent.click(switchFor('Dispositivos: Âncora'));
    await userEvent.click(switchFor('Relatórios: Eventos'));
    await save();
    await waitFor(() => expect(saved(t)).toHaveLength(1));
    const written = saved(t)[0]!.user.attributes['tarkan.advancedPerms'] as string;
    expect(mask.slice(18, 20)).toBe('90');
    expect(written).toBe(`${mask.slice(0, 19)}8${mask.slice(20)}`);
    // Saving a mask clears the flags it replaces, as Tarkan does.
    expect(saved(t)[0]!.user).toMatchObject({
      readonly: false,
      deviceReadonly: false,
      limitCommands: false,
    });
  });

  it('turning the mask on starts from everything allowed; its switches change single bits', async () => {
    const t = await open('/users/7', account({ id: 7, name: 'Ana Lima' }), { advanced: true });
    await tab('Permissões');
    expect(screen.getByLabelText('Somente leitura')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Usar permissões avançadas'));
    expect(screen.queryByLabelText('Somente leitura')).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Usuários: Excluir' }));
    await save();
    await waitFor(() => expect(saved(t)).toHaveLength(1));
    expect(saved(t)[0]!.user.attributes['tarkan.advancedPerms']).toBe(
      setPermissionBit(FULL_PERMISSION_MASK, 19, false),
    );
  });

  it('turning the mask off removes it, and the flags apply again', async () => {
    const t = await open(
      '/users/7',
      account({
        id: 7,
        name: 'Ana Lima',
        attributes: { 'tarkan.advancedPerms': FULL_PERMISSION_MASK },
      }),
      { advanced: true },
    );
    await tab('Permissões');
    await userEvent.click(screen.getByLabelText('Usar permissões avançadas'));
    await userEvent.click(screen.getByLabelText('Somente leitura'));
    await save();
    await waitFor(() => expect(saved(t)).toHaveLength(1));
    expect(saved(t)[0]!.user.attributes).not.toHaveProperty('tarkan.advancedPerms');
    expect(saved(t)[0]!.user.readonly).toBe(true);
  });

  it('without the server setting, there is no mask grid', async () => {
    await open('/users/7', account({ id: 7, name: 'Ana Lima' }));
    await tab('Permissões');
    expect(screen.queryByTestId('mask-editor')).toBeNull();
  });

  it("shows the rank rule's refusal as the spec says it", async () => {
    const manager = account({ id: 20, name: 'Gerente', userLimit: 5 });
    await open('/users/1', admin, {
      viewer: manager,
      overrides: {
        saveUser: async () => {
          throw {
            type: 'http',
            code: 'ADMINISTRATOR_ACCESS_REQUIRED',
            message: 'Administrator access required',
            status: 400,
          };
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Nome/), 'x');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Não foi possível salvar: Você não pode editar um administrador superior a você.',
      ),
    );
  });

  it("shows Farol's rank refusal the same way, for a reseller too", async () => {
    const manager = account({ id: 20, name: 'Gerente', userLimit: 5 });
    await open('/users/10', account({ id: 10, name: 'Revenda', userLimit: 9 }), {
      viewer: manager,
      overrides: {
        saveUser: async () => {
          throw {
            type: 'http',
            code: HIGHER_RANK_CODE,
            message: 'Cannot edit a user of higher rank',
            status: 400,
          };
        },
      },
    });
    await userEvent.type(await screen.findByLabelText(/^Nome/), 'x');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'Você não pode editar um administrador superior a você.',
      ),
    );
  });

  it('marks the tab that holds a field in error', async () => {
    await open('/users/new', null);
    await tab('Permissões');
    await save();
    expect(screen.getByRole('tab', { name: 'Conta' }).dataset.invalid).toBe('true');
    expect(screen.getByRole('tab', { name: 'Permissões' }).dataset.invalid).toBeUndefined();
  });

  it('generates a one-time-code key on the server and shows it to scan', async () => {
    const t = await open('/users/7', account({ id: 7, name: 'Ana Lima' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Gerar chave' }));
    await waitFor(() => expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy());
    await save();
    await waitFor(() => expect(saved(t)).toHaveLength(1));
    expect(saved(t)[0]!.user.totpKey).toBe('JBSWY3DPEHPK3PXP');
  });

  it('a stored account lists its linked objects; a new one has no such tab', async () => {
    await open('/users/new', null);
    expect(screen.queryByRole('tab', { name: 'Vínculos' })).toBeNull();
  });
});
