import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClaimDevicePage } from '../../../src/ui/devices/claim/ClaimDevicePage';
import type { ClaimInput, CoreApi, CoreError } from '../../../src/worker/types';
import { fakeCore } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { device } from '../../worker/support/fixtures';

/** The claim screen at `/autolink` (or `/autolink/{imei}`), claims answered by `claim`. */
async function open(imei?: string, claim?: CoreApi['claimDevice']) {
  const fake = fakeCore(claim ? { claimDevice: claim } : {});
  const view = await renderWith(<ClaimDevicePage imei={imei} />, {
    core: fake.core,
    path: imei ? `/autolink/${imei}` : '/autolink',
  });
  return { ...fake, ...view };
}

const refusal = (code: string, message: string): CoreError => ({
  type: 'http',
  code,
  message,
  status: 400,
});

const imeiField = () => screen.getByLabelText(/^IMEI/) as HTMLInputElement;
const claimButton = () => screen.getByRole('button', { name: 'Vincular' });

describe('claim a device by IMEI (/autolink)', () => {
  it('requires an IMEI of one word and sends nothing without it', async () => {
    const t = await open();
    await userEvent.click(claimButton());
    expect(screen.getByText('Informe o identificador (IMEI).')).toBeTruthy();
    await userEvent.type(imeiField(), '8600 0000');
    expect(screen.getByText('O identificador não pode ter espaços.')).toBeTruthy();
    await userEvent.click(claimButton());
    expect(t.calls('claimDevice')).toEqual([]);
  });

  it('pre-fills the IMEI of /autolink/{imei}, claims and opens the claimed device', async () => {
    const t = await open('860000000000001', async (input: ClaimInput) =>
      device(77, { uniqueId: input.imei }),
    );
    expect(imeiField().value).toBe('860000000000001');
    await userEvent.type(screen.getByLabelText(/^Placa/), 'ABC1D23');
    await userEvent.click(screen.getByRole('radio', { name: 'Caminhão' }));
    await userEvent.click(claimButton());
    await waitFor(() => expect(t.location()).toBe('/devices/77'));
    expect(t.calls('claimDevice')).toEqual([
      { id: 0, imei: '860000000000001', plate: 'ABC1D23', model: '', category: 'truck' },
    ]);
  });

  it('checks no icon until one is chosen: the device keeps its own', async () => {
    await open('1');
    expect(
      screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(0);
  });

  it("shows the server's refusal in the SPEC §8 words and keeps the form", async () => {
    const t = await open('860000000000002', async () => {
      throw refusal('DEVICE_NOT_AVAILABLE', 'Device not available');
    });
    await userEvent.type(screen.getByLabelText(/^Modelo/), 'GT06N');
    await userEvent.click(claimButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível vincular: Este IMEI não está disponível para a sua conta. Confira o número ou fale com quem forneceu o rastreador.',
    );
    expect(t.location()).toBe('/autolink/860000000000002');
    expect(imeiField().value).toBe('860000000000002');
    expect((screen.getByLabelText(/^Modelo/) as HTMLInputElement).value).toBe('GT06N');
  });

  it('words the catalogue codes (ACESSO NEGADO) and falls back to the server text', async () => {
    let next = refusal('WRITE_ACCESS_DENIED', 'Write access denied');
    await open('5', async () => {
      throw next;
    });
    await userEvent.click(claimButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível vincular: ACESSO NEGADO',
    );
    next = refusal('SOMETHING_NEW', 'Something new');
    await userEvent.click(claimButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Não foi possível vincular: Something new',
      ),
    );
  });

  it('offers to register a new device with the IMEI typed', async () => {
    await open('860000000000009');
    const link = screen.getByRole('link', { name: 'Cadastrar novo dispositivo' });
    expect(link.getAttribute('href')).toBe('/devices/new?uniqueId=860000000000009');
  });
});
