import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Server, User } from '@farol/model';
import { ServerSettingsPage } from '../../../src/ui/settings/ServerSettingsPage';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';

const SERVER = Server.parse({ id: 1, latitude: -23.5, longitude: -46.6, zoom: 10 });

async function open() {
  const fake = fakeCore({
    saveServer: (async (input: { server: Server }) => input.server) as never,
  });
  fake.publish('session', {
    status: 'authenticated',
    user: User.parse({ id: 1, email: 'a@x', administrator: true }),
    server: SERVER,
  } as never);
  const view = await renderWith(<ServerSettingsPage />, { core: fake.core, path: '/server' });
  return { ...fake, ...view };
}

describe('server settings', { timeout: 20_000 }, () => {
  it('saves registration, the tarkan switches, the device limit and selectZoom', async () => {
    const t = await open();
    // Unset, lock/unlock, QR and events are on (serverSwitchOn); the rest are off.
    const checked = (label: string | RegExp) =>
      (screen.getByLabelText(label) as HTMLInputElement).checked;
    expect(checked('Botões de bloquear e desbloquear')).toBe(true);
    expect(checked('QR code do motorista')).toBe(true);
    expect(checked('Eventos')).toBe(true);
    expect(checked(/^Exclusão preguiçosa/)).toBe(false);
    expect(checked('Paradas')).toBe(false);
    await userEvent.click(screen.getByLabelText('Permitir cadastro'));
    await userEvent.click(screen.getByLabelText('Botões de bloquear e desbloquear'));
    await userEvent.click(screen.getByLabelText(/^Exclusão preguiçosa/));
    await userEvent.type(screen.getByLabelText('Limite de dispositivos'), '500');
    await userEvent.type(screen.getByLabelText('Zoom ao selecionar um dispositivo'), '16');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(t.calls('saveServer')).toHaveLength(1));
    const { server } = t.calls('saveServer')[0] as { server: Server };
    expect(server).toMatchObject({
      registration: true,
      latitude: -23.5,
      attributes: {
        'tarkan.enableLockUnlock': false,
        'tarkan.enableLazyDeletion': true,
        'tarkan.deviceLimit': 500,
        'web.selectZoom': 16,
      },
    });
  });

  it('refuses a latitude outside the globe', async () => {
    const t = await open();
    await userEvent.clear(screen.getByLabelText('Latitude'));
    await userEvent.type(screen.getByLabelText('Latitude'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Informe um número válido.')).toBeTruthy();
    expect(t.calls('saveServer')).toEqual([]);
  });

  it('restarts the server only once confirmed', async () => {
    const t = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Reiniciar servidor' }));
    expect(t.calls('restartServer')).toEqual([]);
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reiniciar servidor' }));
    expect(await screen.findByText('O servidor está reiniciando…')).toBeTruthy();
    expect(t.calls('restartServer')).toHaveLength(1);
  });
});
