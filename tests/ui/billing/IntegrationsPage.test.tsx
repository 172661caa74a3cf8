import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import {
  INTEGRATION_DEFAULTS,
  INTEGRATION_KEYS,
  type Integration,
  type IntegrationKey,
} from '@farol/model';
import { IntegrationsPage } from '../../../src/ui/billing/IntegrationsPage';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { renderWith } from '../../support/render';
import { admin, server } from '../users/fixtures';

function integrationsServer() {
  const stored = Object.fromEntries(
    INTEGRATION_KEYS.map((key): [IntegrationKey, Integration] => [
      key,
      {
        key,
        settings: { ...INTEGRATION_DEFAULTS[key] },
        secretNames: key === 'payment' ? ['token'] : [],
        webhookPath: key === 'payment' ? '/tarkan/webhooks/payment' : null,
      },
    ]),
  ) as Record<IntegrationKey, Integration>;
  const saveIntegration = vi.fn(
    async (input: {
      key: IntegrationKey;
      settings: Record<string, unknown>;
      secrets?: Record<string, string | null>;
    }) => {
      const names = new Set([
        ...stored[input.key].secretNames,
        ...Object.keys(input.secrets ?? {}),
      ]);
      stored[input.key] = {
        ...stored[input.key],
        settings: input.settings,
        secretNames: [...names].sort(),
      };
      return stored[input.key];
    },
  );
  return {
    stored,
    integrations: async () => INTEGRATION_KEYS.map((key) => stored[key]),
    saveIntegration,
    testEmailIntegration: vi.fn(async (): Promise<{ to: string }> => ({ to: 'admin@x.test' })),
  };
}

async function open(backend = integrationsServer()) {
  const fake = fakeCore(backend);
  fake.publish('session', signedIn(admin, server({ 'tarkan.enableBilling': true })));
  await renderWith(<Route path="/integrations" component={IntegrationsPage} />, {
    core: fake.core,
    path: '/integrations',
  });
  return backend;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/integrations', { timeout: 20_000 }, () => {
  it('shows a stored secret as set, never its value; typing replaces it, empty keeps it', async () => {
    const backend = await open();
    const payment = await screen.findByRole('region', { name: 'Provedor de pagamento' });
    expect(payment.textContent).toContain('Definido');
    const token = within(payment).getByLabelText('Chave da API') as HTMLInputElement;
    expect(token.value).toBe('');
    expect(token.type).toBe('password');
    expect(payment.textContent).toContain('/tarkan/webhooks/payment');

    await userEvent.type(within(payment).getByLabelText('E-mail da conta'), 'fin@farol.test');
    await userEvent.type(within(payment).getByLabelText('Token do webhook'), 'hook-secret');
    await userEvent.click(within(payment).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(backend.saveIntegration).toHaveBeenCalledTimes(1));
    expect(backend.saveIntegration.mock.calls[0]![0]).toEqual({
      key: 'payment',
      settings: { enabled: false, email: 'fin@farol.test', sandbox: true },
      secrets: { webhookToken: 'hook-secret' },
    });
    // The form starts again from the answer: both secrets set, nothing typed kept.
    await waitFor(() =>
      expect(
        within(section('Provedor de pagamento')).getAllByText('Definido', { selector: 'span' }),
      ).toHaveLength(2),
    );
    expect(
      (
        within(section('Provedor de pagamento')).getByLabelText(
          'Token do webhook',
        ) as HTMLInputElement
      ).value,
    ).toBe('');
  });

  it('refuses a bad e-mail or port before sending anything', async () => {
    const backend = await open();
    const email = await screen.findByRole('region', { name: 'E-mail (SMTP)' });
    const port = within(email).getByLabelText('Porta');
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.type(within(email).getByLabelText('E-mail do remetente'), 'not-an-email');
    await userEvent.click(within(email).getByRole('button', { name: 'Salvar' }));
    expect(await within(email).findByText('A porta vai de 1 a 65535.')).toBeTruthy();
    expect(within(email).getByText('Informe um e-mail válido.')).toBeTruthy();
    expect(backend.saveIntegration).not.toHaveBeenCalled();
  });

  it('sends a test mail through what is saved, and says where or why not', async () => {
    const backend = integrationsServer();
    await open(backend);
    const email = await screen.findByRole('region', { name: 'E-mail (SMTP)' });
    const test = within(email).getByRole('button', { name: 'Enviar teste' });
    await userEvent.type(within(email).getByLabelText('Servidor SMTP'), 'smtp.farol.test');
    expect((test as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(email).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(backend.saveIntegration).toHaveBeenCalledTimes(1));
    const again = await within(section('E-mail (SMTP)')).findByRole('button', {
      name: 'Enviar teste',
    });
    await waitFor(() => expect((again as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(again);
    expect((await screen.findByRole('status')).textContent).toBe(
      'E-mail de teste enviado para admin@x.test.',
    );
    backend.testEmailIntegration.mockRejectedValueOnce({
      type: 'http',
      code: 'SERVER_ERROR',
      message: 'Invalid login: 535 Authentication failed',
      status: 400,
    });
    await userEvent.click(
      within(section('E-mail (SMTP)')).getByRole('button', { name: 'Enviar teste' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'O teste falhou: Invalid login: 535 Authentication failed',
    );
  });
});
