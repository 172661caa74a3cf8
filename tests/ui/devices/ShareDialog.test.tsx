import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Share } from '@farol/model';
import { ShareDialog } from '../../../src/ui/devices/actions/ShareDialog';
import type { CoreApi, CoreError } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { server, user } from '../../worker/support/fixtures';

const HOUR = 3_600_000;

function share(id: number, expiresAt: number): Share {
  return {
    id,
    deviceId: 7,
    name: `share-1-${id}`,
    expirationTime: new Date(expiresAt).toISOString(),
    limitCommands: true,
    allowBlock: false,
    token: `token-${id}`,
    ownerId: 1,
  };
}

async function dialog(overrides: Partial<CoreApi>) {
  const fake = fakeCore(overrides);
  fake.publish('session', signedIn(user({ administrator: true }), server()));
  let closed = 0;
  await renderWith(<ShareDialog deviceId={7} name="Caminhão 7" onClose={() => (closed += 1)} />, {
    core: fake.core,
  });
  return { ...fake, closed: () => closed };
}

describe('ShareDialog', () => {
  it('lists the device’s links, says when none, and closes', async () => {
    const t = await dialog({ listShares: async () => [] });
    expect(await screen.findByText('Nenhum link compartilhado deste dispositivo.')).toBeTruthy();
    expect(t.calls('listShares')).toEqual([{ deviceId: 7 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(t.closed()).toBe(1);
  });

  it('creates a one-hour link by default and shows it with its QR code', async () => {
    const before = Date.now();
    const t = await dialog({
      listShares: async () => [],
      createShare: async (input) => share(3, (input as { expiresAt: number }).expiresAt),
    });
    await screen.findByText('Nenhum link compartilhado deste dispositivo.');
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    const link = await screen.findByTestId('share-link');
    expect((within(link).getByRole('textbox') as HTMLInputElement).value).toBe(
      `${window.location.origin}/share/token-3`,
    );
    const [input] = t.calls('createShare') as { deviceId: number; expiresAt: number }[];
    expect(input!.deviceId).toBe(7);
    expect(input!.expiresAt - before).toBeGreaterThanOrEqual(HOUR);
    expect(input!.expiresAt - Date.now()).toBeLessThanOrEqual(HOUR);
    await waitFor(() => expect(within(link).getByTestId('share-qr').innerHTML).toContain('<svg'));
    expect(within(screen.getByTestId('share-list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('a custom expiry in the past is refused with its SPEC-style message', async () => {
    const refusal: CoreError = {
      type: 'validation',
      code: 'SHARE_EXPIRY_PAST',
      message: 'the expiry must be in the future',
    };
    await dialog({ listShares: async () => [], createShare: () => Promise.reject(refusal) });
    await screen.findByText('Nenhum link compartilhado deste dispositivo.');
    await userEvent.click(screen.getByRole('button', { name: 'Personalizada' }));
    const when = screen.getByLabelText('Data e hora de expiração');
    await userEvent.clear(when);
    await userEvent.type(when, '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Criar link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Escolha uma data e hora no futuro.',
    );
  });

  it('deleting a link asks first; confirming deletes it, cancelling keeps it', async () => {
    const t = await dialog({
      listShares: async () => [share(1, Date.now() + HOUR), share(2, Date.now() + 2 * HOUR)],
    });
    const list = await screen.findByTestId('share-list');
    await userEvent.click(within(list).getAllByRole('button', { name: 'Excluir link' })[0]!);
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    expect(t.calls('deleteShare')).toEqual([]);
    await userEvent.click(
      within(screen.getByTestId('share-list')).getAllByRole('button', { name: 'Excluir link' })[0]!,
    );
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Quem estiver usando o link perde o acesso na hora.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('share-list')).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(t.calls('deleteShare')).toEqual([{ shareId: 1 }]);
  });

  it('when the links cannot be read, says why and retries', async () => {
    let fail = true;
    const offline: CoreError = { type: 'network', code: 'NETWORK_ERROR', message: 'offline' };
    const t = await dialog({
      listShares: () => (fail ? Promise.reject(offline) : Promise.resolve([])),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Sem conexão com o servidor');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum link compartilhado deste dispositivo.')).toBeTruthy();
    expect(t.calls('listShares')).toHaveLength(2);
  });
});
