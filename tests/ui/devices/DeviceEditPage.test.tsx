import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Server, User, type Device } from '@farol/model';
import { DeviceEditPage } from '../../../src/ui/devices/edit/DeviceEditPage';
import type { SessionView } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device } from '../../worker/support/fixtures';

const admin = User.parse({ id: 1, email: 'a@x', administrator: true });
const server = Server.parse({ id: 1 });
const stored = device(5, { name: 'Van 1', uniqueId: '111', attributes: { plate: 'ABC1D23' } });

async function open(
  id: string,
  session: Partial<SessionView> = {},
  devices: Device[] = [stored],
  uniqueId?: string,
  back?: string,
) {
  const fake = fakeCore({
    saveEntity: (async (input: { entity: Device }) => ({ ...input.entity, id: 40 })) as never,
  });
  fake.publish('session', { status: 'authenticated', user: admin, server, ...session });
  fake.publish('entities.device', { state: 'ready', error: null, items: devices });
  fake.publish('entities.group', { state: 'ready', error: null, items: [] });
  const view = await renderWith(
    <DeviceEditPage params={{ id }} uniqueId={uniqueId} back={back} />,
    {
      core: fake.core,
      path: `/devices/${id}`,
    },
  );
  return { ...fake, ...view };
}

const saved = (t: { calls(method: 'saveEntity'): unknown[] }) =>
  (t.calls('saveEntity')[0] as { entity: Device }).entity;

describe('device form', () => {
  it('requires name and IMEI and sends nothing without them', async () => {
    const t = await open('new');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O nome do campo é obrigatório.')).toBeTruthy();
    expect(screen.getByText('Informe o identificador (IMEI).')).toBeTruthy();
    expect(t.calls('saveEntity')).toEqual([]);
  });

  it('saves category, plate, colour and the fields it shows', async () => {
    const t = await open('new', {}, [], '8654321');
    await userEvent.type(screen.getByLabelText(/^Nome/), 'Caminhão 9');
    expect((screen.getByLabelText(/^Identificador/) as HTMLInputElement).value).toBe('8654321');
    await userEvent.click(screen.getByRole('radio', { name: 'Caminhão' }));
    await userEvent.type(screen.getByLabelText('Placa'), 'XYZ9A87');
    const hue = screen.getByRole('slider', { name: 'Cor do ícone: Matiz' });
    fireEvent.change(hue, { target: { value: '200' } });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveEntity')).toHaveLength(1));
    const entity = saved(t);
    expect(entity).toMatchObject({
      id: 0,
      name: 'Caminhão 9',
      uniqueId: '8654321',
      category: 'truck',
      attributes: { plate: 'XYZ9A87' },
    });
    expect(entity.attributes['tarkan.color']).toBe('200|0|100');
    await waitFor(() => expect(t.location()).toBe('/devices/40'));
  }, 20_000);

  it('previews the glyph in the chosen colour', async () => {
    await open('5');
    const preview = screen.getByTestId('glyph-preview');
    expect(preview.getAttribute('data-color')).toBe('rgb(255, 255, 255)');
    const saturation = screen.getByRole('slider', { name: 'Cor do ícone: Saturação' });
    fireEvent.change(saturation, { target: { value: '100' } });
    expect(preview.getAttribute('data-color')).toBe('rgb(255, 0, 0)');
  });

  it('refuses a new device when a limit of SPEC §5 is reached', async () => {
    await open('new', { edition: { plus: true, remainingDevices: 0 } });
    expect(screen.getByRole('alert').textContent).toContain('limite de dispositivos da sua conta');
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
  });

  it('offers odometer and hours for a stored device, applied through the accumulators', async () => {
    const t = await open('5');
    fireEvent.change(screen.getByLabelText('Odômetro (km)'), { target: { value: '1234.5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(t.calls('updateAccumulators')).toEqual([{ deviceId: 5, totalDistance: 1234500 }]);
    expect(await screen.findByText('Odômetro e horímetro atualizados.')).toBeTruthy();
  });

  it('deleting from the device detail’s edit lands on the device list, not the gone detail', async () => {
    const t = await open('5', {}, [stored], undefined, '/devices/5');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    expect(t.calls('deleteEntities')).toEqual([{ kind: 'device', ids: [5] }]);
    await waitFor(() => expect(t.location()).toBe('/devices'));
  });

  it('deleting from the management list goes back to it', async () => {
    const t = await open('5', {}, [stored], undefined, '/devices/manage');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    await waitFor(() => expect(t.location()).toBe('/devices/manage'));
  });

  it('pre-fills the IMEI from ?uniqueId= (the claim screen’s register link)', async () => {
    const fake = fakeCore();
    fake.publish('session', { status: 'authenticated', user: admin, server });
    fake.publish('entities.device', { state: 'ready', error: null, items: [] });
    fake.publish('entities.group', { state: 'ready', error: null, items: [] });
    await renderWith(<DeviceEditPage params={{ id: 'new' }} />, {
      core: fake.core,
      path: '/devices/new?uniqueId=860000000000042',
    });
    expect((screen.getByLabelText(/^Identificador/) as HTMLInputElement).value).toBe(
      '860000000000042',
    );
  });
});
