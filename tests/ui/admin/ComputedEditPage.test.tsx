import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ComputedAttribute } from '@farol/model';
import { ComputedEditPage } from '../../../src/ui/computed/ComputedEditPage';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device } from '../../worker/support/fixtures';

const refused = { type: 'http', code: 'X', message: 'Unknown variable speedd', status: 400 };

async function open(id: string, overrides: Parameters<typeof fakeCore>[0] = {}) {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: ComputedAttribute }) => ({
      ...input.entity,
      id: 3,
    })) as never,
    ...overrides,
  });
  fake.publish('entities.computed', { state: 'ready', error: null, items: [] });
  fake.publish('entities.device', {
    state: 'ready',
    error: null,
    items: [device(7, { name: 'Caminhão 7' })],
  });
  const view = await renderWith(<ComputedEditPage params={{ id }} />, {
    core: fake.core,
    path: `/computed/${id}`,
  });
  return { ...fake, ...view };
}

describe('computed attribute form', { timeout: 20_000 }, () => {
  it('requires the attribute and the expression, and sends nothing without them', async () => {
    const t = await open('new');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe o atributo.')).toBeTruthy();
    expect(screen.getByText('Informe a expressão.')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
  });

  it('tests the expression against a chosen device’s last position', async () => {
    const t = await open('new', { testComputed: async () => true });
    await userEvent.type(screen.getByLabelText(/^Atributo/), 'fast');
    await userEvent.type(screen.getByLabelText(/^Expressão/), 'speed > 60');
    await userEvent.selectOptions(screen.getByLabelText(/^Tipo de saída/), 'boolean');
    await userEvent.selectOptions(screen.getByLabelText('Escolha um dispositivo'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Resultado: true');
    expect(t.calls('testComputed')).toEqual([
      {
        deviceId: 7,
        attribute: expect.objectContaining({ expression: 'speed > 60', type: 'boolean' }),
      },
    ]);
  });

  it("shows the server's reason when the expression does not evaluate", async () => {
    await open('new', { testComputed: async () => Promise.reject(refused) });
    await userEvent.type(screen.getByLabelText(/^Expressão/), 'speedd');
    await userEvent.selectOptions(screen.getByLabelText('Escolha um dispositivo'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Unknown variable speedd');
  });

  it('saves attribute, expression, type and priority', async () => {
    const t = await open('new');
    await userEvent.type(screen.getByLabelText(/^Descrição/), 'Rápido');
    await userEvent.type(screen.getByLabelText(/^Atributo/), 'fast');
    await userEvent.type(screen.getByLabelText(/^Expressão/), 'speed > 60');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(t.calls('saveEntity')[0]).toEqual({
      kind: 'computed',
      entity: {
        id: 0,
        description: 'Rápido',
        attribute: 'fast',
        expression: 'speed > 60',
        type: 'number',
        priority: 0,
      },
    });
    expect(t.location()).toBe('/computed');
  });
});
