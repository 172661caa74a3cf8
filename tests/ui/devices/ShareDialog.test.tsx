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

  it('edits a link: a week more, commands allowed, engine block allowed; the list follows', async () => {
    const first = share(4, Date.now() + HOUR);
    const t = await dialog({
      listShares: async () => [first],
      updateShare: async (input) => {
        const change = input as { expiresAt: number; limitCommands: boolean; allowBlock: boolean };
        return {
          ...first,
          expirationTime: new Date(change.expiresAt).toISOString(),
          limitCommands: change.limitCommands,
          allowBlock: change.allowBlock,
        };
      },
    });
    const list = await screen.findByTestId('share-list');
    await userEvent.click(within(list).getByRole('button', { name: 'Editar link' }));
    const form = screen.getByTestId('share-edit');
    expect(screen.queryByRole('button', { name: 'Criar link' })).toBeNull();
    const limit = within(form).getByRole('checkbox', { name: /Limitar comandos/ });
    const block = within(form).getByRole('checkbox', {
      name: 'Permitir bloquear e desbloquear o motor',
    });
    expect((limit as HTMLInputElement).checked).toBe(true);
    expect((block as HTMLInputElement).checked).toBe(false);
    await userEvent.click(limit);
    await userEvent.click(block);
    await userEvent.click(within(form).getByRole('button', { name: '7 dias' }));
    const before = Date.now();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByTestId('share-edit')).toBeNull());
    const [input] = t.calls('updateShare') as {
      shareId: number;
      expiresAt: number;
      limitCommands: boolean;
      allowBlock: boolean;
    }[];
    expect(input).toMatchObject({ shareId: 4, limitCommands: false, allowBlock: true });
    expect(input!.expiresAt - before).toBeGreaterThanOrEqual(7 * 24 * HOUR);
    expect(screen.getByRole('button', { name: 'Criar link' })).toBeTruthy();
  });

  it('a refused edit keeps the form and says why; cancel leaves the link as it was', async () => {
    const refused: CoreError = {
      type: 'http',
      code: 'WRITE_ACCESS_DENIED',
      message: 'Write access denied',
    };
    const t = await dialog({
      listShares: async () => [share(5, Date.now() + HOUR)],
      updateShare: async () => {
        throw refused;
      },
    });
    const list = await screen.findByTestId('share-list');
    await userEvent.click(within(list).getByRole('button', { name: 'Editar link' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('share-edit')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByTestId('share-edit')).toBeNull();
    expect(t.calls('updateShare')).toHaveLength(1);
  });
});
