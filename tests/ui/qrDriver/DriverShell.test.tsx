import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { QrDriverStatus, User } from '@farol/model';
import { AppRoutes } from '../../../src/app/AppRoutes';
import type { CoreApi } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

/** How long a wait for the first, lazily loaded driver screen may last. */
const LAZY = { timeout: 10_000 };

const driver = (deviceId = 0): User =>
  user({
    id: 9,
    name: 'João',
    email: 'qrcode-joao',
    readonly: true,
    attributes: { 'tarkan.isQrDriverId': 'MOT-1', 'tarkan.isQrDeviceId': deviceId },
  });

/** The app's routes with a QR driver signed in. */
async function asDriver(path: string, signedIn: User, overrides: Partial<CoreApi> = {}) {
  const fake = fakeCore({
    loadServer: async () => server(),
    restoreSession: async () => {
      fake.publish('session', { status: 'authenticated', user: signedIn, server: server() });
      return signedIn;
    },
    ...overrides,
  });
  const view = await renderWith(<AppRoutes />, { core: fake.core, path });
  return { ...fake, view };
}

const status = (fields: Partial<QrDriverStatus>): QrDriverStatus => ({
  deviceId: 0,
  driverUniqueId: 'MOT-1',
  unlock: null,
  ...fields,
});

describe('the QR driver screens', () => {
  it('keeps a driver on the check-in: any other path leads to /qr-driver', async () => {
    const t = await asDriver('/devices/3', driver());
    await waitFor(() => expect(t.view.location()).toBe('/qr-driver'), LAZY);
    // The driver's screens are loaded on first use: a loaded machine may take a while.
    const heading = screen.findByRole('heading', { name: 'Check-in do motorista' }, LAZY);
    expect(await heading).toBeTruthy();
    expect(screen.getByTestId('qr-driver-status').textContent).toBe(
      'Você não está em nenhum veículo.',
    );
  });

  it("a vehicle's QR page checks the driver in and says what became of the unlock", async () => {
    const t = await asDriver('/qr-driver/scan/7', driver(), {
      qrDriverCheck: async ({ deviceId }) => status({ deviceId, unlock: 'queued' }),
    });
    expect(await screen.findByText('Check-in feito em Veículo #7', {}, LAZY)).toBeTruthy();
    expect(screen.getByTestId('qr-unlock').textContent).toBe(
      'Desbloqueio enviado: o veículo o recebe na próxima comunicação.',
    );
    expect(t.calls('qrDriverCheck')).toEqual([{ deviceId: 7 }]);
  });

  it('scanning the vehicle the driver is in offers the check-out instead', async () => {
    const t = await asDriver('/qr-driver/scan/7', driver(7));
    expect(await screen.findByText('Você já está neste veículo.', {}, LAZY)).toBeTruthy();
    expect(t.calls('qrDriverCheck')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Fazer check-out' }));
    expect(await screen.findByText('Check-out feito.')).toBeTruthy();
    expect(t.calls('qrDriverCheck')).toEqual([{ deviceId: 0 }]);
  });

  it("a refused check-in shows the server's reason", async () => {
    await asDriver('/qr-driver/scan/8', driver(), {
      qrDriverCheck: () =>
        Promise.reject({
          type: 'http',
          code: 'DEVICE_ACCESS_DENIED',
          message: 'Device access denied',
          status: 403,
        }),
    });
    expect((await screen.findByRole('alert', {}, LAZY)).textContent).toBe(
      'Não foi possível concluir: Você não tem acesso a este dispositivo.',
    );
  });
});
