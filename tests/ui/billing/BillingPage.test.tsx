import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import type { BillingCustomer, Invoice, InvoiceAction } from '@farol/model';
import { BillingCustomerPage } from '../../../src/ui/billing/BillingCustomerPage';
import { BillingPage } from '../../../src/ui/billing/BillingPage';
import type { CustomerAccess } from '../../../src/worker/types';
import { fakeCore, signedIn } from '../../support/fakeCore';
import { giveListsHeight } from '../../support/listHeight';
import { renderWith } from '../../support/render';
import { admin, server } from '../users/fixtures';
import { customer, invoice } from './fixtures';

giveListsHeight();

const routes = (
  <Switch>
    <Route path="/billing" component={BillingPage} />
    <Route path="/billing/:id" component={BillingCustomerPage} />
  </Switch>
);

function billingServer(
  customers: BillingCustomer[],
  invoices: Invoice[],
  refuse: Partial<Record<InvoiceAction, string>> = {},
) {
  const invoiceAction = vi.fn(
    async ({ invoiceId, action }: { invoiceId: number; action: InvoiceAction }) => {
      if (refuse[action])
        throw { type: 'http', code: 'SERVER_ERROR', message: refuse[action], status: 400 };
      const index = invoices.findIndex((item) => item.id === invoiceId);
      if (action === 'delete') {
        invoices.splice(index, 1);
        return null;
      }
      const status =
        action === 'cancel'
          ? 'CANCELLED'
          : action === 'setAsReceivedCash'
            ? 'RECEIVED_IN_CASH'
            : invoices[index]!.status;
      invoices[index] = { ...invoices[index]!, status };
      return invoices[index]!;
    },
  );
  const setCustomerAccess = vi.fn(async (input: CustomerAccess) => {
    customers[0] = { ...customers[0]!, locked: input.locked, suspended: input.locked };
  });
  return {
    billingCustomers: async () => customers.map((item) => ({ ...item })),
    customerInvoices: async ({ userId }: { userId: number }) =>
      invoices.filter((item) => item.userId === userId),
    invoiceAction,
    setCustomerAccess,
  };
}

async function open(path: string, backend: ReturnType<typeof billingServer>) {
  const fake = fakeCore(backend);
  fake.publish('session', signedIn(admin, server({ 'tarkan.enableBilling': true })));
  const view = await renderWith(routes, { core: fake.core, path });
  return { ...fake, ...view };
}

describe('/billing: Billing management', { timeout: 20_000 }, () => {
  it('lists customers with their totals, suspended and overdue first', async () => {
    const backend = billingServer(
      [
        customer({ userId: 3, name: 'Em Dia', paidAmount: 99.8 }),
        customer({
          userId: 4,
          name: 'Devedor',
          overdueCount: 2,
          overdueAmount: 102.16,
          openCount: 2,
          openAmount: 102.16,
        }),
        customer({
          userId: 5,
          name: 'Suspenso',
          suspended: true,
          overdueCount: 1,
          overdueAmount: 51.08,
          openCount: 1,
          openAmount: 51.08,
        }),
        customer({ userId: 6, name: 'Pendente', openCount: 1, openAmount: 49.9 }),
      ],
      [],
    );
    const view = await open('/billing', backend);
    await screen.findByText('Devedor');
    const names = screen
      .getAllByRole('row')
      .filter((row) => row.getAttribute('data-id'))
      .map((row) => row.getAttribute('data-id'));
    expect(names).toEqual(['5', '4', '6', '3']);
    const debtor = screen.getAllByRole('row').find((row) => row.getAttribute('data-id') === '4')!;
    expect(debtor.textContent).toContain('Em atraso');
    expect(debtor.textContent).toContain('R$ 102,16');
    expect(debtor.textContent).toContain('2 faturas');
    await userEvent.click(debtor);
    expect(view.location()).toBe('/billing/4');
  });

  it('acts on an invoice only once confirmed, and shows the result', async () => {
    const backend = billingServer(
      [
        customer({
          userId: 7,
          name: 'Ana Souza',
          overdueCount: 1,
          overdueAmount: 51.08,
          openCount: 1,
          openAmount: 51.08,
        }),
      ],
      [invoice({ id: 41, userId: 7, status: 'OVERDUE', amountDue: 51.08, daysLate: 4 })],
    );
    await open('/billing/7', backend);
    await userEvent.click(await screen.findByText('Vencida'));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('4 dias de atraso');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recebida em dinheiro' }));
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('Marcar esta fatura de Ana Souza como recebida em dinheiro?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(backend.invoiceAction).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('Vencida'));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Recebida em dinheiro' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Recebida em dinheiro' }),
    );
    expect(backend.invoiceAction).toHaveBeenCalledWith({
      invoiceId: 41,
      action: 'setAsReceivedCash',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Fatura marcada como recebida em dinheiro.',
    );
    expect(await screen.findByText('Recebida em dinheiro')).toBeTruthy();
  });

  it('shows the server’s reason when an action is refused', async () => {
    const backend = billingServer(
      [customer({ userId: 7, name: 'Ana Souza', openCount: 1, openAmount: 49.9 })],
      [invoice({ id: 42, userId: 7 })],
      { delete: 'Cancel the invoice first: the payment provider has it' },
    );
    await open('/billing/7', backend);
    await userEvent.click(await screen.findByText('Pendente'));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }),
    );
    const ask = screen.getByRole('alertdialog');
    expect(ask.textContent).toContain('Excluir esta fatura de Ana Souza?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Excluir' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Não foi possível concluir: Cancel the invoice first: the payment provider has it',
    );
    expect(screen.getByText('Pendente')).toBeTruthy();
  });

  it('suspends and unlocks a customer, each confirmed', async () => {
    const backend = billingServer([customer({ userId: 7, name: 'Ana Souza' })], []);
    await open('/billing/7', backend);
    const access = await screen.findByTestId('customer-access');
    expect(access.textContent).toContain('Em dia');
    await userEvent.click(within(access).getByRole('button', { name: 'Suspender acesso' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Suspender acesso' }),
    );
    expect(backend.setCustomerAccess).toHaveBeenCalledWith({ userId: 7, locked: true });
    await waitFor(() =>
      expect(screen.getByTestId('customer-access').textContent).toContain('Suspenso'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'Liberar o acesso de Ana Souza por 7 dias?',
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Desbloquear' }),
    );
    expect(backend.setCustomerAccess).toHaveBeenLastCalledWith({
      userId: 7,
      locked: false,
      forever: false,
      days: 7,
    });
  });
});
