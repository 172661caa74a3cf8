import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Server, User, type Maintenance } from '@farol/model';
import { MaintenanceEditPage } from '../../../src/ui/maintenances/MaintenanceEditPage';
import { MaintenancesPage } from '../../../src/ui/maintenances/MaintenancesPage';
import { fakeCore } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';

giveListsHeight();

const OIL: Maintenance = {
  id: 2,
  name: 'Troca de óleo',
  type: 'totalDistance',
  start: 5_000_000,
  period: 10_000_000,
  attributes: {},
};

async function open(ui: React.ReactNode, distanceUnit = 'km') {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: Maintenance }) => ({ ...input.entity, id: 9 })) as never,
  });
  const user = User.parse({ id: 1, email: 'a@x', attributes: { distanceUnit } });
  fake.publish('session', {
    status: 'authenticated',
    user,
    server: Server.parse({ id: 1 }),
  } as never);
  fake.publish('entities.maintenance', { state: 'ready', error: null, items: [OIL] });
  const view = await renderWith(ui, { core: fake.core, path: '/maintenances/x' });
  return { ...fake, ...view };
}

const saved = (t: { calls(method: 'saveEntity'): unknown[] }) =>
  (t.calls('saveEntity')[0] as { entity: Maintenance }).entity;

describe('maintenance form', () => {
  it('shows start and cycle in the user’s unit, and the next dues', async () => {
    await open(<MaintenanceEditPage params={{ id: '2' }} />);
    expect((screen.getByLabelText('Início (km)') as HTMLInputElement).value).toBe('5000');
    expect((screen.getByLabelText('Ciclo (km)') as HTMLInputElement).value).toBe('10000');
    expect(screen.getByTestId('next-due').textContent).toMatch(/5\.000.*15\.000.*25\.000/);
  });

  it('in miles when the user reads miles', async () => {
    await open(<MaintenanceEditPage params={{ id: '2' }} />, 'mi');
    expect(screen.getByLabelText('Ciclo (mi)')).toBeTruthy();
  });

  it('stores engine hours in milliseconds', async () => {
    const t = await open(<MaintenanceEditPage params={{ id: 'new' }} />);
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Revisão');
    await userEvent.selectOptions(screen.getByLabelText(/^Tipo/), 'hours');
    await userEvent.clear(screen.getByLabelText('Início (h)'));
    await userEvent.type(screen.getByLabelText('Início (h)'), '100');
    await userEvent.clear(screen.getByLabelText('Ciclo (h)'));
    await userEvent.type(screen.getByLabelText('Ciclo (h)'), '250.5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    expect(saved(t)).toMatchObject({
      name: 'Revisão',
      type: 'hours',
      start: 100 * 3_600_000,
      period: 250.5 * 3_600_000,
    });
  });

  it('refuses a cycle that is not a number and sends nothing', async () => {
    const t = await open(<MaintenanceEditPage params={{ id: '2' }} />);
    await userEvent.clear(screen.getByLabelText('Ciclo (km)'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe um número válido.')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
  });

  it('lists plans with their values in the user’s unit', async () => {
    await open(<MaintenancesPage />);
    const row = screen.getByRole('row', { name: /Troca de óleo/ });
    expect(row.textContent).toContain('Odômetro');
    expect(row.textContent).toContain('10.000 km');
  });
});
