import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Command } from '@farol/model';
import { SavedCommandEditPage } from '../../../src/ui/savedCommands/SavedCommandEditPage';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

async function open(id: string, items: Command[] = []) {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: Command }) => ({ ...input.entity, id: 4 })) as never,
    commandTypes: async () => ['custom', 'positionPeriodic', 'sendSms', 'engineStop'],
  });
  fake.publish('entities.command', { state: 'ready', error: null, items });
  const view = await renderWith(<SavedCommandEditPage params={{ id }} />, {
    core: fake.core,
    path: `/commands/${id}`,
  });
  return { ...fake, ...view };
}

const saved = (t: { calls(method: 'saveEntity'): unknown[] }) =>
  (t.calls('saveEntity')[0] as { entity: Command }).entity;

// Typing is slow on a busy machine: these tests type a lot.
describe('saved command form', { timeout: 20_000 }, () => {
  it('offers the types the server knows and asks for each type’s parameters', async () => {
    const t = await open('new');
    await waitFor(() => expect(t.calls('commandTypes')).toHaveLength(1));
    const type = screen.getByLabelText('Tipo') as HTMLSelectElement;
    await waitFor(() =>
      expect([...type.options].map((option) => option.value)).toContain('sendSms'),
    );
    expect(screen.getByLabelText('Conteúdo')).toBeTruthy();
    await userEvent.selectOptions(type, 'sendSms');
    expect(screen.queryByLabelText('Conteúdo')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Título/), 'Aviso');
    await userEvent.type(screen.getByLabelText('Telefone'), '+5511');
    await userEvent.type(screen.getByLabelText('Mensagem'), 'Pare');
    await userEvent.click(screen.getByLabelText('Enviar por SMS'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(saved(t)).toEqual({
      id: 0,
      description: 'Aviso',
      type: 'sendSms',
      textChannel: true,
      deviceId: 0,
      attributes: { phone: '+5511', message: 'Pare' },
    });
  });

  it('stores numeric parameters as numbers', async () => {
    const t = await open('new');
    const type = screen.getByLabelText('Tipo') as HTMLSelectElement;
    await waitFor(() =>
      expect([...type.options].map((option) => option.value)).toContain('positionPeriodic'),
    );
    await userEvent.selectOptions(type, 'positionPeriodic');
    await userEvent.type(screen.getByLabelText(/^Título/), 'A cada minuto');
    await userEvent.type(screen.getByLabelText('Frequência (s)'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(saved(t).attributes).toEqual({ frequency: 60 });
  });

  it('requires a title and sends nothing without it', async () => {
    const t = await open('new');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O nome do campo é obrigatório.')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
  });

  it('keeps a stored type the server does not list', async () => {
    await open('4', [
      {
        id: 4,
        description: 'Velho',
        type: 'legacyThing',
        textChannel: false,
        deviceId: 0,
        attributes: {},
      },
    ]);
    expect((screen.getByLabelText('Tipo') as HTMLSelectElement).value).toBe('legacyThing');
  });
});
