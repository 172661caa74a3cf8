import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import { UsersPage } from '../../../src/ui/users/UsersPage';
import type { User } from '@farol/model';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';
import { RouteGuard } from '../../../src/ui/layout/RouteGuard';
import { account, admin, row, server, usersView } from './fixtures';

giveListsHeight();

const TREE = [
  row({
    id: 10,
    name: 'Revenda Sul',
    role: 'reseller',
    rank: 2,
    children: 1,
    expanded: true,
    userLimit: 2,
  }),
  row({
    id: 20,
    name: 'Sub Curitiba',
    role: 'manager',
    rank: 1,
    depth: 1,
    parentId: 10,
    userLimit: 5,
  }),
  row({ id: 30, name: 'Cliente Batel', depth: 0, disabled: true }),
  row({ id: 1, name: 'Admin', role: 'admin', rank: 3 }),
];

async function open(viewer: User = admin, overrides: Parameters<typeof fakeCore>[0] = {}) {
  const fake = fakeCore({
    userById: async () => account({ id: 20, name: 'Sub Curitiba' }),
    ...overrides,
  });
  fake.publish('session', signedIn(viewer, server()));
  fake.publish(
    'users',
    usersView(TREE, { counts: { all: 4, disabled: 1, expired: 0, overLimit: 1 } }),
  );
  const view = await renderWith(
    <RouteGuard>
      <Switch>
        <Route path="/users" component={UsersPage} />
        <Route path="/users/:id">form</Route>
        <Route path="/home">home</Route>
      </Switch>
    </RouteGuard>,
    { core: fake.core, path: '/users' },
  );
  return { ...fake, ...view };
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('/users: the tree of accounts', { timeout: 20_000 }, () => {
  it('loads the accounts and shows the tree the worker sends, indented, with roles and states', async () => {
    const t = await open();
    expect(t.calls('loadUsers')).toHaveLength(1);
    const rows = screen.getAllByRole('row').filter((r) => r.dataset.userId);
    expect(rows.map((r) => r.dataset.userId)).toEqual(['10', '20', '30', '1']);
    expect(within(rowOf('Revenda Sul')).getByText('Revenda')).toBeTruthy();
    expect(within(rowOf('Revenda Sul')).getByText('1/2 usuários')).toBeTruthy();
    expect(within(rowOf('Cliente Batel')).getByText('Desativado')).toBeTruthy();
    const indent = (name: string) =>
      (within(rowOf(name)).getByText(name).closest('[style]') as HTMLElement).style.paddingLeft;
    expect(indent('Sub Curitiba')).toBe('18px');
    expect(indent('Revenda Sul')).toBe('0px');
  });

  it('searches, filters and folds through the worker', async () => {
    const t = await open();
    await userEvent.type(screen.getByRole('searchbox'), 'sul');
    await waitFor(() => expect(t.calls('setUsersQuery').at(-1)).toEqual({ search: 'sul' }));
    await userEvent.click(screen.getByRole('button', { name: /Desativados/ }));
    expect(t.calls('setUsersQuery').at(-1)).toEqual({ filter: 'disabled' });
    expect(screen.getByRole('button', { name: /No limite/ }).textContent).toContain('1');
    await userEvent.click(
      within(rowOf('Revenda Sul')).getByRole('button', { name: 'Recolher subcontas' }),
    );
    expect(t.calls('toggleUserNode')).toEqual([{ id: 10 }]);
    // Folding is not opening.
    expect(t.location()).toBe('/users');
  });

  it('asks the worker for the rows the scroll shows', async () => {
    const t = await open();
    expect(t.calls('setUsersWindow')[0]).toMatchObject({ start: 0 });
  });

  it('selects rows for bulk disable and delete (asked first); failures stay selected', async () => {
    const t = await open(admin, {
      setUsersDisabled: async ({ ids }: { ids: number[] }) => ({ updated: ids, failed: [] }),
      deleteUsers: async () => ({
        deleted: [30],
        failed: [
          { id: 20, error: { type: 'http', code: 'X', message: 'Manager has users', status: 400 } },
        ],
      }),
    } as never);
    await userEvent.click(within(rowOf('Sub Curitiba')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Cliente Batel')).getByRole('checkbox'));
    expect(screen.getByText('2 selecionados')).toBeTruthy();
    expect(t.location()).toBe('/users');
    await userEvent.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(t.calls('setUsersDisabled')).toEqual([{ ids: [20, 30], disabled: true }]);
    await userEvent.click(within(rowOf('Sub Curitiba')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('Cliente Batel')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Excluir os 2 usuários selecionados?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(screen.getByText(/Um usuário não pôde ser alterado: Manager has users/)).toBeTruthy(),
    );
    expect(screen.getByText('1 selecionado')).toBeTruthy();
  });

  it('select all takes every visible id from the worker', async () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => i + 1);
    await open(admin, { visibleUserIds: async () => ids });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
    await waitFor(() => expect(screen.getByText('5000 selecionados')).toBeTruthy());
  });

  it('a click on a row opens its form', async () => {
    const t = await open();
    await userEvent.click(screen.getByText('Cliente Batel'));
    expect(t.location()).toBe('/users/30');
  });

  it('logs in as an account of the tree after asking', async () => {
    const t = await open();
    await userEvent.click(
      within(rowOf('Sub Curitiba')).getByRole('button', { name: 'Entrar como Sub Curitiba' }),
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Entrar na conta de Sub Curitiba?'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(t.location()).toBe('/home'));
    expect(t.calls('loginAs')).toEqual([{ userId: 20 }]);
  });

  it('a manager may not log in as an administrator, nor as themselves', async () => {
    const manager = account({ id: 20, name: 'Sub Curitiba', userLimit: 5 });
    await open(manager);
    expect(within(rowOf('Admin')).queryByRole('button', { name: /Entrar como/ })).toBeNull();
    expect(within(rowOf('Sub Curitiba')).queryByRole('button', { name: /Entrar como/ })).toBeNull();
    expect(
      within(rowOf('Cliente Batel')).getByRole('button', { name: /Entrar como/ }),
    ).toBeTruthy();
  });

  it('a user who manages nobody is refused the list (by the route guard)', async () => {
    const t = await open(account({ id: 5, userLimit: 0 }));
    expect(screen.getByRole('heading', { name: 'ACESSO NEGADO' })).toBeTruthy();
    expect(t.calls('loadUsers')).toEqual([]);
  });
});
