import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { Group } from '@farol/model';
import { GroupEditPage } from '../../../src/ui/groups/GroupEditPage';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

const GROUPS: Group[] = [
  { id: 1, name: 'Frota', groupId: 0, attributes: {} },
  { id: 2, name: 'Sul', groupId: 1, attributes: {} },
  { id: 3, name: 'Curitiba', groupId: 2, attributes: {} },
  { id: 4, name: 'Norte', groupId: 0, attributes: {} },
];
const refused = { type: 'http', code: 'X', message: 'Group name already used', status: 400 };

async function open(path: string, overrides: Parameters<typeof fakeCore>[0] = {}) {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: Group }) => ({ ...input.entity, id: 9 })) as never,
    ...overrides,
  });
  fake.publish('entities.group', { state: 'ready', error: null, items: GROUPS });
  const view = await renderWith(
    <Switch>
      <Route path="/groups/:id" component={GroupEditPage} />
      <Route path="/groups">groups list</Route>
      <Route path="/home">home</Route>
    </Switch>,
    { core: fake.core, path },
  );
  return { ...fake, ...view };
}

const name = () => screen.getByLabelText(/^Nome/) as HTMLInputElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('the edit-form pattern (group form)', () => {
  it("an empty name shows the SPEC's message and the generic one, and nothing is sent", async () => {
    const t = await open('/groups/new');
    await userEvent.type(name(), '   ');
    await save();
    expect(screen.getByText('O nome do campo é obrigatório.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Verifique os dados do formulário.');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(t.calls('saveEntity')).toEqual([]);
  });

  it('saves the trimmed values and goes back to the list', async () => {
    const t = await open('/groups/new');
    await userEvent.type(name(), '  Oeste ');
    await userEvent.selectOptions(screen.getByLabelText('Grupo pai'), '4');
    await save();
    await waitFor(() => expect(t.location()).toBe('/groups'));
    expect(t.calls('saveEntity')).toEqual([
      { kind: 'group', entity: { id: 0, name: 'Oeste', groupId: 4, attributes: {} } },
    ]);
  });

  it("a refused save keeps the form and shows the server's reason", async () => {
    const t = await open('/groups/2', {
      saveEntity: (async () => Promise.reject(refused)) as never,
    });
    await userEvent.clear(name());
    await userEvent.type(name(), 'Frota');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Group name already used'),
    );
    expect(name().value).toBe('Frota');
    expect(t.location()).toBe('/groups/2');
  });

  it('never offers a descendant (or itself) as the parent: no cycles', async () => {
    await open('/groups/2');
    const options = within(screen.getByLabelText('Grupo pai'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Nenhum', 'Frota', 'Norte']);
  });

  it('asks before deleting; deletes only once confirmed', async () => {
    const t = await open('/groups/4');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Excluir o grupo Norte?');
    expect(t.calls('deleteEntities')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(t.calls('deleteEntities')).toEqual([{ kind: 'group', ids: [4] }]);
    await waitFor(() => expect(t.location()).toBe('/groups'));
  });

  it('goes back to the list even when the deleted group leaves its topic first', async () => {
    const t = await open('/groups/4', {
      deleteEntities: async () => {
        // The worker folds the deletion into the topic before the call resolves.
        t.publish('entities.group', { state: 'ready', error: null, items: GROUPS.slice(0, 3) });
        return { deleted: [4], failed: [] };
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(t.location()).toBe('/groups'));
  });

  it('a new group offers no delete', async () => {
    await open('/groups/new');
    expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  });

  it('warns before leaving with unsaved changes, and stays or discards as chosen', async () => {
    const t = await open('/groups/4');
    await userEvent.type(name(), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('alertdialog').textContent).toContain('Descartar alterações?');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(t.location()).toBe('/groups/4');
    expect(name().value).toBe('Norte 2');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(t.location()).toBe('/home');
  });

  it('leaves without asking when nothing changed', async () => {
    const t = await open('/groups/4');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(t.location()).toBe('/groups');
  });

  it('says so when the group does not exist', async () => {
    await open('/groups/77');
    expect(screen.getByRole('alert').textContent).toContain('não existe mais');
  });
});
