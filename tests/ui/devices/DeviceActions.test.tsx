import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@farol/model';
import { DeviceActions } from '../../../src/ui/devices/actions/DeviceActions';
import { selectedDevice } from '../../../src/worker/fleet/selectedDevice';
import type { CoreApi } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device, position, server, user } from '../../worker/support/fixtures';

const truck = device(7, { name: 'Caminhão 7' });
const selected = selectedDevice(truck, position(7), 'kmh')!;
const admin = user({ administrator: true });

async function actions(who: User, overrides: Partial<CoreApi> = {}, on = server()) {
  const fake = fakeCore(overrides);
  fake.publish('session', signedIn(who, on));
  const rendered = await renderWith(<DeviceActions selected={selected} />, { core: fake.core });
  return Object.assign(fake, { location: rendered.location });
}

const labels = () =>
  within(screen.getByTestId('device-actions'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('DeviceActions', () => {
  it('offers an administrator every action of SPEC §2', async () => {
    await actions(admin);
    expect(labels()).toEqual([
      'Seguir',
      'Rastro',
      'Histórico',
      'Aproximar',
      'Só este',
      'Ancorar',
      'Bloquear',
      'Desbloquear',
      'Comando',
      'Compartilhar',
      'Editar',
      'QR do motorista',
      'Street View',
    ]);
    expect(screen.getByRole('link', { name: 'Abrir no Google Maps' })).toBeTruthy();
  });

  it('offers a read-only user no anchor, engine, command or share', async () => {
    await actions(user({ readonly: true }));
    expect(labels()).toEqual([
      'Seguir',
      'Rastro',
      'Histórico',
      'Aproximar',
      'Só este',
      'QR do motorista',
      'Street View',
    ]);
  });

  it('offers a share link visitor no driver QR either', async () => {
    await actions(user({ attributes: { isShared: 1 } }));
    expect(labels()).not.toContain('QR do motorista');
    expect(labels()).not.toContain('Compartilhar');
    expect(labels()).not.toContain('Histórico');
  });

  it("the server's QR driver switch off (tarkan.enableQrDriverId) takes the driver QR away", async () => {
    await actions(admin, {}, server({ attributes: { 'tarkan.enableQrDriverId': false } }));
    expect(labels()).not.toContain('QR do motorista');
    expect(labels()).toContain('Compartilhar');
  });

  it('history opens the route player for the device', async () => {
    const fake = await actions(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Histórico' }));
    expect(fake.location()).toBe('/history?deviceId=7');
  });

  it('offers no history to a user whose reports are disabled', async () => {
    await actions(user({ disableReports: true }));
    expect(labels()).not.toContain('Histórico');
    expect(labels()).toContain('Rastro');
  });

  it('follow and trail call the core, and the topics turn them into "stop"', async () => {
    const fake = await actions(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Seguir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rastro' }));
    expect(fake.calls('followDevice')).toEqual([{ deviceId: 7 }]);
    expect(fake.calls('trailDevice')).toEqual([{ deviceId: 7 }]);
    fake.publish('follow', { deviceId: 7, longitude: 0, latitude: 0 });
    fake.publish('trail', { deviceId: 7, path: new Float64Array() });
    await userEvent.click(await screen.findByRole('button', { name: 'Parar de seguir' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apagar rastro' }));
    expect(fake.calls('followDevice').at(-1)).toEqual({ deviceId: null });
    expect(fake.calls('trailDevice').at(-1)).toEqual({ deviceId: null });
  });

  it('"Só este" narrows the list and the map to the device', async () => {
    const fake = await actions(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Só este' }));
    expect(fake.calls('setListQuery')).toEqual([{ onlyDeviceId: 7 }]);
  });

  it('engine stop asks first, then sends and tells whether it was queued', async () => {
    const fake = await actions(admin, { engineCommand: async () => 'queued' });
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Bloquear o motor de Caminhão 7?');
    expect(fake.calls('engineCommand')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(/Comando na fila/)).toBeTruthy();
    expect(fake.calls('engineCommand')).toEqual([{ deviceId: 7, action: 'engineStop' }]);
  });

  it('cancelling the engine stop sends nothing and says so', async () => {
    const fake = await actions(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('Ação cancelada pelo usuário')).toBeTruthy();
    expect(fake.calls('engineCommand')).toEqual([]);
  });

  it('"Compartilhar" opens the share dialog for the device', async () => {
    const fake = await actions(admin);
    await userEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(await screen.findByRole('dialog', { name: 'Link temporário' })).toBeTruthy();
    expect(fake.calls('listShares')).toEqual([{ deviceId: 7 }]);
  });
});
